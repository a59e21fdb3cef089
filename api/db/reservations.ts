import { BOOKING_HOLD_MINUTES, RESERVATION_STATUSES, type ReservationInput, type ReservationStatus } from "../../shared/schemas/waitlist";
import type { Db } from "./connection";

/** Bookings and their deposits (docs/api.md, Waitlist and reservations). */

export interface Reservation extends Omit<ReservationInput, "event"> {
  id: string;
  restaurantId: string;
  event: ReservationInput["event"];
  status: ReservationStatus;
  seatedTableId: string | null;
  seatedAt: string | null;
  depositPaise: number;
  createdAt: string;
  updatedAt: string;
}

const HOLD_MS = BOOKING_HOLD_MINUTES * 60_000;
/** Bookings that still hold their table. */
const HOLDING: readonly ReservationStatus[] = ["requested", "confirmed"];

function toStatus(value: string): ReservationStatus {
  const status = RESERVATION_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`Unknown reservation status ${value}`);
  return status;
}

export async function findReservation(db: Db, id: string): Promise<Reservation | null> {
  const row = await db.selectFrom("reservations").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const deposits = await db
    .selectFrom("reservationDeposits")
    .select((eb) => eb.fn.sum<number | string | null>("amountPaise").as("total"))
    .where("reservationId", "=", id)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    status: toStatus(row.status),
    // Only this module writes it, from the checked input.
    event: row.event === null ? null : (JSON.parse(row.event) as ReservationInput["event"]),
    depositPaise: Number(deposits.total ?? 0),
  };
}

/** The booking of `tableId` within two hours of `at` (either side) that still holds it, if any. */
export async function clashingBooking(db: Db, restaurantId: string, tableId: string, at: string, exceptId: string | null = null) {
  const time = Date.parse(at);
  return db
    .selectFrom("reservations")
    .select(["id", "at", "name"])
    .where("restaurantId", "=", restaurantId)
    .where("tableId", "=", tableId)
    .where("status", "in", [...HOLDING])
    .where("at", ">", new Date(time - HOLD_MS).toISOString())
    .where("at", "<", new Date(time + HOLD_MS).toISOString())
    .$if(exceptId !== null, (query) => query.where("id", "!=", exceptId ?? ""))
    .executeTakeFirst();
}

export async function insertReservation(
  db: Db,
  restaurantId: string,
  id: string,
  input: ReservationInput,
  status: ReservationStatus,
  now: string,
): Promise<void> {
  await db
    .insertInto("reservations")
    .values({
      id,
      restaurantId,
      name: input.name,
      phone: input.phone,
      partySize: input.partySize,
      at: new Date(input.at).toISOString(),
      tableId: input.tableId,
      occasion: input.occasion,
      notes: input.notes,
      event: input.event === null ? null : JSON.stringify(input.event),
      status,
      seatedTableId: null,
      seatedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

/** The restaurant's bookings still to come (and those of the last day), soonest first. */
export async function listReservations(db: Db, restaurantId: string, now: string): Promise<Reservation[]> {
  const since = new Date(Date.parse(now) - 24 * 60 * 60_000).toISOString();
  const rows = await db
    .selectFrom("reservations")
    .select("id")
    .where("restaurantId", "=", restaurantId)
    .where("at", ">=", since)
    .orderBy("at")
    .execute();
  const found = await Promise.all(rows.map((row) => findReservation(db, row.id)));
  return found.flatMap((reservation) => (reservation ? [reservation] : []));
}

export async function markSeated(db: Db, id: string, tableId: string, at: string): Promise<void> {
  await db
    .updateTable("reservations")
    .set({ status: "seated", seatedTableId: tableId, seatedAt: at, updatedAt: at })
    .where("id", "=", id)
    .execute();
}

export async function addDeposit(
  db: Db,
  deposit: { id: string; reservationId: string; method: string; amountPaise: number; createdBy: string },
  at: string,
) {
  await db
    .insertInto("reservationDeposits")
    .values({ ...deposit, createdAt: at })
    .execute();
  await db.updateTable("reservations").set({ updatedAt: at }).where("id", "=", deposit.reservationId).execute();
}

/** Tables held for a booking within the hour ahead (or one in progress): the floor and the estimate keep them. */
export async function heldTableIds(db: Db, restaurantId: string, now: string): Promise<Set<string>> {
  const time = Date.parse(now);
  const rows = await db
    .selectFrom("reservations")
    .select("tableId")
    .where("restaurantId", "=", restaurantId)
    .where("status", "in", [...HOLDING])
    .where("tableId", "is not", null)
    .where("at", "<=", new Date(time + 60 * 60_000).toISOString())
    .where("at", ">=", new Date(time - HOLD_MS).toISOString())
    .execute();
  return new Set(rows.flatMap((row) => (row.tableId ? [row.tableId] : [])));
}

/** A sitting lasts at most this long: a booking seated earlier than this before a bill is another party's. */
const SITTING_MAX_MS = 12 * 60 * 60_000;

/**
 * The advance paid for the booking seated at the bill's table before it was made (the latest one, of
 * the same sitting): deposits in paise, 0 for none. An advance is not a discount: the bill's GST is on
 * its full total, and the advance counts against what is due.
 */
export async function advanceOfBill(db: Db, bill: { tableId: string | null; createdAt: string }): Promise<number> {
  if (bill.tableId === null) return 0;
  const since = new Date(Date.parse(bill.createdAt) - SITTING_MAX_MS).toISOString();
  const seated = await db
    .selectFrom("reservations")
    .select("id")
    .where("seatedTableId", "=", bill.tableId)
    .where("seatedAt", "<=", bill.createdAt)
    .where("seatedAt", ">=", since)
    .orderBy("seatedAt", "desc")
    .executeTakeFirst();
  if (!seated) return 0;
  const total = await db
    .selectFrom("reservationDeposits")
    .select((eb) => eb.fn.sum<number | string | null>("amountPaise").as("total"))
    .where("reservationId", "=", seated.id)
    .executeTakeFirstOrThrow();
  return Number(total.total ?? 0);
}
