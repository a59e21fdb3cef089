import { ORDER_STATUSES, type OrderStatus } from "../../shared/order-status";
import { IN_QUEUE, WAITLIST_STATUSES, type WaitlistEntry, type WaitlistStatus } from "../../shared/schemas/waitlist";
import { currentVisit } from "../../shared/table-state";
import type { EstimateTable, WaitInput } from "../../shared/wait-estimate";
import { estimateWait, type WaitRange } from "../../shared/wait-estimate";
import type { Db } from "./connection";
import { heldTableIds } from "./reservations";
import { expectOneRow } from "./write-runner";

/** The door's queue (docs/api.md, Waitlist and reservations; docs/decisions/091-waitlist-and-bookings.md). */

export type StoredEntry = Omit<WaitlistEntry, "position" | "estimate"> & { restaurantId: string };

/** How far back the restaurant's sittings teach the estimate. */
const HISTORY_DAYS = 28;
/** The most past sittings read for one estimate: a busy month is plenty. */
const HISTORY_ROWS = 2_000;
const MINUTE_MS = 60_000;

function toStatus(value: string): WaitlistStatus {
  const status = WAITLIST_STATUSES.find((known) => known === value);
  // Only this module writes the status, so anything else is a bug worth a loud 500.
  if (!status) throw new Error(`Unknown waitlist status ${value}`);
  return status;
}

function selectEntries(db: Db) {
  return db.selectFrom("waitlistEntries").selectAll();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectEntries>["executeTakeFirstOrThrow"]>>;

function toEntry(row: Row): StoredEntry {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    phone: row.phone,
    partySize: row.partySize,
    status: toStatus(row.status),
    quotedMinMinutes: row.quotedMinMinutes,
    quotedMaxMinutes: row.quotedMaxMinutes,
    tableId: row.tableId,
    createdAt: row.createdAt,
    notifiedAt: row.notifiedAt,
    seatedAt: row.seatedAt,
    endedAt: row.endedAt,
    updatedAt: row.updatedAt,
  };
}

export async function findEntry(db: Db, id: string): Promise<StoredEntry | null> {
  const row = await selectEntries(db).where("id", "=", id).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** The parties holding a place, first come first. */
export async function listQueue(db: Db, restaurantId: string): Promise<StoredEntry[]> {
  const rows = await selectEntries(db)
    .where("restaurantId", "=", restaurantId)
    .where("status", "in", [...IN_QUEUE])
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map(toEntry);
}

/**
 * Adds the party to the queue unless this phone already holds a place at the restaurant: the unique
 * index on the place's phone decides, so two taps racing cannot both join. Null when it holds one.
 */
export async function joinQueue(
  db: Db,
  entry: { id: string; restaurantId: string; name: string; phone: string; partySize: number; quoted: WaitRange | null },
  at: string,
): Promise<StoredEntry | null> {
  const inserted = await db
    .insertInto("waitlistEntries")
    .values({
      id: entry.id,
      restaurantId: entry.restaurantId,
      name: entry.name,
      phone: entry.phone,
      placePhone: entry.phone,
      partySize: entry.partySize,
      status: "waiting",
      quotedMinMinutes: entry.quoted?.minMinutes ?? null,
      quotedMaxMinutes: entry.quoted?.maxMinutes ?? null,
      tableId: null,
      createdAt: at,
      notifiedAt: null,
      seatedAt: null,
      endedAt: null,
      updatedAt: at,
    })
    .onConflict((conflict) => conflict.columns(["restaurantId", "placePhone"]).doNothing())
    .executeTakeFirst();
  if (inserted.numInsertedOrUpdatedRows !== 1n) return null;
  return findEntry(db, entry.id);
}

/** Moves an entry still in the queue on: notified (first call's time kept), or out of it (seated, left, no-show). */
export async function moveEntry(
  db: Db,
  from: StoredEntry,
  to: Exclude<WaitlistStatus, "waiting">,
  at: string,
  tableId: string | null = null,
): Promise<void> {
  const leaving = to !== "notified";
  const updated = await db
    .updateTable("waitlistEntries")
    .set({
      status: to,
      notifiedAt: from.notifiedAt ?? (to === "notified" ? at : null),
      ...(leaving ? { placePhone: null, endedAt: at } : {}),
      ...(to === "seated" ? { seatedAt: at, tableId } : {}),
      updatedAt: at,
    })
    .where("id", "=", from.id)
    .where("status", "=", from.status)
    .executeTakeFirst();
  expectOneRow(updated.numUpdatedRows, "The waitlist entry");
}

/** What the estimate needs to know of the restaurant now: its tables (occupied, for how long) and its past sittings. */
export async function estimateContext(db: Db, restaurantId: string, now: string): Promise<Pick<WaitInput, "tables" | "history">> {
  const nowMs = Date.parse(now);
  const tables = await db
    .selectFrom("restaurantTables")
    .select(["id", "capacity", "visitStartedAt", "seatedAt"])
    .where("restaurantId", "=", restaurantId)
    .where("isActive", "=", 1)
    .execute();
  const openOrders = await db
    .selectFrom("orders")
    .select(["tableId", "status", "orderTime"])
    .where("restaurantId", "=", restaurantId)
    .where("status", "!=", "completed")
    .where("tableId", "is not", null)
    .execute();
  const held = await heldTableIds(db, restaurantId, now);
  const estimateTables = tables.map((table): EstimateTable => {
    const ordersHere = openOrders
      .filter((order) => order.tableId === table.id)
      .map((order) => ({ ...order, status: orderStatus(order.status) }));
    const { orders } = currentVisit(table.visitStartedAt, ordersHere, []);
    const seated = table.seatedAt !== null && (table.visitStartedAt === null || table.seatedAt >= table.visitStartedAt);
    const starts = [...orders.map((order) => order.orderTime), ...(seated && table.seatedAt ? [table.seatedAt] : [])].sort();
    const since = starts[0];
    return {
      capacity: table.capacity,
      occupiedMinutes: since === undefined ? null : Math.max(0, Math.floor((nowMs - Date.parse(since)) / MINUTE_MS)),
      held: held.has(table.id),
    };
  });
  return { tables: estimateTables, history: await sittings(db, restaurantId, nowMs) };
}

function orderStatus(status: string): OrderStatus {
  return ORDER_STATUSES.find((known) => known === status) ?? "completed";
}

/** The restaurant's recent sittings: a paid bill's table size and the minutes from its first order to its payment. */
async function sittings(db: Db, restaurantId: string, nowMs: number): Promise<WaitInput["history"]> {
  const since = new Date(nowMs - HISTORY_DAYS * 24 * 60 * MINUTE_MS).toISOString();
  const rows = await db
    .selectFrom("bills")
    .innerJoin("billOrders", "billOrders.billId", "bills.id")
    .innerJoin("orders", "orders.id", "billOrders.orderId")
    .innerJoin("restaurantTables", "restaurantTables.id", "bills.tableId")
    .select((eb) => ["bills.paidAt", "restaurantTables.capacity", eb.fn.min("orders.orderTime").as("firstOrderAt")])
    .where("bills.restaurantId", "=", restaurantId)
    .where("bills.status", "=", "paid")
    .where("bills.paidAt", ">=", since)
    .groupBy(["bills.id", "bills.paidAt", "restaurantTables.capacity"])
    .orderBy("bills.paidAt", "desc")
    .limit(HISTORY_ROWS)
    .execute();
  return rows.flatMap((row) =>
    row.paidAt === null || row.firstOrderAt === null
      ? []
      : [{ capacity: row.capacity, minutes: Math.round((Date.parse(row.paidAt) - Date.parse(String(row.firstOrderAt))) / MINUTE_MS) }],
  );
}

/** Each party in the queue with its place (1 for the first) and its wait now. */
export function withPlaces<Entry extends { partySize: number }>(queue: readonly Entry[], context: Pick<WaitInput, "tables" | "history">) {
  return queue.map((entry, index) => ({
    entry,
    position: index + 1,
    estimate: estimateWait({ partySize: entry.partySize, ahead: queue.slice(0, index), ...context }),
  }));
}

/** The restaurant whose door page is `/w/{slug}`, while it is open. */
export async function restaurantOfSlug(db: Db, slug: string): Promise<{ id: string; name: string } | null> {
  const row = await db
    .selectFrom("restaurants")
    .select(["id", "name"])
    .where("slug", "=", slug)
    .where("isActive", "=", 1)
    .executeTakeFirst();
  return row ?? null;
}

/** The parties seated from the queue since `since`, for the quoted-against-actual report. */
export async function seatedSince(db: Db, restaurantId: string, since: string) {
  const rows = await db
    .selectFrom("waitlistEntries")
    .select(["createdAt", "seatedAt", "quotedMinMinutes", "quotedMaxMinutes"])
    .where("restaurantId", "=", restaurantId)
    .where("status", "=", "seated")
    .where("createdAt", ">=", since)
    .execute();
  return rows.flatMap((row) => (row.seatedAt === null ? [] : [{ ...row, seatedAt: row.seatedAt }]));
}
