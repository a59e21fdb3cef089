import { Dexie } from "dexie";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { describe, expect, it, vi } from "vitest";
import { DEMO_LOGINS } from "../../api/test/test-support";
import { API_PATHS, apiPath } from "../../shared/api-paths";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { LIVE_TOPICS } from "../../shared/live";
import { type Device, setupSyncTests } from "../test/syncDevices";
import { StaffDb } from "./db";
import { LIST_NAMES, lists, listsFor, PLATFORM_LIST_NAMES, STORE_NAMES } from "./lists";
import { mutators } from "./mutators";
import { touchedStores } from "./mutators/define";
import { LOCAL_TABLES } from "./outbox";
import { dexieStores, memoryStores } from "./stores";

const bed = setupSyncTests();
const sorted = (names: readonly string[]) => [...names].sort();
const openDb = (indexedDB = new IDBFactory(), name = "lists-test") => new StaffDb(name, { indexedDB, IDBKeyRange });

/** Resolves with the first GET of `path` the device sends from now on. */
function nextGet(device: Device, path: string): Promise<string> {
  return new Promise((resolve) => {
    device.faults.plan = (input, init) => {
      if (init.method === "GET" && input.split("?")[0] === path) resolve(input);
      return undefined;
    };
  });
}

describe("the registry of staff lists", () => {
  it("gives every list its Dexie table with its index, in the newest version any list names", async () => {
    const db = openDb();
    await db.open();
    for (const name of LIST_NAMES) {
      const [key, ...indexes] = lists[name].index.split(",").map((part) => part.trim());
      const { schema } = db.table(name);
      expect([name, schema.primKey.keyPath]).toEqual([name, key]);
      expect([name, sorted(schema.indexes.map((index) => index.name))]).toEqual([name, sorted(indexes)]);
    }
    expect(db.verno).toBe(Math.max(...LIST_NAMES.map((name) => lists[name].since)));
    db.close();
  });

  it("opens a database the previous release made, with its waiting change and rows", async () => {
    // The schema as db.ts spelled it by hand before lists.ts: the same versions must read the same tables.
    const indexedDB = new IDBFactory();
    const old = new Dexie("earlier", { indexedDB, IDBKeyRange });
    old.version(1).stores({
      orders: "id, tableId",
      menuItems: "id",
      restaurantTables: "id",
      customers: "id",
      restaurants: "id",
      demoRequests: "id",
      outbox: "++seq, &id, store",
      rejections: "id, seq",
      meta: "key",
    });
    old.version(2).stores({ serviceRequests: "id, tableId", bills: "id, tableId", restaurantSettings: "id" });
    await old.table("outbox").add({ id: "e1", name: "deleteTable", args: { id: "t1" }, store: "restaurantTables", rowId: "t1" });
    await old.table("restaurantTables").put({ id: "t1", tableNumber: "1" });
    old.close();

    const db = openDb(indexedDB, "earlier");
    expect(await db.outbox.toArray()).toMatchObject([{ id: "e1", store: "restaurantTables", rowId: "t1" }]);
    expect(await db.restaurantTables.get("t1")).toMatchObject({ tableNumber: "1" });
    // Each of its tables is there with the same indexes (a list added since only adds a table).
    const shape = (tables: { name: string; schema: { indexes: { name: string }[] } }[]) =>
      sorted(tables.map(({ name, schema }) => `${name}: ${sorted(schema.indexes.map((index) => index.name)).join(", ")}`));
    const kept = new Set(old.tables.map((table) => table.name));
    expect(shape(db.tables.filter((table) => kept.has(table.name)))).toEqual(shape(old.tables));
    db.close();
  });

  it("names each restaurant list as a live topic, and every topic as a list", () => {
    expect(sorted(STORE_NAMES)).toEqual(sorted(LIVE_TOPICS));
    expect(sorted([...STORE_NAMES, ...PLATFORM_LIST_NAMES])).toEqual(sorted(LIST_NAMES));
  });

  it("takes every list's path from shared/api-paths.ts", () => {
    const paths: readonly string[] = Object.values(API_PATHS);
    for (const name of LIST_NAMES) expect([name, paths.includes(lists[name].path)]).toEqual([name, true]);
  });

  it("gives mutators, the outbox and rebase a store for each restaurant list, and mutators no other", () => {
    const db = openDb();
    expect(sorted(Object.keys(dexieStores(db)))).toEqual(sorted(STORE_NAMES));
    expect(sorted(Object.keys(memoryStores({}).stores))).toEqual(sorted(STORE_NAMES));
    expect(sorted(LOCAL_TABLES(db).map((table) => table.name))).toEqual(sorted(STORE_NAMES));
    const touched = Object.values(mutators).flatMap((mutator) => touchedStores(mutator));
    expect(touched.filter((store) => !STORE_NAMES.includes(store))).toEqual([]);
    db.close();
  });
});

describe("pulling the registry's lists through the real app", () => {
  it("pulls every list for the platform's operator, each from its path, and only the floor's for a chef", async () => {
    const operator = await bed.device(DEMO_LOGINS.admin);
    expect(sorted(listsFor(operator.user))).toEqual(sorted(LIST_NAMES));
    for (const name of LIST_NAMES) {
      expect([name, Boolean(await operator.db.meta.get(`pulled:${name}`))]).toEqual([name, true]);
      const asked = nextGet(operator, apiPath(lists[name].path, { restaurantId: DEMO_RESTAURANT_ID }));
      await operator.engine.refresh([name], { full: true });
      expect(await asked).toBeTruthy();
    }
    expect(await operator.db.restaurantTables.count()).toBeGreaterThan(0);
    expect(await operator.db.restaurants.count()).toBeGreaterThan(0);

    const chef = await bed.device(DEMO_LOGINS.chef);
    expect(sorted(listsFor(chef.user))).toEqual(sorted(LIST_NAMES.filter((name) => lists[name].readers === "staff")));
  });

  it("pulls the list a live topic names, for every topic", async () => {
    const admin = await bed.device(DEMO_LOGINS.admin, { live: true });
    // Subscribed, and the pulls its `ready` asked for are done: only the topic asks from now on.
    await vi.waitFor(() => expect(bed.server.changes.listenerCount(DEMO_RESTAURANT_ID)).toBe(1));
    await admin.engine.refresh();
    for (const topic of LIVE_TOPICS) {
      const asked = nextGet(admin, apiPath(lists[topic].path, { restaurantId: DEMO_RESTAURANT_ID }));
      bed.server.changes.publish({ restaurantId: DEMO_RESTAURANT_ID, topics: [topic] });
      expect(await asked).toContain(apiPath(lists[topic].path, { restaurantId: DEMO_RESTAURANT_ID }));
    }
  });
});
