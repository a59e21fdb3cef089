import { transform } from "receiptline";
import { formatOrderTime } from "../../shared/dates";
import { isSpiceOption, optionLabel } from "../../shared/menu-options";
import { parcelOf } from "../../shared/order-channel";
import { liveQuantity } from "../../shared/order-lines";
import type { Order, OrderLine } from "../../shared/schemas/orders";
import type { PrintKind } from "../../shared/schemas/printing";
import type { PaperWidth } from "../../shared/schemas/stations";
import { shortId } from "../../shared/short-id";

/** One dish on a ticket, in English as the kitchen reads it. */
export interface TicketLine {
  name: string;
  quantity: number;
  /** Every option's label but the spice level ("Full", "+ Raita"). */
  options: string[];
  /** The spice level, printed so it is not missed; null when the dish has none. */
  spice: string | null;
  /** Why it was voided (void tickets only). */
  reason?: string;
}

/** A ticket as stored in its job's payload: what to print, not how (the layout is `ticketDocument`). */
export interface TicketPayload {
  orderId: string | null;
  /** The order's short id, the number the kitchen board shows. */
  orderNumber: string | null;
  /** The table's number; null for a parcel (an order at no table). */
  table: string | null;
  /** A parcel's mark (PARCEL or DELIVERY) and token, printed where the table goes; absent at a table and on jobs queued before it. */
  parcel?: { mark: string; token: string } | null;
  /** When the order was placed (or the void made): a reprint keeps it. */
  time: string;
  /** The waiter's username; null for a diner's QR order. */
  takenBy: string | null;
  lines: TicketLine[];
  notes: string | null;
  /** A reprint's original kind. */
  reprintOf?: "new" | "add" | "void";
}

/** A job's ticket with what is looked up when it prints: the restaurant's and station's names and the roll. */
export interface TicketToPrint {
  kind: PrintKind;
  kotNumber: number | null;
  payload: TicketPayload;
  restaurantName: string;
  stationName: string;
  paper: PaperWidth;
}

export function ticketLineOf(line: Pick<OrderLine, "name" | "options">, quantity: number): TicketLine {
  const options = line.options ?? [];
  const spice = options.find(isSpiceOption);
  return {
    name: line.name,
    quantity,
    options: options.filter((option) => option !== spice).map(optionLabel),
    spice: spice ? spice.choiceName : null,
  };
}

/** The ticket of `lines` of `order` at one station. */
export function ticketOf(order: Order, lines: TicketLine[], time = order.orderTime): TicketPayload {
  return {
    orderId: order.id,
    orderNumber: shortId(order.id),
    table: order.table?.tableNumber ?? null,
    parcel: parcelOf(order),
    time,
    takenBy: order.takenBy,
    lines,
    notes: order.specialInstructions,
  };
}

/** An order's tickets, one per station that has a line still wanted in it (null: the restaurant's first station). */
export function ticketsByStation(order: Order): Map<string | null, TicketPayload> {
  const byStation = new Map<string | null, TicketLine[]>();
  for (const line of order.items) {
    const quantity = liveQuantity(line);
    if (quantity <= 0) continue;
    const lines = byStation.get(line.stationId) ?? [];
    lines.push(ticketLineOf(line, quantity));
    byStation.set(line.stationId, lines);
  }
  return new Map([...byStation].map(([stationId, lines]) => [stationId, ticketOf(order, lines)]));
}

/** Characters per line of a thermal printer's font A on each roll. */
const CHARS_PER_LINE: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/**
 * Text the printer's code page can show: Latin and the common marks. Devanagari and other scripts print
 * as "????" on thermal fonts (docs/decisions/084-esc-pos-tickets-with-receiptline.md).
 */
const PRINTABLE = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]*$/u;

export function printable(text: string): boolean {
  return PRINTABLE.test(text);
}

/** Text as receiptline prints it literally: its markup characters escaped, control characters gone. */
function literal(text: string): string {
  return text.replace(/[\p{Cc}]/gu, " ").replace(/[\\|{}\-=~_"`^]/g, (character) => `\\${character}`);
}

const HEADER: Record<PrintKind, string> = { new: "KOT", add: "ADD", void: "VOID", reprint: "REPRINT", test: "TEST PRINT" };

/**
 * The ticket as a receiptline document (https://github.com/receiptline/receiptline): the same text makes
 * the printer's ESC/POS bytes and the settings' SVG preview. Always English.
 */
export function ticketDocument(ticket: TicketToPrint): string {
  const { kind, payload } = ticket;
  const rows: string[] = [`^^^${HEADER[kind]}`];
  if (kind === "reprint" && payload.reprintOf) rows.push(`(${HEADER[payload.reprintOf]})`);
  rows.push(printable(ticket.restaurantName) ? literal(ticket.restaurantName) : "(restaurant name not printable)");
  rows.push(`^^${literal(ticket.stationName)}`, "-");
  if (kind === "test") {
    rows.push(`|Paper ${ticket.paper} mm`, `|${literal(formatOrderTime(payload.time, "Asia/Kolkata"))}`);
    return `${rows.join("\n")}\n`;
  }
  const kot = ticket.kotNumber === null ? "" : `^KOT ${ticket.kotNumber}`;
  const { parcel } = payload;
  // A parcel is called by its token, in bold and large, where a table's number goes: a row each, so a 58 mm roll fits them unbroken.
  if (parcel) rows.push(`|^^^"${literal(parcel.mark)}"`, `|^^^"Token ${literal(parcel.token)}"`, ...(kot ? [`|${kot}`] : []));
  else rows.push(`|^${payload.table === null ? "PARCEL" : `Table ${literal(payload.table)}`}|${kot}`);
  rows.push(`|Order #${literal(payload.orderNumber ?? "")}|${literal(formatOrderTime(payload.time, "Asia/Kolkata"))}`);
  rows.push(`|${payload.takenBy === null ? "QR order" : `Waiter: ${literal(payload.takenBy)}`}`, "-");
  for (const line of payload.lines) {
    rows.push(`|^"${line.quantity} x ${literal(line.name)}"`);
    if (line.spice) rows.push(`|   "SPICE: ${literal(line.spice)}"`);
    for (const option of line.options) rows.push(`|   ${literal(option)}`);
    if (line.reason) rows.push(`|   Reason: ${literal(line.reason)}`);
  }
  if (payload.notes) rows.push("-", `|"Note: ${literal(payload.notes)}"`);
  return `${rows.join("\n")}\n`;
}

/** ESC/POS for a network thermal printer (Epson's command set, which most KOT printers speak). */
export function ticketEscPos(ticket: TicketToPrint): Buffer {
  const commands = transform(ticketDocument(ticket), {
    cpl: CHARS_PER_LINE[ticket.paper],
    encoding: "multilingual",
    command: "escpos",
    cutting: true,
  });
  // receiptline answers the bytes as a binary string: one character per byte.
  return Buffer.from(commands, "latin1");
}

/** The same ticket as an SVG picture, for the settings' preview. */
export function ticketSvg(ticket: TicketToPrint): string {
  return transform(ticketDocument(ticket), { cpl: CHARS_PER_LINE[ticket.paper], encoding: "multilingual", command: "svg" });
}
