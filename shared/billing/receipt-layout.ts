import { formatOrderTime } from "../dates";
import { billPlaceLabel } from "../order-channel";
import { PAYMENT_METHOD_LABELS, type Receipt } from "../schemas/bills";
import type { PaperWidth } from "../schemas/settings";
import { billSums, PRICES_INCLUDE_GST } from "./bill-words";
import { COMPOSITION_LEGEND, GST_RATE_PERCENT } from "./gst";
import { duePaise } from "./paid";
import { formatPaise } from "./paise";

/**
 * A receipt as rows of fixed-width text for a thermal roll (docs/decisions/077-bill-reads-the-same.md):
 * 48 columns on 80 mm, 32 on 58 mm, the printer's own font-A widths. Amounts are never split; names
 * wrap at spaces, and a word longer than the row is cut where the row ends.
 */
export const RECEIPT_COLUMNS: Record<PaperWidth, number> = { "80mm": 48, "58mm": 32 };

/** Restaurant services (GST tariff, heading 9963): what a restaurant's tax invoice names its supply by. */
export const RESTAURANT_SAC = "996331";

export const RECEIPT_TITLES = {
  "regular-5": "Tax Invoice",
  "regular-18": "Tax Invoice",
  composition: "Bill of Supply",
  unregistered: "Bill",
} as const;

export interface ReceiptRow {
  /** At most the roll's columns long, padded where it is centred or right-aligned. */
  text: string;
  bold?: true;
}

/** Characters as the printer counts them: one per code point. */
const widthOf = (text: string) => [...text].length;

/** `text` in rows of at most `width`, broken at spaces; a longer word is cut into pieces of `width`. */
export function wrapWords(text: string, width: number): string[] {
  if (width < 1) throw new RangeError("A row must be at least one column wide");
  const rows: string[] = [];
  let row = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (widthOf(rest) > width) {
      const room = row === "" ? width : width - widthOf(row) - 1;
      // A long word starts on its own row unless at least a few characters fit beside what is there.
      if (room < 4 && row !== "") {
        rows.push(row);
        row = "";
        continue;
      }
      const chars = [...rest];
      row = row === "" ? chars.slice(0, room).join("") : `${row} ${chars.slice(0, room).join("")}`;
      rows.push(row);
      row = "";
      rest = chars.slice(room).join("");
    }
    if (row === "") row = rest;
    else if (widthOf(row) + 1 + widthOf(rest) <= width) row = `${row} ${rest}`;
    else {
      rows.push(row);
      row = rest;
    }
  }
  if (row !== "") rows.push(row);
  return rows.length > 0 ? rows : [""];
}

const padStart = (text: string, width: number) => " ".repeat(Math.max(0, width - widthOf(text))) + text;
const padEnd = (text: string, width: number) => text + " ".repeat(Math.max(0, width - widthOf(text)));
const centred = (text: string, width: number) => padStart(text, Math.floor((width + widthOf(text)) / 2));

/** A label on the left and a value kept whole on the right; a long label wraps above it. */
export function pairRows(label: string, value: string, columns: number): string[] {
  const room = columns - widthOf(value) - 1;
  if (room < 1) return [...wrapWords(label, columns), padStart(value, columns)];
  const labels = wrapWords(label, room);
  const last = labels.pop() ?? "";
  return [...labels, padEnd(last, room) + padStart(value, columns - room)];
}

/** Rows two columns in, under the row they belong to. */
const indented = (rows: readonly string[]): ReceiptRow[] => rows.map((text) => ({ text: `  ${text}` }));

const amount = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** "1,234.50": a figure of the receipt's columns, the rupee sign left to the heading. */
const figure = (paise: number) => amount.format(paise / 100);

const QTY = 3;
const RATE = 9;
const AMOUNT = 10;
/** Below this the name column is too narrow to read: the figures go on a row of their own. */
const NAME_MIN = 14;

/** The item rows: name, quantity, rate and amount in columns, or on 58 mm the name and then "2 x 240.00 … 480.00". */
function lineRows(lines: Receipt["bill"]["lines"], columns: number): ReceiptRow[] {
  const qtyWidth = Math.max(QTY, ...lines.map((line) => widthOf(String(line.quantity))));
  const rateWidth = Math.max(RATE, ...lines.map((line) => widthOf(figure(line.unitPricePaise))));
  const amountWidth = Math.max(AMOUNT, ...lines.map((line) => widthOf(figure(line.amountPaise))));
  const nameWidth = columns - qtyWidth - rateWidth - amountWidth - 3;
  if (nameWidth >= NAME_MIN) {
    const heading = `${padEnd("Item", nameWidth)} ${padStart("Qty", qtyWidth)} ${padStart("Rate", rateWidth)} ${padStart("Amount", amountWidth)}`;
    const rows: ReceiptRow[] = [{ text: heading, bold: true }, { text: "-".repeat(columns) }];
    for (const line of lines) {
      const [first = "", ...more] = wrapWords(line.name, nameWidth);
      const figures = `${padStart(String(line.quantity), qtyWidth)} ${padStart(figure(line.unitPricePaise), rateWidth)} ${padStart(figure(line.amountPaise), amountWidth)}`;
      rows.push({ text: `${padEnd(first, nameWidth)} ${figures}` }, ...more.map((text) => ({ text })));
    }
    return rows;
  }
  const rows: ReceiptRow[] = [{ text: pairRows("Item", "Amount", columns).join(""), bold: true }, { text: "-".repeat(columns) }];
  for (const line of lines) {
    rows.push(...wrapWords(line.name, columns).map((text) => ({ text })));
    rows.push(...indented(pairRows(`${line.quantity} x ${figure(line.unitPricePaise)}`, figure(line.amountPaise), columns - 2)));
  }
  return rows;
}

/** The whole receipt, top to bottom, as the roll prints it; the UPI QR code goes below it. */
export function receiptRows({ bill, issuer, payments, madeBy, customerName }: Receipt, columns: number): ReceiptRow[] {
  const rule = { text: "-".repeat(columns) };
  const centre = (text: string, bold?: true): ReceiptRow[] =>
    wrapWords(text, columns).map((row) => (bold ? { text: centred(row, columns), bold } : { text: centred(row, columns) }));
  const pair = (label: string, value: string, bold?: true): ReceiptRow[] =>
    pairRows(label, value, columns).map((text) => (bold ? { text, bold } : { text }));
  const left = (text: string): ReceiptRow[] => wrapWords(text, columns).map((row) => ({ text: row }));
  const half = GST_RATE_PERCENT[issuer.gstMode] / 2;
  const taxed = half > 0;
  const rows: ReceiptRow[] = [
    ...centre(issuer.legalName, true),
    ...(issuer.address ? centre(issuer.address) : []),
    ...(issuer.phone ? centre(`Phone ${issuer.phone}`) : []),
    ...(issuer.gstin ? centre(`GSTIN ${issuer.gstin}`) : []),
    ...(issuer.fssaiNumber ? centre(`FSSAI Lic. No. ${issuer.fssaiNumber}`) : []),
    ...centre(RECEIPT_TITLES[issuer.gstMode].toUpperCase(), true),
    rule,
    ...pair("Bill No.", bill.number),
    ...pair("Date", formatOrderTime(bill.createdAt, "Asia/Kolkata")),
    ...pair(billPlaceLabel(bill), bill.tableNumber),
    ...(customerName ? pair("Customer", customerName) : []),
    ...(madeBy ? pair("Billed by", madeBy) : []),
    rule,
    ...lineRows(bill.lines, columns),
    rule,
    ...billSums(bill, { halfRatePercent: half, pricesIncludeGst: issuer.pricesIncludeGst }).flatMap((sum) =>
      sum.total ? pair(sum.label.toUpperCase(), formatPaise(sum.paise), true) : pair(sum.label, sum.shown ?? figure(sum.paise)),
    ),
  ];
  if (payments.length > 0) {
    rows.push(rule);
    for (const payment of payments) {
      rows.push(...pair(`Paid by ${PAYMENT_METHOD_LABELS[payment.method]}`, figure(payment.amountPaise)));
      if (payment.tenderedPaise !== null) {
        rows.push(
          ...indented(pairRows("Tendered", figure(payment.tenderedPaise), columns - 2)),
          ...indented(pairRows("Change", figure(payment.changePaise), columns - 2)),
        );
      }
    }
  }
  const due = duePaise(bill);
  if (bill.status === "paid") rows.push(...centre("PAID", true));
  else if (bill.paidPaise > 0 || bill.advancePaise > 0) rows.push(...pair("Due", formatPaise(due), true));
  rows.push(rule, ...left(`SAC ${RESTAURANT_SAC} (restaurant service)`));
  if (taxed && issuer.pricesIncludeGst) rows.push(...left(PRICES_INCLUDE_GST));
  if (issuer.gstMode === "composition") rows.push(...left(COMPOSITION_LEGEND));
  if (issuer.billFooter) rows.push(...centre(issuer.billFooter));
  return rows;
}
