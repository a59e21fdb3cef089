/*
 * A booking's date and time as the restaurant's wall clock reads them (IST, UTC+05:30, no daylight
 * saving), whatever time zone the device is set to. Plain code: the guest's booking page loads it.
 */

const IST_OFFSET_MS = 330 * 60_000;

/** The instant of "2026-11-28" "19:30" IST, as ISO-8601 UTC; null when either is not one. */
export function istInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const at = Date.parse(`${date}T${time}:00.000+05:30`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** "2026-11-28": the IST date of an instant, as a date input takes it. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** "7:30 PM": the IST time of an instant. */
export function istTime(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" });
}

/** "Sat, Nov 28": the IST day of an instant. */
export function istDay(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "Asia/Kolkata" });
}

/** The booking's calendar file (`GET /api/reservations/{id}/calendar.ics`, public by its id), for the guest's calendar. */
export const calendarHref = (id: string) => `/api/reservations/${encodeURIComponent(id)}/calendar.ics`;
