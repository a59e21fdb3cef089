import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../shared/schemas/auth";
import { setSessionUser } from "../../data/session";
import { staffData, wipeStaffData } from "../../data/staff";
import { orderRow } from "../../test/fixtures";
import { untilSafeToReload } from "./safeToReload";

const chef: SessionUser = {
  id: "9d0c1b2a-5c1d-4e6f-8a9b-1c2d3e4f5a6b",
  username: "chef",
  email: "chef@rasoi.app",
  role: "chef",
  restaurantId: "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10",
  isOperator: false,
};

afterEach(() => wipeStaffData(chef.id));

describe("untilSafeToReload", () => {
  it("resolves at once when nobody is signed in", async () => {
    await expect(untilSafeToReload()).resolves.toBeUndefined();
  });

  it("waits while a change waits to sync, and resolves once the outbox is empty", async () => {
    setSessionUser(chef);
    const { db, mutate } = staffData(chef);
    await db.orders.put(orderRow("00000000-0000-4000-8000-0000000000f6"));
    await mutate.advanceOrder({ orderId: "00000000-0000-4000-8000-0000000000f6", status: "confirmed" });
    let safe = false;
    const waiting = untilSafeToReload().then(() => {
      safe = true;
    });

    // The outbox is read through a live query; once it has answered, the reload is still held.
    await expect(db.outbox.count()).resolves.toBe(1);
    expect(safe).toBe(false);

    await db.outbox.clear();
    await waiting;
    expect(safe).toBe(true);
  });
});
