import { describe, expect, it } from "vitest";
import { StreamRoster } from "./stream-roster";

describe("StreamRoster", () => {
  it("closes an account's oldest stream once it holds more than the cap", () => {
    const roster = new StreamRoster(2);
    const closed: string[] = [];
    const releases = new Map<string, () => void>();
    const open = (name: string, userId = "u1") => {
      const release = roster.admit(userId, () => {
        closed.push(name);
        releases.get(name)?.();
      });
      releases.set(name, release);
    };
    open("a");
    open("b");
    open("other", "u2");
    expect(closed).toEqual([]);
    open("c");
    expect(closed).toEqual(["a"]);
    expect(roster.openFor("u1")).toBe(2);
    expect(roster.openFor("u2")).toBe(1);
  });

  it("forgets an account whose streams have all ended", () => {
    const roster = new StreamRoster(3);
    const release = roster.admit("u1", () => {});
    release();
    release();
    expect(roster.openFor("u1")).toBe(0);
    roster.admit("u1", () => {});
    expect(roster.openFor("u1")).toBe(1);
  });
});
