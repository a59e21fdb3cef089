import * as z from "zod/mini";

/**
 * A restaurant's opening hours, read on its wall clock (IST, no daylight saving). An interval whose
 * close is at or before its open ends the next day ("18:00"–"01:00" is open till 1 am; "00:00"–"00:00"
 * is round the clock): docs/decisions/088-restaurant-website.md.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MINUTES = 1440;
const WEEK_MINUTES = 7 * DAY_MINUTES;
export const MAX_OPENING_INTERVALS = 21;
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Times must be HH:MM, from 00:00 to 23:59" }));

export const openingInterval = z.object({
  day: z
    .int({ error: "Day must be 0 (Sunday) to 6 (Saturday)" })
    .check(z.gte(0, { error: "Day must be 0 (Sunday) to 6 (Saturday)" }), z.lte(6, { error: "Day must be 0 (Sunday) to 6 (Saturday)" })),
  open: clockTime,
  close: clockTime,
});
export type OpeningInterval = z.output<typeof openingInterval>;

export const openingHours = z.array(openingInterval).check(
  z.maxLength(MAX_OPENING_INTERVALS, { error: `At most ${MAX_OPENING_INTERVALS} opening times` }),
  z.superRefine((intervals, context) => {
    const spans = intervals.map(spanOf).sort((a, b) => a.start - b.start);
    // Compared around the week, so Saturday night running into Sunday counts too.
    for (const [index, span] of spans.entries()) {
      const next = spans[(index + 1) % spans.length];
      if (!next || spans.length < 2) break;
      const nextStart = index + 1 < spans.length ? next.start : next.start + WEEK_MINUTES;
      if (span.end > nextStart) {
        context.issues.push({ code: "custom", message: "Opening times overlap", input: intervals });
        return;
      }
    }
  }),
);
export type OpeningHours = z.output<typeof openingHours>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The interval as minutes of the week from Sunday 00:00; `end` may pass the week's end. */
function spanOf({ day, open, close }: OpeningInterval): { start: number; end: number } {
  const start = day * DAY_MINUTES + minutesOf(open);
  const length = minutesOf(close) > minutesOf(open) ? minutesOf(close) - minutesOf(open) : minutesOf(close) - minutesOf(open) + DAY_MINUTES;
  return { start, end: start + length };
}

/** The restaurant's weekday (0 is Sunday) and minute of the week at an instant. */
export function restaurantWeekMinute(at: Date): { day: number; minute: number } {
  const wall = new Date(at.getTime() + IST_OFFSET_MS);
  const day = wall.getUTCDay();
  return { day, minute: day * DAY_MINUTES + wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/** "6 pm", "6:30 pm", "12 am": a clock time as a guest reads it. */
export function spokenTime(time: string): string {
  const minutes = minutesOf(time);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute === 0 ? "" : `:${String(minute).padStart(2, "0")}`} ${hour < 12 ? "am" : "pm"}`;
}

export interface OpeningStatus {
  openNow: boolean;
  /** The restaurant's weekday now, 0 is Sunday. */
  today: number;
  /** "Open now · closes at 11 pm", "Opens at 6 pm", "Opens Tuesday at 12 pm", or "Closed" with no hours at all. */
  label: string;
}

/** Whether the restaurant is open at `at`, and what a guest is told about it. */
export function openingStatus(hours: OpeningHours, at: Date): OpeningStatus {
  const { day: today, minute } = restaurantWeekMinute(at);
  const shifted = (start: number) => (((start - minute) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
  for (const interval of hours) {
    const { start, end } = spanOf(interval);
    const since = (minute - start + WEEK_MINUTES) % WEEK_MINUTES;
    if (since < end - start) {
      const roundTheClock = end - start >= DAY_MINUTES;
      return { openNow: true, today, label: roundTheClock ? "Open now" : `Open now · closes at ${spokenTime(interval.close)}` };
    }
  }
  let next: OpeningInterval | null = null;
  for (const interval of hours) if (!next || shifted(spanOf(interval).start) < shifted(spanOf(next).start)) next = interval;
  if (!next) return { openNow: false, today, label: "Closed" };
  const wait = shifted(spanOf(next).start);
  const sameDay = next.day === today && wait < DAY_MINUTES;
  const tomorrow = next.day === (today + 1) % 7 && wait < 2 * DAY_MINUTES;
  const when = sameDay ? "" : tomorrow ? " tomorrow" : ` ${WEEKDAYS[next.day]}`;
  return { openNow: false, today, label: `Opens${when} at ${spokenTime(next.open)}` };
}

/**
 * The next instant the status or the highlighted day can change: the next opening, closing or IST midnight
 * after `at`. A page rendered at `at` is good until then.
 */
export function nextStatusChange(hours: OpeningHours, at: Date): Date {
  const { minute } = restaurantWeekMinute(at);
  const boundaries = hours.flatMap((interval) => {
    const { start, end } = spanOf(interval);
    return [start, end];
  });
  let wait = DAY_MINUTES - (minute % DAY_MINUTES);
  for (const boundary of boundaries) {
    const ahead = (((boundary - minute) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
    if (ahead > 0 && ahead < wait) wait = ahead;
  }
  const startOfMinute = at.getTime() - (at.getTime() % 60_000);
  return new Date(startOfMinute + wait * 60_000);
}
