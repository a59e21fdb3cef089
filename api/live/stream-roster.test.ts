import { describe, expect, it } from "vitest";
import { type StreamCaps, StreamRoster } from "./stream-roster";

/** A roster and a way to open named streams on it, recording which the roster closed. */
function rosterOf(caps: StreamCaps) {
  const roster = new StreamRoster(caps);
  const closed: string[] = [];
  const open = (name: string, userId: string, restaurantId = "r1", sessionId = `s-${userId}`) =>
    roster.admit({ userId, restaurantId, sessionId }, () => closed.push(name));
  return { roster, closed, open };
}

describe("StreamRoster", () => {
  it("closes an account's oldest stream once it holds more than the cap", () => {
    const { roster, closed, open } = rosterOf({ perUser: 2, perRestaurant: 10, total: 10 });
    open("a", "u1");
    open("b", "u1");
    open("other", "u2");
    expect(closed).toEqual([]);
    open("c", "u1");
    expect(closed).toEqual(["a"]);
    expect(roster.openFor("u1")).toBe(2);
    expect(roster.openFor("u2")).toBe(1);
  });

  it("closes a restaurant's own oldest stream past its cap, whichever account opened it", () => {
    const { roster, closed, open } = rosterOf({ perUser: 10, perRestaurant: 2, total: 10 });
    open("a", "u1", "r1");
    open("b", "u2", "r1");
    open("elsewhere", "u3", "r2");
    open("c", "u3b", "r1");
    expect(closed).toEqual(["a"]);
    expect(roster.openAt("r1")).toBe(2);
    expect(roster.openAt("r2")).toBe(1);
  });

  it("refuses a new stream when all are taken, unless its restaurant makes room from its own", () => {
    const { roster, closed, open } = rosterOf({ perUser: 10, perRestaurant: 2, total: 3 });
    open("a", "u1", "r1");
    open("b", "u1", "r1");
    open("c", "u2", "r2");
    expect(open("refused", "u3", "r3")).toBeNull();
    expect(open("r2 second", "u2", "r2")).toBeNull();
    expect(open("r1 third", "u1", "r1")).not.toBeNull();
    expect(closed).toEqual(["a"]);
    expect(roster.size).toBe(3);
  });

  it("ends the streams of one session, or of every session of an account", () => {
    const { roster, closed, open } = rosterOf({ perUser: 10, perRestaurant: 10, total: 10 });
    open("phone", "u1", "r1", "s1");
    open("tablet", "u1", "r1", "s2");
    open("colleague", "u2", "r1", "s3");
    roster.endSession("s1");
    expect(closed).toEqual(["phone"]);
    roster.endUser("u1");
    expect(closed).toEqual(["phone", "tablet"]);
    expect(roster.size).toBe(1);
  });

  it("ends every stream of one restaurant and no other's", () => {
    const { roster, closed, open } = rosterOf({ perUser: 10, perRestaurant: 10, total: 10 });
    open("admin", "u1", "r1");
    open("kitchen", "u2", "r1");
    open("elsewhere", "u3", "r2");
    roster.endRestaurant("r1");
    expect(closed).toEqual(["admin", "kitchen"]);
    expect(roster.openAt("r2")).toBe(1);
    expect(roster.size).toBe(1);
  });

  it("lets a released stream go, once", () => {
    const { roster, open } = rosterOf({ perUser: 3, perRestaurant: 3, total: 3 });
    const release = open("a", "u1");
    release?.();
    release?.();
    expect(roster.openFor("u1")).toBe(0);
    open("b", "u1");
    expect(roster.openFor("u1")).toBe(1);
  });
});
