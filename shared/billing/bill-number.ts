/**
 * Bill numbers and the restaurant's day. Restaurants are in India, one time zone with no daylight
 * saving: the day and the financial year (April to March) are read in IST, UTC+05:30.
 */
const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
/** `2026-27/` and up to 8 digits: at most 16 characters. */
export const BILL_SEQUENCE_MAX = 99_999_999;

/** When a restaurant's business day ends, "HH:MM" IST, unless its settings say otherwise (docs/decisions/092-shifts-and-the-business-day.md). */
export const DEFAULT_DAY_ENDS_AT = "04:00";
export const DAY_ENDS_AT_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight IST at which the business day ends ("04:00" is 240). */
function dayEndOffsetMs(dayEndsAt: string): number {
  if (!DAY_ENDS_AT_PATTERN.test(dayEndsAt)) throw new RangeError(`Not a time of day: ${dayEndsAt}`);
  const [hours, minutes] = dayEndsAt.split(":").map(Number) as [number, number];
  return (hours * 60 + minutes) * 60_000;
}

/** The IST calendar date of an instant, as "YYYY-MM-DD": what a bill prints and its financial year. */
export function calendarDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The restaurant's business day an instant falls in, as "YYYY-MM-DD": the IST date, except that the
 * hours before `dayEndsAt` (default 4 am) still belong to the day before. Every day figure uses it.
 */
export function restaurantDate(at: Date, dayEndsAt: string = DEFAULT_DAY_ENDS_AT): string {
  return calendarDate(new Date(at.getTime() - dayEndOffsetMs(dayEndsAt)));
}

/** "2026-11-27 19:05": an instant on the restaurant's wall clock (IST), as a spreadsheet sorts and reads it. */
export function restaurantClock(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** The first and the next business day's first instant of a business day, as ISO-8601 UTC (the stored format). */
export function restaurantDayBounds(date: string, dayEndsAt: string = DEFAULT_DAY_ENDS_AT): { from: string; to: string } {
  const start = Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS + dayEndOffsetMs(dayEndsAt);
  if (Number.isNaN(start)) throw new RangeError(`Not a date: ${date}`);
  return { from: new Date(start).toISOString(), to: new Date(start + 86_400_000).toISOString() };
}

/** "2026-27": the Indian financial year (1 April to 31 March, IST) an instant falls in. */
export function financialYearOf(at: Date): string {
  const [year, month] = calendarDate(at).split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "2026-27/000042": the 42nd bill of the financial year. */
export function billNumber(financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > BILL_SEQUENCE_MAX) {
    throw new RangeError(`A bill's sequence runs from 1 to ${BILL_SEQUENCE_MAX}`);
  }
  return `${financialYear}/${String(sequence).padStart(6, "0")}`;
}
