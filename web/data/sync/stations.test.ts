import { describe, expect, it } from "vitest";
import { newTestTable } from "../../../api/test/route-test-helpers";
import { DEMO_LOGINS } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { Order } from "../../../shared/schemas/orders";
import { failWrites, setupSyncTests, syncUntilQuiet } from "../../test/syncDevices";

const bed = setupSyncTests();

const dishIn = (category: string) =>
  bed.server.db
    .selectFrom("menuItems")
    .select(["id", "name", "price"])
    .where("restaurantId", "=", DEMO_RESTAURANT_ID)
    .where("category", "=", category)
    .where("isAvailable", "=", 1)
    .where("optionGroups", "=", "[]")
    .orderBy("name")
    .executeTakeFirstOrThrow();

const storedOrder = async (id: string): Promise<{ items: Order["items"]; readyAt: string | null }> => {
  const row = await bed.server.db.selectFrom("orders").select(["items", "readyAt"]).where("id", "=", id).executeTakeFirstOrThrow();
  return { items: JSON.parse(row.items), readyAt: row.readyAt };
};

describe("stations through the outbox", () => {
  it("an admin's station and routing, made offline, reach the server; a waiter's offline order shows each line at its station at once", async () => {
    const admin = await bed.device(DEMO_LOGINS.admin);
    await admin.engine.refresh(["stations", "menuCategories"]);
    failWrites(admin, "drop-before", 2);
    const { id: tandoorId } = await admin.mutate.addStation({ name: "Tandoor", printer: null, prepMinutes: 12 });
    const categories = (await admin.db.menuCategories.toArray()).sort((a, b) => a.position - b.position);
    expect(categories.map((category) => category.name)).toContain("Breads");
    await admin.mutate.saveCategories({
      categories: categories.map(({ name, stationId }) => ({ name, stationId: name === "Breads" ? tandoorId : stationId })),
    });
    await syncUntilQuiet(admin);
    expect(await admin.db.rejections.count()).toBe(0);
    const stored = await bed.server.db.selectFrom("menuCategories").select(["name", "stationId"]).where("name", "=", "Breads").execute();
    expect(stored).toEqual([{ name: "Breads", stationId: tandoorId }]);

    const waiter = await bed.device(DEMO_LOGINS.waiter);
    const table = await newTestTable(bed.server.db, DEMO_RESTAURANT_ID);
    await waiter.engine.refresh(["restaurantTables", "menuItems", "orders", "stations", "menuCategories"]);
    const kitchenId = (await waiter.db.stations.toArray()).find((station) => station.name === "Kitchen")?.id;
    const [naan, curry] = await Promise.all([dishIn("Breads"), dishIn("Curries")]);
    failWrites(waiter, "drop-after", 1);
    const { id } = await waiter.mutate.placeStaffOrder({
      tableId: table.id,
      items: [naan, curry].map((dish) => ({ ...dish, quantity: 2 })),
      totalAmount: 2 * (naan.price + curry.price),
      takenBy: "waiter",
    });
    const local = await waiter.db.orders.get(id);
    expect(local?.items.map((line) => line.stationId)).toEqual([tandoorId, kitchenId]);

    await syncUntilQuiet(waiter);
    expect((await storedOrder(id)).items.map((line) => line.stationId)).toEqual([tandoorId, kitchenId]);
  });

  it("a chef's bumps, one per line, mark the order Ready on the server and at once on the device", async () => {
    const chef = await bed.device(DEMO_LOGINS.chef);
    const table = await newTestTable(bed.server.db, DEMO_RESTAURANT_ID);
    const waiter = await bed.device(DEMO_LOGINS.waiter);
    await waiter.engine.refresh(["restaurantTables", "menuItems", "orders", "stations", "menuCategories"]);
    const [naan, curry] = await Promise.all([dishIn("Breads"), dishIn("Curries")]);
    const { id } = await waiter.mutate.placeStaffOrder({
      tableId: table.id,
      items: [naan, curry].map((dish) => ({ ...dish, quantity: 1 })),
      totalAmount: naan.price + curry.price,
      takenBy: "waiter",
    });
    await syncUntilQuiet(waiter);
    await chef.engine.refresh(["orders"]);

    failWrites(chef, "server-error", 1);
    await chef.mutate.markLineReady({ orderId: id, lineId: `${id}.1`, ready: true });
    expect((await chef.db.orders.get(id))?.readyAt).toBeNull();
    await chef.mutate.markLineReady({ orderId: id, lineId: `${id}.2`, ready: true });
    expect((await chef.db.orders.get(id))?.readyAt).not.toBeNull();
    await syncUntilQuiet(chef);

    const stored = await storedOrder(id);
    expect(stored.readyAt).not.toBeNull();
    expect(stored.items.every((line) => line.readyAt !== null)).toBe(true);
    expect(await chef.db.rejections.count()).toBe(0);
  });
});
