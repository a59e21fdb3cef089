import * as z from "zod/mini";
import { boundedText, phone, requiredName, uuid, wholeNumber } from "./fields";

/** Where a party in the queue stands (docs/api.md, Waitlist and reservations). */
export const WAITLIST_STATUSES = ["waiting", "notified", "seated", "left", "no-show"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
/** A party still holding its place: waiting, or called to the door. */
export const IN_QUEUE: readonly WaitlistStatus[] = ["waiting", "notified"];

/** The largest party the door page takes; bigger groups book an event. */
export const PARTY_SIZE_MAX = 20;

/** `POST /api/site/{slug}/waitlist`: what the guest types at the door. */
export const joinWaitlistInput = z.object({
  name: requiredName(60, "Name is required", "Name"),
  phone: phone(),
  partySize: wholeNumber(1, PARTY_SIZE_MAX, "Party size must be a whole number", `Party size must be 1 to ${PARTY_SIZE_MAX}`),
});

/** `POST /api/waitlist/{id}/seat` and `/api/reservations/{id}/seat`: the table the party sits at. */
export const seatInput = z.object({ tableId: uuid() });

const range = z.object({ minMinutes: z.number(), maxMinutes: z.number() });

/** What the guest's page reads of its own entry (and nobody else's). */
export const waitlistGuestEntry = z.object({
  id: z.string(),
  restaurantName: z.string(),
  name: z.string(),
  partySize: z.number(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the first in the queue; 0 once the party is no longer waiting. */
  position: z.number(),
  /** Null when no table of the restaurant seats the party, or once it is no longer waiting. */
  estimate: z.nullable(range),
  /** The table the host seated the party at. */
  tableNumber: z.nullable(z.string()),
});
export type WaitlistGuestEntry = z.infer<typeof waitlistGuestEntry>;

/** The host stand's row: everything of the entry, with its place and estimate now. */
export const waitlistEntry = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  partySize: z.number(),
  status: z.enum(WAITLIST_STATUSES),
  position: z.number(),
  estimate: z.nullable(range),
  quotedMinMinutes: z.nullable(z.number()),
  quotedMaxMinutes: z.nullable(z.number()),
  tableId: z.nullable(z.string()),
  createdAt: z.string(),
  notifiedAt: z.nullable(z.string()),
  seatedAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

/** `GET /api/restaurants/{id}/reports/waits`: quoted against actual waits, per restaurant day (shared/wait-report.ts). */
export const waitReport = z.array(
  z.object({
    date: z.string(),
    seated: z.number(),
    quotedMinMinutes: z.nullable(z.number()),
    quotedMaxMinutes: z.nullable(z.number()),
    actualMinutes: z.number(),
    withinQuote: z.number(),
  }),
);

/** A booking's status: a guest's request waits for the restaurant; staff's are confirmed. */
export const RESERVATION_STATUSES = ["requested", "confirmed", "seated", "cancelled", "no-show"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** A table is held by a booking within this long of its time, either side (a 409 for a second one). */
export const BOOKING_HOLD_MINUTES = 120;

const eventInput = z.object({
  setMenu: z
    .array(z.object({ menuItemId: uuid(), quantity: wholeNumber(1, 50, "Quantity must be a whole number") }))
    .check(z.maxLength(50)),
  pricePerHeadRupees: wholeNumber(0, 100_000, "Price per head must be whole rupees"),
  minimumGuests: wholeNumber(1, 1_000, "Minimum guests must be a whole number"),
  // The advance the restaurant asks for the event (docs/decisions/104); 0 asks none. Absent on bookings made before it.
  depositDuePaise: z._default(wholeNumber(0, 1_000_000_000, "Deposit must be whole paise"), 0),
});

/** `POST /api/restaurants/{id}/reservations` and `POST /api/site/{slug}/reservations`. */
export const reservationInput = z.object({
  name: requiredName(60, "Name is required", "Name"),
  phone: phone(),
  partySize: wholeNumber(1, 1_000, "Party size must be a whole number"),
  at: z.iso.datetime({ error: "at must be an ISO-8601 time" }),
  tableId: z.nullable(uuid()),
  occasion: z._default(z.nullable(boundedText(60, "Occasion")), null),
  notes: z._default(boundedText(500, "Notes", { multiline: true }), ""),
  event: z._default(z.nullable(eventInput), null),
});
export type ReservationInput = z.infer<typeof reservationInput>;

/** `POST /api/reservations/{id}/deposits`: an advance staff recorded (UPI, cash or card), in paise. */
export const depositInput = z.object({
  method: z.enum(["upi", "cash", "card"], { error: 'method must be "upi", "cash" or "card"' }),
  amountPaise: wholeNumber(1, 1_000_000_000, "amountPaise must be whole paise"),
});

// Staff's list of bookings and its moves (docs/api.md, Waitlist and reservations; docs/decisions/102-reservations-list.md).

/** A deposit as recorded, in paise. */
export const reservationDeposit = z.object({
  method: z.enum(["upi", "cash", "card"]),
  amountPaise: z.number(),
  createdAt: z.string(),
});

/** A booking as staff read it (`GET /api/restaurants/{id}/reservations` and every booking write's answer). */
export const reservation = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  partySize: z.number(),
  at: z.string(),
  tableId: z.nullable(z.string()),
  occasion: z.nullable(z.string()),
  notes: z.string(),
  event: z.nullable(
    z.object({
      setMenu: z.array(z.object({ menuItemId: z.string(), quantity: z.number() })),
      pricePerHeadRupees: z.number(),
      minimumGuests: z.number(),
      // The deposit asked (docs/decisions/104); 0 on a booking made before it.
      depositDuePaise: z._default(z.number(), 0),
    }),
  ),
  status: z.enum(RESERVATION_STATUSES),
  seatedTableId: z.nullable(z.string()),
  seatedAt: z.nullable(z.string()),
  /** Every deposit together, and each one. */
  depositPaise: z.number(),
  deposits: z.array(reservationDeposit),
  /** The times this phone did not come (its customer record in CRM), for staff to see on the next booking. */
  noShows: z.number(),
  cancelReason: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reservation = z.infer<typeof reservation>;

/** `POST /api/reservations/{id}/cancel`: why, if staff said. */
export const cancelReservationInput = z.object({ reason: z._default(boundedText(200, "Reason"), "") });

/** Bookings that still hold their table (a second one within two hours is a 409). */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ["requested", "confirmed"];

/** A move of a booking and the statuses it may be made from; the status it leads to. */
export const RESERVATION_MOVES = {
  confirm: { from: ["requested"], to: "confirmed" },
  cancel: { from: ["requested", "confirmed"], to: "cancelled" },
  "no-show": { from: ["requested", "confirmed"], to: "no-show" },
} as const satisfies Record<string, { from: readonly ReservationStatus[]; to: ReservationStatus }>;
export type ReservationMove = keyof typeof RESERVATION_MOVES;
