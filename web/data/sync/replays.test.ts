import { describe, expect, it } from "vitest";
import { placeOrder } from "../../../api/test/route-test-helpers";
import { DEMO_LOGINS } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { type Device, setupSyncTests, syncUntilQuiet } from "../../test/syncDevices";

/**
 * A change committed on the server whose answer was lost is sent again, and the server answers the
 * resend with the answer it stored the first time. By then another device may have moved the row on,
 * or deleted it: the stored answer must not put the older row back on this device.
 */

const bed = setupSyncTests();

/** Until `heal`, every write reaches the server and commits there, but its answer never comes back. */
function loseAnswers(tablet: Device): { heal(): void } {
  tablet.faults.plan = (_input, init) => (init.method === "GET" ? undefined : "drop-after");
  return {
    heal() {
      tablet.faults.plan = () => undefined;
    },
  };
}

const dish = (name: string) => ({ name, description: "Slow-cooked", price: 320, category: "Curries" as const });

describe("a replayed answer", () => {
  it("never takes an order's status back: Preparing set elsewhere stays, through later pulls", async () => {
    const waiter = await bed.device(DEMO_LOGINS.waiter);
    const chef = await bed.device(DEMO_LOGINS.chef);
    const orderId = await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID);
    await waiter.engine.refresh(["orders"]);

    const line = loseAnswers(waiter);
    await waiter.mutate.advanceOrder({ orderId, status: "confirmed" });
    await waiter.engine.pushNow();
    expect(await waiter.db.outbox.count()).toBe(1);

    await chef.engine.refresh(["orders"]);
    await chef.mutate.advanceOrder({ orderId, status: "preparing" });
    await syncUntilQuiet(chef);
    // A later order moves the waiter's pull cursor past the preparing order's change.
    await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID);
    await waiter.engine.refresh(["orders"]);
    expect((await waiter.db.orders.get(orderId))?.status).toBe("preparing");

    line.heal();
    // The resend gets the stored first answer: Confirmed, older than what the waiter's tablet shows.
    await waiter.engine.pushNow();
    expect(await waiter.db.outbox.count()).toBe(0);
    expect((await waiter.db.orders.get(orderId))?.status).toBe("preparing");
    await waiter.engine.refresh(["orders"]);
    expect((await waiter.db.orders.get(orderId))?.status).toBe("preparing");
  });

  it("does not bring back a menu item deleted elsewhere", async () => {
    const tablet = await bed.device(DEMO_LOGINS.admin);
    const other = await bed.device(DEMO_LOGINS.admin);
    const { id } = await tablet.mutate.addMenuItem(dish(`Korma ${Math.random()}`));
    await syncUntilQuiet(tablet);

    const line = loseAnswers(tablet);
    await tablet.mutate.updateMenuItem({ id, ...dish("Korma (large)"), isAvailable: true });
    await tablet.engine.pushNow();
    await other.engine.refresh(["menuItems"]);
    await other.mutate.deleteMenuItem({ id });
    await syncUntilQuiet(other);
    await tablet.engine.refresh(["menuItems"]);
    expect(await tablet.db.menuItems.get(id)).toBeUndefined();

    line.heal();
    await tablet.engine.pushNow();
    expect(await tablet.db.outbox.count()).toBe(0);
    expect(await tablet.db.menuItems.get(id)).toBeUndefined();
  });

  it("does not bring back a table deleted elsewhere", async () => {
    const tablet = await bed.device(DEMO_LOGINS.admin);
    const other = await bed.device(DEMO_LOGINS.admin);
    const number = `Z-${Math.random().toString(36).slice(2, 8)}`;
    const { id } = await tablet.mutate.addTable({ tableNumber: number, capacity: 2 });
    await syncUntilQuiet(tablet);

    const line = loseAnswers(tablet);
    await tablet.mutate.updateTable({ id, tableNumber: number, capacity: 6 });
    await tablet.engine.pushNow();
    await other.engine.refresh(["restaurantTables"]);
    await other.mutate.deleteTable({ id });
    await syncUntilQuiet(other);
    await tablet.engine.refresh(["restaurantTables"]);
    expect(await tablet.db.restaurantTables.get(id)).toBeUndefined();

    line.heal();
    await tablet.engine.pushNow();
    expect(await tablet.db.outbox.count()).toBe(0);
    expect(await tablet.db.restaurantTables.get(id)).toBeUndefined();
  });
});
