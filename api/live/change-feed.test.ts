import { describe, expect, it, vi } from "vitest";
import { type Change, ChangeFeed } from "./change-feed";

const change = (restaurantId: string): Change => ({ restaurantId, topics: ["orders"] });

describe("ChangeFeed", () => {
  it("tells a restaurant's listeners and the global ones, never another restaurant's", () => {
    const feed = new ChangeFeed();
    const mine = vi.fn();
    const theirs = vi.fn();
    const everyone = vi.fn();
    feed.subscribe(mine, "r1");
    feed.subscribe(theirs, "r2");
    feed.subscribe(everyone);

    feed.publish(change("r1"));

    expect(mine).toHaveBeenCalledWith(change("r1"));
    expect(everyone).toHaveBeenCalledWith(change("r1"));
    expect(theirs).not.toHaveBeenCalled();
  });

  it("stops telling a listener once it unsubscribes and forgets empty restaurants", () => {
    const feed = new ChangeFeed();
    const listener = vi.fn();
    const unsubscribe = feed.subscribe(listener, "r1");
    expect(feed.listenerCount("r1")).toBe(1);

    unsubscribe();
    feed.publish(change("r1"));

    expect(listener).not.toHaveBeenCalled();
    expect(feed.listenerCount("r1")).toBe(0);
  });

  it("keeps a newer listener when an old one unsubscribes twice (a stream ended by two paths at once)", () => {
    const feed = new ChangeFeed();
    const unsubscribeOld = feed.subscribe(vi.fn(), "r1");
    unsubscribeOld();
    const newer = vi.fn();
    feed.subscribe(newer, "r1");

    unsubscribeOld();
    feed.publish(change("r1"));

    expect(newer).toHaveBeenCalledWith(change("r1"));
    expect(feed.listenerCount("r1")).toBe(1);
  });

  it("keeps telling the others when one listener throws", () => {
    const feed = new ChangeFeed();
    const after = vi.fn();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    feed.subscribe(() => {
      throw new Error("broken");
    }, "r1");
    feed.subscribe(after, "r1");

    feed.publish(change("r1"));

    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
