import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { createEvent } from "ics";
import * as z from "zod/mini";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import type { LiveTopic } from "../../shared/live";
import { idParam } from "../../shared/schemas/params";
import {
  cancelReservationInput,
  depositInput,
  RESERVATION_MOVES,
  type Reservation,
  type ReservationInput,
  type ReservationMove,
  type ReservationStatus,
  reservationInput,
  seatInput,
} from "../../shared/schemas/waitlist";
import { ownRestaurantId, requireStaff } from "../auth/guards";
import { nowIso } from "../clock";
import type { Db } from "../db/connection";
import {
  addDeposit,
  billOfSeatedParty,
  clashingBooking,
  countNoShow,
  findReservation,
  insertReservation,
  listReservations,
  markSeated,
  moveReservation,
  type StoredReservation,
} from "../db/reservations";
import { seatParty } from "../db/table-visits";
import { findTable } from "../db/tables";
import { restaurantOfSlug } from "../db/waitlist";
import type { AppEnv } from "../env";
import { conflict, notFound } from "../errors";
import { idempotentWrite } from "../idempotency";
import type { Change } from "../live/change-feed";
import { jsonBody, pathParams } from "../validate";
import { slugParam, spendJoinBudgets } from "./waitlist";

const RESERVATION_NOT_FOUND = "Reservation not found";
/** A booking's calendar entry lasts this long. */
const SITTING_MINUTES = 120;

// The waitlist's estimate counts held tables; the floor shows them (docs/api.md, Waitlist and reservations).
const bookingsChanged = (restaurantId: string, tableId?: string, also: LiveTopic[] = []): Change => ({
  restaurantId,
  topics: tableId ? ["reservations", "waitlist", "restaurantTables", ...also] : ["reservations", "waitlist", ...also],
  ...(tableId ? { tableId } : {}),
});

/** The booking as staff read it, without whose it is (the same shape as the list's rows). */
const asRead = ({ restaurantId: _restaurantId, ...reservation }: StoredReservation): Reservation => reservation;

/**
 * Confirm, cancel, no-show (staff of the booking's restaurant): a conditional update from the status it
 * was read in, so two devices converge; the same move again answers the booking, a move its status
 * forbids is a 409.
 */
function moveRoute(move: ReservationMove) {
  const { from, to } = RESERVATION_MOVES[move];
  const allowed: readonly ReservationStatus[] = from;
  return async (c: Context<AppEnv>) => {
    const { id } = pathParams(c, idParam);
    const { reason } = move === "cancel" ? await jsonBody(c, cancelReservationInput) : { reason: "" };
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        const reservation = ownBooking(c, await findReservation(trx, id));
        if (reservation.status === to) return { status: 200, body: asRead(reservation) };
        if (!allowed.includes(reservation.status))
          throw conflict(`This booking is ${reservation.status}: it cannot be ${MOVE_WORDS[move]}`);
        const now = nowIso();
        await moveReservation(trx, reservation, to, now, reason);
        if (to === "no-show") await countNoShow(trx, reservation, now);
        const moved = await findReservation(trx, id);
        return {
          status: 200,
          body: moved && asRead(moved),
          changed: bookingsChanged(reservation.restaurantId, reservation.tableId ?? undefined, to === "no-show" ? ["customers"] : []),
        };
      },
      { checksBeforeWriting: true },
    );
  };
}

const MOVE_WORDS: Record<ReservationMove, string> = { confirm: "confirmed", cancel: "cancelled", "no-show": "marked as a no-show" };

/** The booking, if it is of the user's restaurant: another restaurant's is as unknown as none (404). */
function ownBooking(c: Context<AppEnv>, reservation: StoredReservation | null): StoredReservation {
  if (!reservation || reservation.restaurantId !== c.get("user").restaurantId) throw notFound(RESERVATION_NOT_FOUND);
  return reservation;
}

/** Refuses a table of another restaurant (404) or one already booked within two hours (409), and a dish of another restaurant in a set menu. */
async function checkBooking(db: Db, restaurantId: string, input: ReservationInput): Promise<void> {
  if (input.tableId !== null) {
    const table = await findTable(db, input.tableId);
    if (!table || table.restaurantId !== restaurantId) throw notFound("Table not found");
    // Holds the table's row to the end of the job: a second booking of it from another process waits, then sees this one.
    await db
      .updateTable("restaurantTables")
      .set((eb) => ({ updatedAt: eb.ref("updatedAt") }))
      .where("id", "=", table.id)
      .execute();
    const clash = await clashingBooking(db, restaurantId, input.tableId, input.at);
    if (clash) throw conflict(`Table ${table.tableNumber} is already booked within two hours of this time`);
  }
  for (const line of input.event?.setMenu ?? []) {
    const dish = await db.selectFrom("menuItems").select("restaurantId").where("id", "=", line.menuItemId).executeTakeFirst();
    if (dish?.restaurantId !== restaurantId) throw notFound("A dish of the set menu is not on this restaurant's menu");
  }
}

async function book(c: Context<AppEnv>, restaurantId: string, scope: string, status: "requested" | "confirmed") {
  const input = await jsonBody(c, reservationInput);
  return idempotentWrite(
    c,
    scope,
    async (trx) => {
      await checkBooking(trx, restaurantId, input);
      const id = randomUUID();
      const now = nowIso();
      await insertReservation(trx, restaurantId, id, input, status, now);
      const stored = await findReservation(trx, id);
      return { status: 201, body: stored && asRead(stored), changed: bookingsChanged(restaurantId) };
    },
    { checksBeforeWriting: true },
  );
}

/** Public, mounted at /api/site: a guest asks for a table; the restaurant confirms it. On the join budgets. */
export const siteReservationRoutes = new Hono<AppEnv>().post("/:slug/reservations", async (c) => {
  const { slug } = pathParams(c, slugParam);
  const restaurant = await restaurantOfSlug(c.get("services").db, slug);
  if (!restaurant) throw notFound("Restaurant not found");
  const { phone } = await jsonBody(c, z.object({ phone: z.string() }));
  const refund = await spendJoinBudgets(c, restaurant.id, phone);
  const response = await book(c, restaurant.id, `bookings:${restaurant.id}`, "requested");
  if (response.status !== 201 && response.status !== 200) await refund();
  return response;
});

/** On the restaurant router: staff take a booking (confirmed at once) and read the coming ones. */
export const restaurantReservationRoutes = new Hono<AppEnv>()
  .post(inRestaurant(API_PATHS.reservations), async (c) => book(c, ownRestaurantId(c), c.get("user").id, "confirmed"))
  .get(inRestaurant(API_PATHS.reservations), async (c) => {
    const rows = await listReservations(c.get("services").db, ownRestaurantId(c), nowIso());
    return c.json(rows.map(asRead));
  });

export const reservationRoutes = new Hono<AppEnv>()
  // Public by its unguessable id: the guest adds the booking to a calendar.
  .get(API_PATHS.reservationCalendar, async (c) => {
    const { id } = pathParams(c, idParam);
    const { db } = c.get("services");
    const reservation = await findReservation(db, id);
    if (!reservation) throw notFound(RESERVATION_NOT_FOUND);
    const restaurant = await db
      .selectFrom("restaurants")
      .select(["name", "address"])
      .where("id", "=", reservation.restaurantId)
      .executeTakeFirstOrThrow();
    const { value, error } = createEvent({
      uid: `${reservation.id}@rasoi`,
      title: `${restaurant.name}: table for ${reservation.partySize}`,
      description: [reservation.occasion, reservation.notes].filter(Boolean).join("\n"),
      location: restaurant.address,
      start: Date.parse(reservation.at),
      startInputType: "utc",
      duration: { minutes: SITTING_MINUTES },
    });
    if (error || !value) throw conflict("This booking cannot be written as a calendar entry");
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="booking-${reservation.id.slice(0, 8)}.ics"`);
    return c.body(value);
  })

  // The party arrived: its visit starts at the table, as a party from the queue (api/db/table-visits.ts).
  .post(API_PATHS.reservationSeat, requireStaff, async (c) => {
    const { id } = pathParams(c, idParam);
    const { tableId } = await jsonBody(c, seatInput);
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        const reservation = ownBooking(c, await findReservation(trx, id));
        if (reservation.status === "seated" && reservation.seatedTableId === tableId) return { status: 200, body: asRead(reservation) };
        if (reservation.status !== "confirmed" && reservation.status !== "requested")
          throw conflict(`This booking is ${reservation.status}`);
        const table = await findTable(trx, tableId);
        if (!table || table.restaurantId !== reservation.restaurantId) throw notFound("Table not found");
        const now = nowIso();
        if (!(await seatParty(trx, tableId, now))) throw conflict(`Table ${table.tableNumber} is not free: clear it first`);
        await markSeated(trx, reservation, tableId, now);
        const seated = await findReservation(trx, id);
        return { status: 200, body: seated && asRead(seated), changed: bookingsChanged(reservation.restaurantId, tableId) };
      },
      { checksBeforeWriting: true },
    );
  })

  .post(API_PATHS.reservationConfirm, requireStaff, moveRoute("confirm"))
  .post(API_PATHS.reservationCancel, requireStaff, moveRoute("cancel"))
  .post(API_PATHS.reservationNoShow, requireStaff, moveRoute("no-show"))

  // An advance staff recorded (a UPI payment with the booking's reference, cash or card), in paise.
  .post(API_PATHS.reservationDeposits, requireStaff, async (c) => {
    const { id } = pathParams(c, idParam);
    const deposit = await jsonBody(c, depositInput);
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      const reservation = ownBooking(c, await findReservation(trx, id));
      if (reservation.status === "cancelled" || reservation.status === "no-show")
        throw conflict(`This booking is ${reservation.status}: it takes no deposit`);
      const bill = reservation.status === "seated" ? await billOfSeatedParty(trx, reservation) : null;
      if (bill) throw conflict(`Bill ${bill.number} is already made for this party: take the amount as a payment on the bill`);
      await addDeposit(trx, { id: randomUUID(), reservationId: id, ...deposit, createdBy: c.get("user").id }, nowIso());
      const stored = await findReservation(trx, id);
      return { status: 201, body: stored && asRead(stored), changed: bookingsChanged(reservation.restaurantId, undefined, ["bills"]) };
    });
  });
