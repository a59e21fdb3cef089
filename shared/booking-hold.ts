/**
 * When a booking holds its table on the floor (docs/api.md, Waitlist and reservations;
 * docs/decisions/102-reservations-list.md): a confirmed booking with a table, from an hour before its
 * time until 15 minutes after (unless the party is seated, cancelled or a no-show). A free table held so
 * is not offered to walk-ins, and the waiter's tile says "Reserved 8:00 pm · Sharma (4)".
 */
export const HOLD_BEFORE_MINUTES = 60;
export const HOLD_AFTER_MINUTES = 15;

export interface HoldingBooking {
  status: string;
  tableId: string | null;
  at: string;
  name: string;
  partySize: number;
}

/** Whether `booking` holds its table at `now`. */
export function holdsTable(booking: Pick<HoldingBooking, "status" | "tableId" | "at">, now: Date): boolean {
  if (booking.status !== "confirmed" || booking.tableId === null) return false;
  const minutes = (Date.parse(booking.at) - now.getTime()) / 60_000;
  return minutes <= HOLD_BEFORE_MINUTES && minutes >= -HOLD_AFTER_MINUTES;
}

/** The booking holding `tableId` at `now` (the soonest, should two), or null. */
export function bookingHolding<Booking extends HoldingBooking>(bookings: readonly Booking[], tableId: string, now: Date): Booking | null {
  return (
    bookings.filter((booking) => booking.tableId === tableId && holdsTable(booking, now)).sort((a, b) => a.at.localeCompare(b.at))[0] ??
    null
  );
}

const clock = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" });

/** "Reserved 8:00 pm · Sharma (4)": the booking's time in the restaurant's clock (IST), its name and party. */
export function reservedLabel(booking: Pick<HoldingBooking, "at" | "name" | "partySize">): string {
  return `Reserved ${clock.format(new Date(booking.at))} · ${booking.name} (${booking.partySize})`;
}
