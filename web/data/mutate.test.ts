import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MENU_PRICE, TABLE_CAPACITY } from "../../shared/constants";
import type { MenuItem } from "../../shared/schemas/menu";
import { StaffDb } from "./db";
import { createMutate, type Mutate } from "./mutate";

const RESTAURANT = "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let db: StaffDb;
let mutate: Mutate;
let queued = 0;

beforeEach(() => {
  db = new StaffDb("mutate-test", { indexedDB: new IDBFactory(), IDBKeyRange });
  queued = 0;
  mutate = createMutate(db, RESTAURANT, () => {
    queued += 1;
  });
});

afterEach(() => db.close());

const chai: MenuItem = {
  id: "0b8f3a2e-5c1d-4e6f-8a9b-1c2d3e4f5a6b",
  restaurantId: RESTAURANT,
  name: "Chai",
  description: "Masala",
  price: 40,
  category: "Beverages",
  isAvailable: true,
  localName: "",
  localDescription: "",
  optionGroups: [],
  diet: null,
  stationId: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("mutate", () => {
  it("changes the local row and queues the entry that replays it, together", async () => {
    const args = await mutate.addMenuItem({ name: " Lassi ", price: 60, category: "Beverages" });

    expect(args).toEqual({
      id: expect.stringMatching(UUID),
      name: "Lassi",
      description: "",
      price: 60,
      category: "Beverages",
      isAvailable: true,
      localName: "",
      localDescription: "",
      optionGroups: [],
      diet: null,
      stationId: null,
    });
    expect(await db.menuItems.get(args.id)).toMatchObject({ ...args, restaurantId: RESTAURANT });
    const [entry] = await db.outbox.toArray();
    expect(entry).toEqual({
      seq: 1,
      id: expect.stringMatching(UUID),
      name: "addMenuItem",
      args,
      createdAt: expect.any(String),
      attempts: 0,
      lastError: null,
      store: "menuItems",
      rowId: args.id,
    });
    expect(entry?.id).not.toBe(args.id);
    expect(queued).toBe(1);
  });

  it("keeps an id the caller made, and queues entries in the order they were made", async () => {
    const id = "5e2b7c1a-9d3f-4a6b-8c2e-1f0a9b8c7d6e";
    await mutate.addTable({ id, tableNumber: "12" });
    await mutate.updateTable({ id, tableNumber: "12A", capacity: 6, location: "Corner" });
    expect((await db.outbox.orderBy("seq").toArray()).map((entry) => entry.name)).toEqual(["addTable", "updateTable"]);
    expect(await db.restaurantTables.get(id)).toMatchObject({ tableNumber: "12A", capacity: 6, location: "Corner", qrCode: "" });
  });

  it("sold out in one tap: the outbox keeps only the change (and the name, to describe it)", async () => {
    await db.menuItems.put(chai);
    const args = await mutate.setMenuItemAvailability({ id: chai.id, isAvailable: false });
    expect(args).toEqual({ id: chai.id, name: "Chai", isAvailable: false });
    expect(await db.menuItems.get(chai.id)).toMatchObject({ isAvailable: false });
  });

  it("writes nothing when preparing fails (an item that is not on this device)", async () => {
    await expect(mutate.setMenuItemAvailability({ id: chai.id, isAvailable: false })).rejects.toThrow(/not on this device/);
    expect(await db.outbox.count()).toBe(0);
    expect(queued).toBe(0);
  });

  it("refuses input the shared schemas refuse, and writes nothing", async () => {
    await db.menuItems.put(chai);
    const tooLong = "x".repeat(101);
    const attempts = [
      () => mutate.addMenuItem({ name: "Dal", price: 0, category: "Curries" }),
      () => mutate.addMenuItem({ name: tooLong, price: 10, category: "Curries" }),
      () => mutate.updateMenuItem({ id: "not-a-uuid", name: "Dal", price: 10, category: "Curries" }),
      () => mutate.addTable({ tableNumber: "7", capacity: 21 }),
      () => mutate.advanceOrder({ orderId: "42", status: "confirmed" }),
      () => mutate.saveCustomerNotes({ customerId: chai.id, notes: "n".repeat(2001) }),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.menuItems.count()).toBe(1);
  });

  it("refuses every out-of-range price and capacity, and accepts every in-range one", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -10, max: MENU_PRICE.max + 10 }), fc.integer({ min: -5, max: 30 }), async (price, capacity) => {
        const before = await db.outbox.count();
        const priceOk = price >= MENU_PRICE.min && price <= MENU_PRICE.max;
        const capacityOk = capacity >= TABLE_CAPACITY.min && capacity <= TABLE_CAPACITY.max;
        const [dish, table] = await Promise.allSettled([
          mutate.addMenuItem({ name: "Dal", price, category: "Curries" }),
          mutate.addTable({ tableNumber: "T", capacity }),
        ]);
        expect(dish.status).toBe(priceOk ? "fulfilled" : "rejected");
        expect(table.status).toBe(capacityOk ? "fulfilled" : "rejected");
        expect(await db.outbox.count()).toBe(before + Number(priceOk) + Number(capacityOk));
      }),
      { numRuns: 40 },
    );
  });
});
