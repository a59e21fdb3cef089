import { describe, expect, it, vi } from "vitest";
import { placeOrder } from "../../../api/test/route-test-helpers";
import { DEMO_LOGINS } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { setupSyncTests, until } from "../../test/syncDevices";

const bed = setupSyncTests();
const device = bed.device;

/** The server's feed has this many listeners (a stream subscribing or letting go is no event a test can await). */
const listeners = (count: number) => vi.waitFor(() => expect(bed.server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(count));

describe("the live stream", () => {
  it("brings a QR order onto a kitchen device without any pull being asked for", async () => {
    const kitchen = await device(DEMO_LOGINS.chef, { live: true });
    await listeners(1);

    const orderId = await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID);

    expect(await until(() => kitchen.db.orders.get(orderId), Boolean)).toMatchObject({ id: orderId, status: "pending" });
  });

  it("brings one tablet's change to another", async () => {
    const counter = await device(DEMO_LOGINS.admin);
    const kitchen = await device(DEMO_LOGINS.chef, { live: true });
    await listeners(1);
    const orderId = await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID);
    await counter.engine.refresh(["orders"]);
    await until(() => kitchen.db.orders.get(orderId), Boolean);

    await counter.mutate.advanceOrder({ orderId, status: "confirmed" });
    await counter.engine.pushNow();

    expect(
      await until(
        () => kitchen.db.orders.get(orderId),
        (order) => order?.status === "confirmed",
      ),
    ).toBeDefined();
  });

  it("lets go of the server's change feed when the device stops", async () => {
    const kitchen = await device(DEMO_LOGINS.waiter, { live: true });
    await listeners(1);
    kitchen.close();
    await listeners(0);
  });
});

describe("retrying at once", () => {
  it.each(["online", "focus"])("on %s, without waiting out the backoff", async (trigger) => {
    const triggers = new EventTarget();
    const tablet = await device(DEMO_LOGINS.admin, { triggers });
    tablet.faults.plan = (_input, init) => (init.method === "GET" ? undefined : "drop-before");
    const { id } = await tablet.mutate.addTable({ tableNumber: `${trigger}-${Math.random().toString(36).slice(2, 7)}` });
    await until(
      () => tablet.db.outbox.filter((entry) => entry.rowId === id).first(),
      (entry) => (entry?.attempts ?? 0) > 0,
    );
    expect((await tablet.db.meta.get("connection"))?.value).toBe("offline");

    tablet.faults.plan = () => undefined;
    triggers.dispatchEvent(new Event(trigger));

    await until(
      () => tablet.db.outbox.count(),
      (count) => count === 0,
    );
    expect(await bed.server.db.selectFrom("restaurantTables").select("id").where("id", "=", id).execute()).toEqual([{ id }]);
  });
});
