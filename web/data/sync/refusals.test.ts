import { describe, expect, it } from "vitest";
import { placeOrder } from "../../../api/test/route-test-helpers";
import { DEMO_LOGINS } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { type Device, setupSyncTests, syncUntilQuiet } from "../../test/syncDevices";

/**
 * A table change also relabels the table's orders on the device. When the server refuses the change,
 * or a pull brings the orders without the tables, the orders must show the table the server has.
 */

const bed = setupSyncTests();

const tableNumber = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

/** A table made through the admin's tablet and synced, with one order placed at it and pulled. */
async function tableWithOrder(admin: Device, number: string) {
  const { id } = await admin.mutate.addTable({ tableNumber: number, capacity: 4 });
  await syncUntilQuiet(admin);
  const qrCode = (await admin.db.restaurantTables.get(id))?.qrCode;
  const orderId = await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID, qrCode);
  await admin.engine.refresh(["orders"]);
  return { id, orderId };
}

describe("a refused table change", () => {
  it("409 on a renumber: the table's orders show its own number again, not the refused one", async () => {
    const admin = await bed.device(DEMO_LOGINS.admin);
    const [three, five] = [tableNumber("3"), tableNumber("5")];
    const { id, orderId } = await tableWithOrder(admin, three);
    await admin.mutate.addTable({ tableNumber: five });
    await syncUntilQuiet(admin);

    await admin.mutate.updateTable({ id, tableNumber: five, capacity: 4 });
    expect((await admin.db.orders.get(orderId))?.table).toEqual({ tableNumber: five });
    await admin.engine.pushNow();

    expect(admin.toasts).toEqual([{ title: "Error", description: `Table ${five} already exists` }]);
    expect(await admin.db.restaurantTables.get(id)).toMatchObject({ tableNumber: three });
    expect(await admin.db.orders.get(orderId)).toMatchObject({ tableId: id, table: { tableNumber: three } });
  });

  it("403 on a delete: the table's orders show their table again, not Unknown", async () => {
    const admin = await bed.device(DEMO_LOGINS.admin);
    const waiter = await bed.device(DEMO_LOGINS.waiter);
    const number = tableNumber("W");
    const { id, orderId } = await tableWithOrder(admin, number);
    await waiter.engine.refresh();

    await waiter.mutate.deleteTable({ id });
    expect(await waiter.db.orders.get(orderId)).toMatchObject({ tableId: null, table: null });
    await waiter.engine.pushNow();

    expect(waiter.toasts).toHaveLength(1);
    expect(await waiter.db.restaurantTables.get(id)).toMatchObject({ tableNumber: number });
    expect(await waiter.db.orders.get(orderId)).toMatchObject({ tableId: id, table: { tableNumber: number } });
  });
});

describe("a pull of orders alone while a renumber waits", () => {
  it("shows the new number on the table's orders, old and new", async () => {
    const admin = await bed.device(DEMO_LOGINS.admin);
    const [before, after] = [tableNumber("B"), tableNumber("A")];
    const { id, orderId } = await tableWithOrder(admin, before);
    admin.faults.plan = (_input, init) => (init.method === "GET" ? undefined : "drop-before");

    await admin.mutate.updateTable({ id, tableNumber: after, capacity: 4 });
    await admin.engine.pushNow();
    const qrCode = (await admin.db.restaurantTables.get(id))?.qrCode;
    const later = await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID, qrCode);
    await admin.engine.refresh(["orders"], { full: true });

    expect(await admin.db.outbox.count()).toBe(1);
    expect((await admin.db.orders.get(orderId))?.table).toEqual({ tableNumber: after });
    expect((await admin.db.orders.get(later))?.table).toEqual({ tableNumber: after });
  });
});
