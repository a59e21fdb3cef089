import type { OpeningHours } from "../../../shared/opening-hours";

/** A day's opening times as the form shows them: "12:00-15:30, 19:00-23:30"; empty is closed. */
export function dayHoursText(hours: OpeningHours, day: number): string {
  return hours
    .filter((interval) => interval.day === day)
    .sort((a, b) => a.open.localeCompare(b.open))
    .map((interval) => `${interval.open}-${interval.close}`)
    .join(", ");
}

const INTERVAL = /^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/;
const pad = (hour: string, minute: string) => `${hour.padStart(2, "0")}:${minute}`;

/** The week's opening hours from the seven day texts, or the day (0 is Sunday) whose text does not read. */
export function hoursFromTexts(texts: readonly string[]): { hours: OpeningHours } | { badDay: number } {
  const hours: OpeningHours = [];
  for (const [day, text] of texts.entries()) {
    for (const part of text
      .split(",")
      .map((piece) => piece.trim())
      .filter(Boolean)) {
      const match = INTERVAL.exec(part);
      if (!match) return { badDay: day };
      const [, openHour = "", openMinute = "", closeHour = "", closeMinute = ""] = match;
      hours.push({ day, open: pad(openHour, openMinute), close: pad(closeHour, closeMinute) });
    }
  }
  return { hours };
}
