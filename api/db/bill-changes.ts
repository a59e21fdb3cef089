import * as z from "zod/mini";
import { type HeldLine, largestRemainder, partWeight, printedLines, splitFigures, splitHeldLines } from "../../shared/billing/adjust";
import { formatPaise } from "../../shared/billing/paise";
import { type Bill, billIssuer, type RefundInput, type SplitAnswer, type SplitBillInput } from "../../shared/schemas/bills";
import { orderLine } from "../../shared/schemas/orders";
import { conflict } from "../errors";
import { type AuditActor, recordAudit } from "./audit";
import { type BillableOrder, claimOrders, insertBill, type NewBill } from "./bill-making";
import type { Db } from "./connection";
import { uuidv7 } from "./ids";
import { findSettings } from "./settings";
import { expectOneRow } from "./write-runner";

const storedLines = z.array(orderLine);

/** A bill's held lines with their dishes, as its orders stored them, and the orders as read. */
async function heldLinesOf(db: Db, bill: Bill): Promise<{ lines: (HeldLine & { shareOf: number })[]; orders: BillableOrder[] }> {
  const rows = await db.selectFrom("billLines").selectAll().where("billId", "=", bill.id).orderBy("lineId").execute();
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const orders =
    orderIds.length === 0
      ? []
      : (await db.selectFrom("orders").select(["id", "status", "updatedAt", "items"]).where("id", "in", orderIds).execute()).map(
          ({ items, ...order }) => ({
            ...order,
            lines: storedLines.parse(JSON.parse(items)),
          }),
        );
  const lines = rows.map((row) => {
    const line = orders.find((order) => order.id === row.orderId)?.lines.find((candidate) => candidate.lineId === row.lineId);
    if (!line) throw conflict(`Bill ${bill.number} holds a line its orders no longer have`);
    return {
      ...line,
      orderId: row.orderId,
      quantity: row.quantity,
      shareOf: row.shareOf,
      discountPaise: row.discountPaise,
      discountReason: row.discountReason,
    };
  });
  return { lines, orders };
}

/** Marks `bill` (as read) cancelled with `reason`, only if nothing paid or cancelled it since; else WriteRaced. */
async function markCancelled(db: Db, bill: Bill, reason: string, at: string): Promise<Bill> {
  const done = await db
    .updateTable("bills")
    .set({ status: "cancelled", cancelledAt: at, cancelReason: reason, updatedAt: at })
    .where("id", "=", bill.id)
    .where("status", "=", bill.status)
    .where("paidPaise", "=", bill.paidPaise)
    .where("refundedPaise", "=", bill.refundedPaise)
    .executeTakeFirst();
  expectOneRow(done.numUpdatedRows, `Bill ${bill.number}`);
  return { ...bill, status: "cancelled", cancelledAt: at, cancelReason: reason };
}

const unrefunded = (bill: Bill) => bill.paidPaise - bill.refundedPaise;

/**
 * Cancels a bill with a reason (docs/billing.md, Bill changes): it keeps its number and shows as
 * Cancelled; its lines are free for a new bill. A bill with money paid on it and not refunded is a 409.
 */
export async function cancelBill(db: Db, bill: Bill, reason: string, actor: AuditActor, now: Date): Promise<Bill> {
  if (bill.status === "cancelled") throw conflict(`Bill ${bill.number} is already cancelled`, { bill });
  if (unrefunded(bill) > 0) {
    throw conflict(`Bill ${bill.number} has ${formatPaise(unrefunded(bill))} paid on it: record the refund before cancelling`, { bill });
  }
  const at = now.toISOString();
  const cancelled = await markCancelled(db, bill, reason, at);
  await recordAudit(db, {
    restaurantId: bill.restaurantId,
    ...actor,
    kind: "cancel",
    reason,
    amountPaise: bill.totalPaise,
    before: { number: bill.number, status: bill.status, totalPaise: bill.totalPaise },
    after: { status: "cancelled" },
    billId: bill.id,
    tableId: bill.tableId,
    at,
  });
  return cancelled;
}

/** Records a refund of money paid on a bill; at most what was paid and not yet refunded (409). */
export async function refundBill(db: Db, bill: Bill, input: RefundInput, actor: AuditActor, now: Date): Promise<Bill> {
  if (input.amountPaise > unrefunded(bill)) {
    throw conflict(`Only ${formatPaise(unrefunded(bill))} paid on bill ${bill.number} is left to refund`, { bill });
  }
  const at = now.toISOString();
  const refundedPaise = bill.refundedPaise + input.amountPaise;
  await db
    .insertInto("billRefunds")
    .values({ id: uuidv7(now.getTime()), billId: bill.id, ...input, createdAt: at, createdBy: actor.userId })
    .execute();
  const done = await db
    .updateTable("bills")
    .set({ refundedPaise, updatedAt: at })
    .where("id", "=", bill.id)
    .where("refundedPaise", "=", bill.refundedPaise)
    .where("paidPaise", "=", bill.paidPaise)
    .executeTakeFirst();
  expectOneRow(done.numUpdatedRows, `Bill ${bill.number}`);
  await recordAudit(db, {
    restaurantId: bill.restaurantId,
    ...actor,
    kind: "refund",
    reason: input.reason,
    amountPaise: input.amountPaise,
    before: { refundedPaise: bill.refundedPaise },
    after: { refundedPaise, method: input.method },
    billId: bill.id,
    tableId: bill.tableId,
    at,
  });
  return { ...bill, refundedPaise };
}

/**
 * Splits an unpaid bill (docs/billing.md, Bill changes): the bill is cancelled ("Split into n bills")
 * and each part is a bill of its own with its own number and UPI link. By items, each part holds the
 * quantities it names; equally, every part holds every line as a share. Either way each figure of the
 * parts adds up to the bill's to the paisa (shared/billing/adjust.ts). The parts keep the bill's issuer,
 * GST mode included. Two devices splitting at once: the second finds the bill cancelled (409).
 */
export async function splitBill(db: Db, bill: Bill, input: SplitBillInput, actor: AuditActor, now: Date): Promise<SplitAnswer> {
  if (bill.status !== "unpaid") throw conflict(`Bill ${bill.number} is ${bill.status}: only an unpaid bill can be split`, { bill });
  if (bill.paidPaise > 0) throw conflict(`Bill ${bill.number} has a payment on it: only a bill with nothing paid can be split`, { bill });
  const { lines, orders } = await heldLinesOf(db, bill);
  if (lines.length === 0) throw conflict(`Bill ${bill.number} holds no order lines to split`);
  if (lines.some((line) => line.shareOf > 1)) throw conflict(`Bill ${bill.number} is an equal share already: it cannot be split again`);

  let partsHeld: { held: HeldLine[]; shareOf: number; label?: string }[];
  if ("equalParts" in input) {
    const n = input.equalParts;
    const discounts = lines.map((line) =>
      largestRemainder(
        line.discountPaise,
        Array.from({ length: n }, () => 1),
      ),
    );
    partsHeld = Array.from({ length: n }, (_, index) => ({
      held: lines.map((line, lineIndex) => ({ ...line, discountPaise: discounts[lineIndex]?.[index] ?? 0 })),
      shareOf: n,
      label: `Share ${index + 1} of ${n} of bill ${bill.number}`,
    }));
  } else {
    try {
      partsHeld = splitHeldLines(
        lines,
        input.parts.map((part) => part.lines),
      ).map((held) => ({ held, shareOf: 1 }));
    } catch (error) {
      if (error instanceof RangeError) throw conflict(error.message);
      throw error;
    }
  }
  const weights = "equalParts" in input ? partsHeld.map(() => 1) : partsHeld.map((part) => partWeight(part.held));
  const figures = splitFigures(bill, weights);

  const issuer = await db.selectFrom("bills").select("issuer").where("id", "=", bill.id).executeTakeFirstOrThrow();
  const settings = await findSettings(db, bill.restaurantId);
  const upi = settings?.upiId ? { upiId: settings.upiId, payee: settings.upiPayee || settings.legalName } : null;
  const at = now.toISOString();
  const cancelled = await markCancelled(db, bill, `Split into ${partsHeld.length} bills`, at);
  await claimOrders(db, orders, now);
  const parts: Bill[] = [];
  for (const [index, part] of partsHeld.entries()) {
    const partFigures = figures[index];
    if (!partFigures) throw new Error("A figure for every part");
    const made: NewBill = {
      restaurantId: bill.restaurantId,
      table: { id: bill.tableId, tableNumber: bill.tableNumber },
      createdBy: actor.userId,
      lines: part.label
        ? [{ name: part.label, quantity: 1, unitPricePaise: partFigures.subtotalPaise, amountPaise: partFigures.subtotalPaise }]
        : printedLines(part.held),
      held: part.held.map(({ lineId, orderId, quantity, discountPaise, discountReason }) => ({
        lineId,
        orderId,
        quantity,
        shareOf: part.shareOf,
        discountPaise,
        discountReason,
      })),
      figures: partFigures,
      discountReason: bill.discountReason,
      issuer: billIssuer.parse(JSON.parse(issuer.issuer)),
      upi,
    };
    parts.push(await insertBill(db, made, now));
  }
  await recordAudit(db, {
    restaurantId: bill.restaurantId,
    ...actor,
    kind: "split",
    reason: "equalParts" in input ? `Equally in ${partsHeld.length}` : `By items in ${partsHeld.length}`,
    amountPaise: bill.totalPaise,
    before: { number: bill.number, totalPaise: bill.totalPaise },
    after: { parts: parts.map((part) => ({ id: part.id, number: part.number, totalPaise: part.totalPaise })) },
    billId: bill.id,
    tableId: bill.tableId,
    at,
  });
  return { cancelled, parts };
}
