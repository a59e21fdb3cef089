import { describe, expect, it } from "vitest";
import { dayHoursText, hoursFromTexts } from "./hoursText";

describe("opening hours as day texts", () => {
  it("reads each day's times, a late close included, and writes them back the same", () => {
    const texts = ["", "12:00-15:30, 19:00-23:30", "9:00 – 17:00", "", "", "19:00-01:00", ""];
    const read = hoursFromTexts(texts);
    expect(read).toEqual({
      hours: [
        { day: 1, open: "12:00", close: "15:30" },
        { day: 1, open: "19:00", close: "23:30" },
        { day: 2, open: "09:00", close: "17:00" },
        { day: 5, open: "19:00", close: "01:00" },
      ],
    });
    if (!("hours" in read)) throw new Error("unread");
    expect(dayHoursText(read.hours, 1)).toBe("12:00-15:30, 19:00-23:30");
    expect(dayHoursText(read.hours, 0)).toBe("");
  });

  it("names the day whose text does not read", () => {
    expect(hoursFromTexts(["", "", "", "noon till late", "", "", ""])).toEqual({ badDay: 3 });
  });
});
