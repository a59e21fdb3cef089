import * as z from "zod/mini";
import {
  type AdjustedBillLine,
  type BillFigures,
  discountPaiseOf,
  type HeldLine,
  isComplimentary,
  priceBill,
} from "../../shared/billing/adjust";
import { billNumber, financialYearOf } from "../../shared/billing/bill-number";
import { formatPaise } from "../../shared/billing/paise";
import { upiLink } from "../../shared/billing/upi";
import { BILL_TOTAL_MAX_PAISE } from "../../shared/money";
import { liveQuantity } from "../../shared/order-lines";
import type { Bill, BillIssuer, CreateBillInput, DiscountInput } from "../../shared/schemas/bills";
import { type OrderLine, orderLine } from "../../shared/schemas/orders";
import { OTHER_REASON, type RestaurantSettings } from "../../shared/schemas/settings";
import { badRequest, conflict, forbidden } from "../errors";
import { type AuditActor, recordAudit } from "./audit";
import { billsOf } from "./bills";
import type { Db } from "./connection";
import { uuidv7 } from "./ids";
import { advanceForNewBill } from "./reservations";
import { findSettings } from "./settings";
import { expectOneRow } from "./write-runner";

const storedLines = z.array(orderLine);

/** An open order of a table as a bill decides on it: its lines and the `updatedAt` it was read with. */
export interface BillableOrder {
  id: string;
  status: string;
  updatedAt: string;
  lines: OrderLine[];
}

/** The table's orders not yet completed, oldest first; completed orders were settled before billing. */
export async function openOrdersOf(db: Db, restaurantId: string, tableId: string): Promise<BillableOrder[]> {
  const rows = await db
    .selectFrom("orders")
    .select(["id", "status", "updatedAt", "items"])
    .where("restaurantId", "=", restaurantId)
    .where("tableId", "=", tableId)
    .where("status", "!=", "completed")
    .orderBy("orderTime")
    .orderBy("id")
    .execute();
  return rows.map(({ items, ...row }) => ({ ...row, lines: storedLines.parse(JSON.parse(items)) }));
}

/**
 * How much of each line of these orders bills not cancelled hold. Equal parts of a split hold a line
 * together, each a 1/n share of it: the shares still out hold their part, rounded up.
 */
export async function heldQuantities(db: Db, orderIds: readonly string[]): Promise<Map<string, { quantity: number; billId: string }>> {
  const held = new Map<string, { quantity: number; billId: string }>();
  if (orderIds.length === 0) return held;
  const rows = await db
    .selectFrom("billLines")
    .innerJoin("bills", "bills.id", "billLines.billId")
    .select(["billLines.lineId", "billLines.quantity", "billLines.shareOf", "bills.id as billId", "bills.number"])
    .where("billLines.orderId", "in", [...orderIds])
    .where("bills.status", "!=", "cancelled")
    .orderBy("bills.createdAt")
    .execute();
  const shares = new Map<string, number>();
  for (const row of rows) {
    // Sums of 1/n shares: counted in shares of the largest n, then rounded up, so an equal part still out keeps the line.
    const key = `${row.lineId}/${row.shareOf}`;
    shares.set(key, (shares.get(key) ?? 0) + row.quantity);
    // The oldest bill holding the line names it in a refusal.
    if (!held.has(row.lineId)) held.set(row.lineId, { quantity: 0, billId: row.number });
  }
  for (const [key, sum] of shares) {
    const [lineId = "", shareOf = "1"] = key.split("/");
    const entry = held.get(lineId);
    if (entry) entry.quantity += Math.ceil(sum / Number(shareOf));
  }
  return held;
}

/** What of each line is still to bill: ordered, less voided, less what bills hold. */
export function availableOf(line: OrderLine, held: Map<string, { quantity: number }>): number {
  return Math.max(0, liveQuantity(line) - (held.get(line.lineId)?.quantity ?? 0));
}

/** An instant after both `now` and `read`: a version stamp that always moves forward. */
export function laterThan(read: string, now: Date): string {
  const at = Math.max(now.getTime(), Date.parse(read) + 1);
  return new Date(at).toISOString();
}

/**
 * Stamps each order the job decided on, only if it is still as read: on PostgreSQL another job that
 * billed, voided or moved one of them since makes this one run again (WriteRaced) and decide on what is
 * there now (docs/decisions/072-atomic-writes-on-postgresql.md). Under SQLite's one writer it always holds.
 */
export async function claimOrders(db: Db, orders: readonly Pick<BillableOrder, "id" | "updatedAt">[], now: Date): Promise<void> {
  for (const order of orders) {
    const stamped = await db
      .updateTable("orders")
      .set({ updatedAt: laterThan(order.updatedAt, now) })
      .where("id", "=", order.id)
      .where("updatedAt", "=", order.updatedAt)
      .executeTakeFirst();
    expectOneRow(stamped.numUpdatedRows, `Order ${order.id}`);
  }
}

/** The next number of the restaurant's financial year, counted in the bill's own transaction. */
async function nextSequence(db: Db, restaurantId: string, financialYear: string): Promise<number> {
  const row = await db
    .insertInto("billCounters")
    .values({ restaurantId, financialYear, lastSequence: 1 })
    .onConflict((oc) =>
      oc
        .columns(["restaurantId", "financialYear"])
        .doUpdateSet((eb) => ({ lastSequence: eb(eb.ref("billCounters.lastSequence"), "+", 1) })),
    )
    .returning("lastSequence")
    .executeTakeFirstOrThrow();
  return row.lastSequence;
}

/** What a new bill row holds: its lines as printed and as held, its figures, its issuer. */
export interface NewBill {
  restaurantId: string;
  table: { id: string | null; tableNumber: string };
  createdBy: string | null;
  lines: AdjustedBillLine[];
  held: { lineId: string; orderId: string; quantity: number; shareOf: number; discountPaise: number; discountReason: string }[];
  figures: BillFigures;
  discountReason: string;
  issuer: BillIssuer;
  upi: { upiId: string; payee: string } | null;
}

/** Inserts a bill with the next number of its financial year, what it holds and its orders; answers it as stored. */
export async function insertBill(db: Db, bill: NewBill, now: Date): Promise<Bill> {
  if (bill.figures.totalPaise > BILL_TOTAL_MAX_PAISE) {
    throw conflict(`A bill can be at most ${formatPaise(BILL_TOTAL_MAX_PAISE)}: Table ${bill.table.tableNumber}'s orders come to more`);
  }
  const financialYear = financialYearOf(now);
  const number = billNumber(financialYear, await nextSequence(db, bill.restaurantId, financialYear));
  const createdAt = now.toISOString();
  const id = uuidv7(now.getTime());
  // A booking's deposit counts against what is due; GST stays on the whole total (docs/decisions/103-advance-on-the-bill.md).
  const advance = await advanceForNewBill(db, bill.table.id, bill.figures.totalPaise, createdAt);
  const advancePaise = advance?.advancePaise ?? 0;
  const settled = advancePaise === bill.figures.totalPaise && advancePaise > 0;
  const row = await db
    .insertInto("bills")
    .values({
      id,
      restaurantId: bill.restaurantId,
      tableId: bill.table.id,
      tableNumber: bill.table.tableNumber,
      number,
      createdAt,
      createdBy: bill.createdBy,
      lines: JSON.stringify(bill.lines),
      discountPaise: bill.figures.discountPaise,
      serviceChargePaise: bill.figures.serviceChargePaise,
      subtotalPaise: bill.figures.subtotalPaise,
      cgstPaise: bill.figures.cgstPaise,
      sgstPaise: bill.figures.sgstPaise,
      roundOffPaise: bill.figures.roundOffPaise,
      totalPaise: bill.figures.totalPaise,
      discountReason: bill.discountReason,
      paidPaise: 0,
      status: settled ? "paid" : "unpaid",
      paidAt: settled ? createdAt : null,
      upiLink: bill.upi ? upiLink({ ...bill.upi, totalPaise: bill.figures.totalPaise - advancePaise, billNumber: number }) : null,
      issuer: JSON.stringify(bill.issuer),
      updatedAt: createdAt,
      advancePaise,
      reservationId: advance?.reservationId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (bill.held.length > 0) {
    await db
      .insertInto("billLines")
      .values(bill.held.map((line) => ({ billId: id, ...line })))
      .execute();
    const orderIds = [...new Set(bill.held.map((line) => line.orderId))];
    await db
      .insertInto("billOrders")
      .values(orderIds.map((orderId) => ({ orderId, billId: id })))
      .execute();
    // Settled by the advance alone, the bill is paid as by a payment: its served orders are done.
    if (settled) {
      const served = await db
        .selectFrom("orders")
        .select(["id", "updatedAt"])
        .where("id", "in", orderIds)
        .where("status", "=", "served")
        .execute();
      for (const order of served) {
        await db
          .updateTable("orders")
          .set({ status: "completed", completedAt: createdAt, updatedAt: laterThan(order.updatedAt, now) })
          .where("id", "=", order.id)
          .execute();
      }
    }
  }
  const [made] = await billsOf(db, [row]);
  if (!made) throw new Error("A bill just inserted reads back");
  return made;
}

/** The issuer's details a bill keeps (its GST mode among them, whatever the settings say later). */
export function issuerOf(settings: RestaurantSettings): BillIssuer {
  return {
    legalName: settings.legalName,
    address: settings.address,
    phone: settings.phone,
    gstin: settings.gstin,
    fssaiNumber: settings.fssaiNumber,
    gstMode: settings.gstMode,
    pricesIncludeGst: settings.pricesIncludeGst,
    billFooter: settings.billFooter,
  };
}

/**
 * A discount's reason as the bill keeps it: one of the admin's reasons (as the list spells it), or
 * "Other" with the staff member's words. Anything else is a 400.
 */
export function reasonOf(discount: Pick<DiscountInput, "reason" | "note">, settings: RestaurantSettings): string {
  const asked = discount.reason.trim();
  const listed = settings.discountReasons.find((reason) => reason.toLowerCase() === asked.toLowerCase());
  if (listed) return listed;
  const other = /^other\s*:?\s*(.*)$/i.exec(asked);
  const words = `${other?.[1] ?? ""} ${discount.note ?? ""}`.trim();
  if (other && words !== "") return `${OTHER_REASON}: ${words}`;
  throw badRequest(`A discount's reason must be one of ${[...settings.discountReasons, OTHER_REASON].join(", ")} (Other with words)`);
}

/** Who approved a discount above the threshold: an admin, by their PIN (checked before the job) or by being the one who gives it. */
export interface Approver {
  id: string;
  username: string;
}

interface MakeBillArgs {
  restaurantId: string;
  table: { id: string; tableNumber: string };
  actor: AuditActor & { userId: string; isAdmin: boolean };
  input: Omit<CreateBillInput, "tableId" | "approval">;
  /** The admin whose PIN came with the request, already checked; null without one. */
  approvedBy: Approver | null;
  now: Date;
}

export interface MadeBill {
  bill: Bill;
  /** False when the table had nothing new and its open bill was answered instead (two devices at once). */
  created: boolean;
}

/** The lines the bill takes: those `input.lines` name (each at most what is left of it), or everything left to bill. */
function chosenLines(
  orders: readonly BillableOrder[],
  held: Map<string, { quantity: number; billId: string }>,
  wanted: CreateBillInput["lines"],
  tableNumber: string,
) {
  const all = orders.flatMap((order) => order.lines.map((line) => ({ orderId: order.id, line, available: availableOf(line, held) })));
  if (wanted === undefined) return all.filter((entry) => entry.available > 0).map((entry) => ({ ...entry, quantity: entry.available }));
  const asked = new Map<string, number>();
  for (const { lineId, quantity } of wanted) asked.set(lineId, (asked.get(lineId) ?? 0) + quantity);
  return [...asked].map(([lineId, quantity]) => {
    const entry = all.find((candidate) => candidate.line.lineId === lineId);
    if (!entry) throw conflict(`Line ${lineId} is not an open line of Table ${tableNumber}`);
    if (quantity > entry.available) {
      const on = held.get(lineId);
      throw conflict(
        `Only ${entry.available} of ${entry.line.name} ${entry.available === 1 ? "is" : "are"} left to bill${on ? `: bill ${on.billId} holds the rest` : ""}`,
      );
    }
    return { ...entry, quantity };
  });
}

/**
 * Makes a bill of a table's lines (docs/billing.md, Bill changes): the lines asked for, or all it has
 * left to bill, with their discounts, the bill's discount and the service charge if asked. A waiter's
 * discount above the admin's threshold, or any complimentary line, needs an admin's approval (403
 * without). Runs as one writer job: the orders it bills are stamped only if still as read (claimOrders),
 * so two devices billing one table at once never put a line on two bills; the second finds the lines
 * taken and, asking for everything, gets the open bill back.
 */
export async function makeBill(db: Db, { restaurantId, table, actor, input, approvedBy, now }: MakeBillArgs): Promise<MadeBill> {
  const orders = await openOrdersOf(db, restaurantId, table.id);
  const held = await heldQuantities(
    db,
    orders.map((order) => order.id),
  );
  const chosen = chosenLines(orders, held, input.lines, table.tableNumber);
  if (chosen.length === 0) {
    const [open] = await billsOf(
      db,
      await db
        .selectFrom("bills")
        .selectAll()
        .where("tableId", "=", table.id)
        .where("status", "=", "unpaid")
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .execute(),
    );
    if (open && input.discount === undefined && input.lineDiscounts === undefined) return { bill: open, created: false };
    throw conflict(`Table ${table.tableNumber} has no unbilled order`);
  }
  const settings = await findSettings(db, restaurantId);
  if (!settings) throw conflict("This restaurant no longer exists");
  if (input.serviceCharge && settings.serviceChargePercent === null) throw conflict("This restaurant charges no service charge (Settings)");

  const lineDiscounts = new Map((input.lineDiscounts ?? []).map((discount) => [discount.lineId, discount]));
  for (const lineId of lineDiscounts.keys()) {
    if (!chosen.some((entry) => entry.line.lineId === lineId)) throw conflict(`Line ${lineId} is not on this bill`);
  }
  const heldLines: HeldLine[] = chosen.map(({ orderId, line, quantity }) => {
    const discount = lineDiscounts.get(line.lineId);
    const gross = line.price * 100 * quantity;
    return {
      ...line,
      quantity,
      orderId,
      discountPaise: discount ? discountPaiseOf(gross, discount) : 0,
      discountReason: discount ? reasonOf(discount, settings) : "",
    };
  });
  const billReason = input.discount ? reasonOf(input.discount, settings) : "";
  const priced = priceBill(heldLines, {
    gstMode: settings.gstMode,
    pricesIncludeGst: settings.pricesIncludeGst,
    billDiscount: input.discount,
    serviceChargePercent: input.serviceCharge ? settings.serviceChargePercent : null,
  });

  const complimentary = [...lineDiscounts.values()].some(isComplimentary);
  const overThreshold = priced.discountPaise * 100 > priced.grossPaise * settings.discountApprovalPercent;
  const approver = actor.isAdmin ? { id: actor.userId, username: actor.username } : approvedBy;
  if ((complimentary || overThreshold) && priced.discountPaise > 0 && !approver) {
    throw forbidden(
      complimentary
        ? "A complimentary item needs an admin's approval: ask an admin for their PIN"
        : `A discount above ${settings.discountApprovalPercent} % needs an admin's approval: ask an admin for their PIN`,
    );
  }

  const involved = orders.filter((order) => chosen.some((entry) => entry.orderId === order.id));
  await claimOrders(db, involved, now);
  const bill = await insertBill(
    db,
    {
      restaurantId,
      table,
      createdBy: actor.userId,
      lines: priced.lines,
      held: heldLines.map(({ lineId, orderId, quantity, discountPaise, discountReason }) => ({
        lineId,
        orderId,
        quantity,
        shareOf: 1,
        discountPaise,
        discountReason,
      })),
      figures: priced,
      discountReason: billReason,
      issuer: issuerOf(settings),
      upi: settings.upiId ? { upiId: settings.upiId, payee: settings.upiPayee || settings.legalName } : null,
    },
    now,
  );
  // The bill answers the table's Ask for Bill: its call is done with the bill, in the same job.
  const at = now.toISOString();
  await db
    .updateTable("serviceRequests")
    .set((eb) => ({ status: "done", doneAt: at, acknowledgedAt: eb.fn.coalesce("acknowledgedAt", eb.val(at)) }))
    .where("tableId", "=", table.id)
    .where("kind", "=", "bill")
    .where("status", "!=", "done")
    .execute();

  const audited = { restaurantId, ...actor, billId: bill.id, tableId: table.id, at };
  const approval =
    approver && (complimentary || overThreshold) ? { approvedBy: approver.username, by: actor.isAdmin ? "admin" : "pin" } : {};
  for (const line of heldLines.filter((entry) => entry.discountPaise > 0)) {
    const discount = lineDiscounts.get(line.lineId);
    const gross = line.price * 100 * line.quantity;
    await recordAudit(db, {
      ...audited,
      kind: discount && isComplimentary(discount) ? "complimentary" : "discount",
      reason: line.discountReason,
      amountPaise: line.discountPaise,
      before: { lineId: line.lineId, name: line.name, quantity: line.quantity, amountPaise: gross },
      after: {
        amountPaise: gross - line.discountPaise,
        discount: discount ? { kind: discount.kind, value: discount.value } : null,
        ...approval,
      },
      orderId: line.orderId,
    });
  }
  const lineDiscountTotal = heldLines.reduce((sum, line) => sum + line.discountPaise, 0);
  if (input.discount && priced.discountPaise > lineDiscountTotal) {
    await recordAudit(db, {
      ...audited,
      kind: "discount",
      reason: billReason,
      amountPaise: priced.discountPaise - lineDiscountTotal,
      before: { amountPaise: priced.grossPaise - lineDiscountTotal },
      after: {
        amountPaise: priced.grossPaise - priced.discountPaise,
        discount: { kind: input.discount.kind, value: input.discount.value },
        ...approval,
      },
    });
  }
  if (priced.serviceChargePaise > 0) {
    await recordAudit(db, {
      ...audited,
      kind: "serviceCharge",
      reason: "At the guest's request",
      amountPaise: priced.serviceChargePaise,
      before: null,
      after: { percent: settings.serviceChargePercent },
    });
  }
  return { bill, created: true };
}
