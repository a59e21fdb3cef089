import type { ExpressionBuilder } from "kysely";
import type { Db } from "./connection";
import { preparedQuery } from "./prepared-query";
import type { Database } from "./schema";

/**
 * A table's visit (docs/billing.md, A table's visit): the party now at the table, from
 * `visitStartedAt` on. It ends by itself once every order of it is served and on a paid bill (or
 * completed) and no bill of the table is unpaid, and staff can end it by clearing the table when
 * nothing is owed or cooking. The next party's phone and the floor then see only what came after.
 * Each end is one conditional statement, so it is atomic on both stores.
 */

type TableScope = ExpressionBuilder<Database, "restaurantTables">;

/** The visit's orders: placed (or moved here) at or after the visit began (every order, before the table's first visit ended). */
function visitOrders(eb: TableScope) {
  return eb
    .selectFrom("orders")
    .select("orders.id")
    .whereRef("orders.tableId", "=", "restaurantTables.id")
    .where((inner) =>
      inner.or([
        inner("restaurantTables.visitStartedAt", "is", null),
        inner(inner.fn.coalesce("orders.movedAt", "orders.orderTime"), ">=", inner.ref("restaurantTables.visitStartedAt")),
      ]),
    );
}

/** Food still to come: anything the kitchen has not sent out. Any visit's, so a late order is never hidden. */
function unservedOrders(eb: TableScope) {
  return eb
    .selectFrom("orders")
    .select("orders.id")
    .whereRef("orders.tableId", "=", "restaurantTables.id")
    .where("orders.status", "in", ["pending", "confirmed", "preparing"]);
}

/** Served food no paid bill holds: the party has eaten it and not paid for it yet. */
function unbilledServedOrders(eb: TableScope) {
  return visitOrders(eb)
    .where("orders.status", "=", "served")
    .where((inner) =>
      inner.not(
        inner.exists(
          inner
            .selectFrom("billOrders")
            .innerJoin("bills", "bills.id", "billOrders.billId")
            .select("billOrders.orderId")
            .whereRef("billOrders.orderId", "=", "orders.id")
            .where("bills.status", "=", "paid"),
        ),
      ),
    );
}

function unpaidBills(eb: TableScope) {
  return eb
    .selectFrom("bills")
    .select("bills.id")
    .whereRef("bills.tableId", "=", "restaurantTables.id")
    .where("bills.status", "=", "unpaid");
}

/** Nothing owed and nothing cooking at the table. */
function settled(eb: TableScope) {
  return eb.and([eb.not(eb.exists(unservedOrders(eb))), eb.not(eb.exists(unbilledServedOrders(eb))), eb.not(eb.exists(unpaidBills(eb)))]);
}

// Built and compiled once: a status update or a payment ends a visit, and building these subqueries
// through Kysely cost more than SQLite running them (docs/scaling.md, CPU per request).
const endVisitWhenSettled = preparedQuery((db, { tableId, at }: { tableId: string; at: string }) =>
  db
    .updateTable("restaurantTables")
    .set({ visitStartedAt: at, updatedAt: at })
    .where("id", "=", tableId)
    .where((eb) => eb.and([eb.exists(visitOrders(eb)), settled(eb)]))
    .returning("id"),
);
const endVisitWhenClear = preparedQuery((db, { tableId, at }: { tableId: string; at: string }) =>
  db
    .updateTable("restaurantTables")
    .set({ visitStartedAt: at, updatedAt: at })
    .where("id", "=", tableId)
    .where((eb) => settled(eb))
    .returning("id"),
);

/** Ends the table's visit if it is over (a paid bill, every order served); true when it ended now. */
export async function endVisitIfSettled(db: Db, tableId: string, at: string): Promise<boolean> {
  return (await endVisitWhenSettled(db, { tableId, at })).length > 0;
}

/** Ends the table's visit if nothing is owed or cooking there (a party that moved away); true when it ended now. */
export async function endVisitIfClear(db: Db, tableId: string, at: string): Promise<boolean> {
  return (await endVisitWhenClear(db, { tableId, at })).length > 0;
}

/** Why staff cannot clear the table now, or null when they can. */
export type VisitBlocker =
  | { kind: "unpaid-bill"; billNumber: string }
  | { kind: "unserved"; count: number }
  | { kind: "unbilled"; count: number };

/**
 * Clears the table for the next party: ends its visit unless a bill is unpaid, food is still coming or
 * served food is on no paid bill. Answers what stands in the way, checked in the same statement.
 */
export async function clearTable(db: Db, tableId: string, at: string): Promise<VisitBlocker | null> {
  // Twice at most: what blocked the first try may have been settled by another device in between.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await endVisitIfClear(db, tableId, at)) return null;
    const blocker = await visitBlocker(db, tableId);
    if (blocker) return blocker;
  }
  return visitBlocker(db, tableId).then((blocker) => blocker ?? { kind: "unserved", count: 0 });
}

async function visitBlocker(db: Db, tableId: string): Promise<VisitBlocker | null> {
  const bill = await db
    .selectFrom("bills")
    .select("number")
    .where("tableId", "=", tableId)
    .where("status", "=", "unpaid")
    .orderBy("createdAt")
    .executeTakeFirst();
  if (bill) return { kind: "unpaid-bill", billNumber: bill.number };
  const counts = await db
    .selectFrom("restaurantTables")
    .select((eb) => [
      eb
        .selectFrom(unservedOrders(eb).as("unserved"))
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .as("unserved"),
      eb
        .selectFrom(unbilledServedOrders(eb).as("unbilled"))
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .as("unbilled"),
    ])
    .where("id", "=", tableId)
    .executeTakeFirstOrThrow();
  const unserved = Number(counts.unserved ?? 0);
  const unbilled = Number(counts.unbilled ?? 0);
  if (unserved > 0) return { kind: "unserved", count: unserved };
  return unbilled > 0 ? { kind: "unbilled", count: unbilled } : null;
}

/**
 * Seats a party from the door at the table (docs/api.md, Waitlist and reservations): its visit starts
 * now and the floor shows it occupied before anyone orders. Only a settled table (nothing cooking or
 * owed: a party that paid has left) no other seated party holds; false otherwise, in the same statement.
 */
export async function seatParty(db: Db, tableId: string, at: string): Promise<boolean> {
  const seated = await db
    .updateTable("restaurantTables")
    .set({ visitStartedAt: at, seatedAt: at, updatedAt: at })
    .where("id", "=", tableId)
    .where("isActive", "=", 1)
    .where((eb) =>
      eb.and([
        settled(eb),
        eb.or([eb("seatedAt", "is", null), eb("visitStartedAt", "is", null), eb("seatedAt", "<", eb.ref("visitStartedAt"))]),
      ]),
    )
    .returning("id")
    .executeTakeFirst();
  return seated !== undefined;
}
