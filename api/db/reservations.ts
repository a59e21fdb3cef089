import { restaurantDate, restaurantDayBounds } from "../../shared/billing/bill-number";
import { advanceFor } from "../../shared/billing/paid";
import { HOLD_AFTER_MINUTES, HOLD_BEFORE_MINUTES } from "../../shared/booking-hold";
import {
  BOOKING_HOLD_MINUTES,
  HOLDING_STATUSES,
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationInput,
  type ReservationStatus,
} from "../../shared/schemas/waitlist";
import type { Db } from "./connection";
import { dayEndsAtOf } from "./settings";
import { expectOneRow } from "./write-runner";

/** Bookings and their deposits (docs/api.md, Waitlist and reservations). */

/** A booking as stored: what staff read, and whose it is. */
export interface StoredReservation extends Reservation {
  restaurantId: string;
}

const HOLD_MS = BOOKING_HOLD_MINUTES * 60_000;
/** Bookings that still hold their table. */
const HOLDING = HOLDING_STATUSES;
const DEPOSIT_METHODS = ["upi", "cash", "card"] as const;

function toStatus(value: string): ReservationStatus {
  const status = RESERVATION_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`Unknown reservation status ${value}`);
  return status;
}

const toMethod = (value: string) => DEPOSIT_METHODS.find((known) => known === value) ?? "cash";

/** The no-shows counted against `phone` on the restaurant's customer records. */
export async function noShowsOf(db: Db, restaurantId: string, phone: string): Promise<number> {
  const row = await db
    .selectFrom("customers")
    .select((eb) => eb.fn.sum<number | string | null>("noShows").as("total"))
    .where("restaurantId", "=", restaurantId)
    .where("phone", "=", phone)
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

export async function findReservation(db: Db, id: string): Promise<StoredReservation | null> {
  const row = await db.selectFrom("reservations").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const deposits = await db
    .selectFrom("reservationDeposits")
    .select(["method", "amountPaise", "createdAt"])
    .where("reservationId", "=", id)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    phone: row.phone,
    partySize: row.partySize,
    at: row.at,
    tableId: row.tableId,
    occasion: row.occasion,
    notes: row.notes,
    // Only this module writes it, from the checked input.
    event: row.event === null ? null : (JSON.parse(row.event) as ReservationInput["event"]),
    status: toStatus(row.status),
    seatedTableId: row.seatedTableId,
    seatedAt: row.seatedAt,
    depositPaise: deposits.reduce((sum, deposit) => sum + deposit.amountPaise, 0),
    deposits: deposits.map((deposit) => ({ ...deposit, method: toMethod(deposit.method) })),
    noShows: await noShowsOf(db, row.restaurantId, row.phone),
    cancelReason: row.cancelReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
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

/** The restaurant's bookings from the start of its last business day on (today's and yesterday's, then all to come), soonest first. */
export async function listReservations(db: Db, restaurantId: string, now: string): Promise<StoredReservation[]> {
  const dayEndsAt = await dayEndsAtOf(db, restaurantId);
  const today = restaurantDate(new Date(now), dayEndsAt);
  const yesterday = restaurantDate(new Date(Date.parse(restaurantDayBounds(today, dayEndsAt).from) - 1), dayEndsAt);
  const rows = await db
    .selectFrom("reservations")
    .select("id")
    .where("restaurantId", "=", restaurantId)
    .where("at", ">=", restaurantDayBounds(yesterday, dayEndsAt).from)
    .orderBy("at")
    .orderBy("id")
    .execute();
  const found = await Promise.all(rows.map((row) => findReservation(db, row.id)));
  return found.flatMap((reservation) => (reservation ? [reservation] : []));
}

/**
 * Moves a booking on from the status it was read in (confirmed, cancelled, no-show): only if no other
 * device moved it since, else WriteRaced and the job runs again on what it now is.
 */
export async function moveReservation(
  db: Db,
  from: Pick<Reservation, "id" | "status">,
  to: ReservationStatus,
  at: string,
  cancelReason = "",
): Promise<void> {
  const updated = await db
    .updateTable("reservations")
    .set({ status: to, updatedAt: at, ...(to === "cancelled" ? { cancelReason } : {}) })
    .where("id", "=", from.id)
    .where("status", "=", from.status)
    .executeTakeFirst();
  expectOneRow(updated.numUpdatedRows, "The booking");
}

/** Counts a no-show against the phone: on its customer records, or on a new one for a phone the restaurant had not seen. */
export async function countNoShow(db: Db, reservation: Pick<StoredReservation, "restaurantId" | "name" | "phone">, at: string) {
  const updated = await db
    .updateTable("customers")
    .set((eb) => ({ noShows: eb("noShows", "+", 1), updatedAt: at }))
    .where("restaurantId", "=", reservation.restaurantId)
    .where("phone", "=", reservation.phone)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto("customers")
    .values({
      id: crypto.randomUUID(),
      restaurantId: reservation.restaurantId,
      name: reservation.name,
      email: "",
      phone: reservation.phone,
      firstOrderDate: null,
      lastOrderDate: null,
      isActive: 1,
      createdAt: at,
      updatedAt: at,
      noShows: 1,
    })
    .execute();
}

/** Seats a booking from the status it was read in (WriteRaced if another device moved it since). */
export async function markSeated(db: Db, from: Pick<Reservation, "id" | "status">, tableId: string, at: string): Promise<void> {
  const updated = await db
    .updateTable("reservations")
    .set({ status: "seated", seatedTableId: tableId, seatedAt: at, updatedAt: at })
    .where("id", "=", from.id)
    .where("status", "=", from.status)
    .executeTakeFirst();
  expectOneRow(updated.numUpdatedRows, "The booking");
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

/**
 * The bill already made for a seated booking's party, if any (not cancelled): a deposit recorded after it
 * would never reach it (an advance is taken as a bill is made), so staff take the amount on the bill.
 */
export async function billOfSeatedParty(db: Db, reservation: { seatedTableId: string | null; seatedAt: string | null }) {
  if (reservation.seatedTableId === null || reservation.seatedAt === null) return null;
  return (
    (await db
      .selectFrom("bills")
      .select(["number", "status"])
      .where("tableId", "=", reservation.seatedTableId)
      .where("createdAt", ">=", reservation.seatedAt)
      .where("status", "!=", "cancelled")
      .orderBy("createdAt")
      .executeTakeFirst()) ?? null
  );
}

/** Tables a confirmed booking holds now (shared/booking-hold.ts): the floor and the waitlist's estimate keep them from walk-ins. */
export async function heldTableIds(db: Db, restaurantId: string, now: string): Promise<Set<string>> {
  const time = Date.parse(now);
  const rows = await db
    .selectFrom("reservations")
    .select("tableId")
    .where("restaurantId", "=", restaurantId)
    .where("status", "=", "confirmed")
    .where("tableId", "is not", null)
    .where("at", "<=", new Date(time + HOLD_BEFORE_MINUTES * 60_000).toISOString())
    .where("at", ">=", new Date(time - HOLD_AFTER_MINUTES * 60_000).toISOString())
    .execute();
  return new Set(rows.flatMap((row) => (row.tableId ? [row.tableId] : [])));
}

/** A sitting lasts at most this long: a booking seated earlier than this before a bill is another party's. */
const SITTING_MAX_MS = 12 * 60 * 60_000;

/**
 * The advance a new bill of `tableId` takes (docs/decisions/103-advance-on-the-bill.md): the deposits of
 * the booking seated there for the party now at the table (the latest, seated since its visit began and
 * within a sitting), less what its other bills not cancelled already took, at most the bill's total;
 * null when no booking with a deposit sits there.
 */
export async function advanceForNewBill(
  db: Db,
  tableId: string | null,
  totalPaise: number,
  at: string,
): Promise<{ advancePaise: number; reservationId: string } | null> {
  if (tableId === null) return null;
  const table = await db.selectFrom("restaurantTables").select("visitStartedAt").where("id", "=", tableId).executeTakeFirst();
  const sittingStart = new Date(Date.parse(at) - SITTING_MAX_MS).toISOString();
  const since = table?.visitStartedAt && table.visitStartedAt > sittingStart ? table.visitStartedAt : sittingStart;
  const seated = await db
    .selectFrom("reservations")
    .select("id")
    .where("seatedTableId", "=", tableId)
    .where("status", "=", "seated")
    .where("seatedAt", "<=", at)
    .where("seatedAt", ">=", since)
    .orderBy("seatedAt", "desc")
    .executeTakeFirst();
  if (!seated) return null;
  const deposits = await db
    .selectFrom("reservationDeposits")
    .select((eb) => eb.fn.sum<number | string | null>("amountPaise").as("total"))
    .where("reservationId", "=", seated.id)
    .executeTakeFirstOrThrow();
  const used = await db
    .selectFrom("bills")
    .select((eb) => eb.fn.sum<number | string | null>("advancePaise").as("total"))
    .where("reservationId", "=", seated.id)
    .where("status", "!=", "cancelled")
    .executeTakeFirstOrThrow();
  const advancePaise = advanceFor(totalPaise, Number(deposits.total ?? 0), Number(used.total ?? 0));
  return advancePaise > 0 ? { advancePaise, reservationId: seated.id } : null;
}
