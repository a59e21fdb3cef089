import { upiLink } from "../../../shared/billing/upi";
import type { Reservation } from "../../../shared/schemas/waitlist";
import { istDay, istTime } from "./bookingTime";

/** What the booking screens read of a booking (the staff list's row, docs/api.md, Waitlist and reservations). */
export type Booking = Pick<
  Reservation,
  "id" | "name" | "phone" | "partySize" | "at" | "tableId" | "occasion" | "notes" | "event" | "status" | "seatedTableId" | "depositPaise"
>;

/** The event's reference a UPI payment carries in `tr`, so the restaurant's bank statement names the booking. */
export const eventReference = (id: string) => `EVT-${id.slice(0, 8).toUpperCase()}`;

/** The deposit the event asks for, in paise (0: none asked). */
export const depositDue = (booking: Pick<Booking, "event">) => booking.event?.depositDuePaise ?? 0;

/** The day-before reminder the host sends from the restaurant's phone (WhatsApp click-to-chat). */
export function reminderMessage(booking: Pick<Booking, "name" | "partySize" | "at">, restaurantName: string): string {
  const party = booking.partySize === 1 ? "1 guest" : `${booking.partySize} guests`;
  return `Hello ${booking.name}, a reminder of your table at ${restaurantName} on ${istDay(booking.at)} at ${istTime(booking.at)} for ${party}. We look forward to seeing you.`;
}

/** The `upi://pay` link for what is left of the event's deposit, with the event's reference; null without a UPI ID or anything to pay. */
export function depositUpiLink(
  booking: Pick<Booking, "id" | "event" | "depositPaise">,
  settings: { upiId: string; upiPayee: string; legalName: string },
  amountPaise = depositDue(booking) - booking.depositPaise,
): string | null {
  if (!settings.upiId || amountPaise <= 0) return null;
  const reference = eventReference(booking.id);
  return upiLink({ upiId: settings.upiId, payee: settings.upiPayee || settings.legalName, totalPaise: amountPaise, billNumber: reference });
}
