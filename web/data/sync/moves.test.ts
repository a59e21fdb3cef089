import { describe, expect, it } from "vitest";
import { newTestTable, placeOrder } from "../../../api/test/route-test-helpers";
import { DEMO_LOGINS } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { type Fault, failWrites, setupSyncTests, syncUntilQuiet } from "../../test/syncDevices";

const bed = setupSyncTests();

/** A table with two diners' orders and two empty tables, pulled onto `devices` waiters' phones. */
async function partyAndPhones(devices: number) {
  const phones = [];
  for (let index = 0; index < devices; index++) phones.push(await bed.device(DEMO_LOGINS.waiter));
  const from = await newTestTable(bed.server.db, DEMO_RESTAURANT_ID);
  const targets = [await newTestTable(bed.server.db, DEMO_RESTAURANT_ID), await newTestTable(bed.server.db, DEMO_RESTAURANT_ID)] as const;
  const orderIds = [
    await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID, from.qrCode),
    await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID, from.qrCode),
  ];
  for (const phone of phones) await phone.engine.refresh(["restaurantTables", "orders", "bills"]);
  return { phones, from, targets, orderIds };
}

const tableOfOrders = async (ids: readonly string[]) =>
  (
    await bed.server.db
      .selectFrom("orders")
      .select("tableId")
      .where("id", "in", [...ids])
      .execute()
  ).map((row) => row.tableId);

describe("a table move offline", () => {
  it("shows the party at the new table at once and reaches the server once the connection returns", async () => {
    const { phones, from, targets, orderIds } = await partyAndPhones(1);
    const [phone] = phones;
    if (!phone) throw new Error("no phone");
    failWrites(phone, "drop-before", 100);

    await phone.mutate.moveTable({ tableId: from.id, toTableId: targets[0].id });
    for (const id of orderIds) {
      expect(await phone.db.orders.get(id)).toMatchObject({ tableId: targets[0].id, table: { tableNumber: targets[0].tableNumber } });
    }
    expect((await phone.db.restaurantTables.get(from.id))?.visitStartedAt).not.toBeNull();
    // A pull while it waits keeps the move on top of the server's rows.
    await phone.engine.refresh(["orders", "restaurantTables"], { full: true });
    expect((await phone.db.orders.get(orderIds[0] ?? ""))?.tableId).toBe(targets[0].id);
    expect(await tableOfOrders(orderIds)).toEqual([from.id, from.id]);

    phone.faults.plan = () => undefined;
    await syncUntilQuiet(phone);
    expect(await tableOfOrders(orderIds)).toEqual([targets[0].id, targets[0].id]);
    expect(await phone.db.outbox.count()).toBe(0);
    expect(await phone.db.rejections.count()).toBe(0);
  });

  it("converges when two phones move the same table to different tables: the first to reach the server wins, the other is pulled back", async () => {
    const { phones, from, targets, orderIds } = await partyAndPhones(2);
    const [first, second] = phones;
    if (!first || !second) throw new Error("no phones");
    failWrites(second, "drop-before", 100);
    await first.mutate.moveTable({ tableId: from.id, toTableId: targets[0].id });
    await second.mutate.moveTable({ tableId: from.id, toTableId: targets[1].id });
    expect((await second.db.orders.get(orderIds[0] ?? ""))?.tableId).toBe(targets[1].id);

    await syncUntilQuiet(first);
    second.faults.plan = () => undefined;
    await syncUntilQuiet(second);

    expect(await tableOfOrders(orderIds)).toEqual([targets[0].id, targets[0].id]);
    for (const phone of [first, second]) {
      for (const id of orderIds) expect((await phone.db.orders.get(id))?.tableId).toBe(targets[0].id);
    }
    const [refused] = await second.db.rejections.toArray();
    expect(refused).toMatchObject({ name: "moveTable", status: 409 });
    expect(second.toasts.at(-1)?.title).toBe("Move Failed");
  });

  it("merges another table into this one on the device at once", async () => {
    const { phones, from, targets, orderIds } = await partyAndPhones(1);
    const [phone] = phones;
    if (!phone) throw new Error("no phone");
    await phone.mutate.mergeTables({ tableId: targets[0].id, fromTableId: from.id });
    expect((await phone.db.orders.get(orderIds[1] ?? ""))?.tableId).toBe(targets[0].id);
    await syncUntilQuiet(phone);
    expect(await tableOfOrders(orderIds)).toEqual([targets[0].id, targets[0].id]);
  });
});

describe("a dish moved to another table", () => {
  it.each<Fault>(["drop-before", "drop-after", "server-error"])(
    "%s: one new order with the device's id, the rest left at the table",
    async (fault) => {
      const { phones, from, targets, orderIds } = await partyAndPhones(1);
      const [phone] = phones;
      const orderId = orderIds[0] ?? "";
      if (!phone) throw new Error("no phone");
      const seen = failWrites(phone, fault, 2);

      const { newOrderId } = await phone.mutate.moveOrderLine({ orderId, lineId: `${orderId}.1`, toTableId: targets[0].id, quantity: 1 });
      expect(await phone.db.orders.get(newOrderId)).toMatchObject({
        tableId: targets[0].id,
        items: [{ lineId: `${newOrderId}.1`, quantity: 1 }],
      });
      expect((await phone.db.orders.get(orderId))?.items[0]?.quantity).toBe(1);

      await syncUntilQuiet(phone);
      expect(seen.injected).toBe(2);
      const stored = await bed.server.db
        .selectFrom("orders")
        .select(["id", "tableId"])
        .where("tableId", "in", [from.id, targets[0].id])
        .execute();
      expect(stored.filter((row) => row.tableId === targets[0].id).map((row) => row.id)).toEqual([newOrderId]);
      expect((await phone.db.orders.get(orderId))?.items[0]?.quantity).toBe(1);
      expect(await phone.db.rejections.count()).toBe(0);
    },
  );
});
