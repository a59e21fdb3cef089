import { describe, expect, it } from "vitest";
import { LIVE_TOPICS, liveTopicsOf, topicsOnTheWire } from "./live";

/** The topics a client of the previous release knows, and how it reads a change event. */
const PREVIOUS_RELEASE = ["orders", "menu", "tables", "customers", "requests", "bills", "settings"];
const heardByPreviousRelease = (wire: string[]) => PREVIOUS_RELEASE.filter((topic) => wire.includes(topic));

describe("live topics across an update", () => {
  it("reach a tab still running the previous release under the names it knows", () => {
    expect(heardByPreviousRelease(topicsOnTheWire(["menuItems"]))).toEqual(["menu"]);
    expect(heardByPreviousRelease(topicsOnTheWire(["serviceRequests", "bills"]))).toEqual(["requests", "bills"]);
    expect(heardByPreviousRelease(topicsOnTheWire([...LIVE_TOPICS]))).toEqual(PREVIOUS_RELEASE);
  });

  it("are read back once each, by their current names, whichever names were sent", () => {
    expect(liveTopicsOf(topicsOnTheWire(["restaurantTables", "orders"]))).toEqual(["orders", "restaurantTables"]);
    expect(liveTopicsOf(["tables", "settings"])).toEqual(["restaurantTables", "restaurantSettings"]);
    expect(liveTopicsOf(["nonsense", 3, null])).toEqual([]);
  });
});
