import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { QrLookup } from "../../../shared/schemas/qr";
import type { Change } from "../../live/change-feed";
import { DINER, newTestTable, placeOrder, send, tableAndDish } from "../../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../../test/test-support";
import type { Db } from "../connection";
import type { RestaurantTableRow } from "../schema";
import { QrAnswers } from "./qr-answers";

let server: TestServer;
let admin: string;
let table: RestaurantTableRow;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin } = await signInDemoStaff(server.app));
  ({ table } = await tableAndDish(server.db, DEMO_RESTAURANT_ID));
});

afterAll(() => server.close());

const lookUp = (ifNoneMatch?: string) =>
  server.app.request(`/api/qr/${table.qrCode}`, ifNoneMatch === undefined ? {} : { headers: { "If-None-Match": ifNoneMatch } });

async function current(): Promise<{ etag: string; lookup: QrLookup }> {
  const response = await lookUp();
  expect(response.status).toBe(200);
  return { etag: response.headers.get("etag") ?? "", lookup: await response.json() };
}

const dish = { name: "Cache Test Kulfi", description: "", price: 90, category: "Desserts", isAvailable: true };

describe("the cached QR answer", () => {
  it("carries an ETag; a phone that has this version gets a 304 with no body", async () => {
    const response = await lookUp();
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    for (const header of [etag ?? "", `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await lookUp(header);
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
    }
    expect((await lookUp('"something-else"')).status).toBe(200);
  });

  it("is gzipped for a phone that accepts it, and says that it varies with Accept-Encoding", async () => {
    const plain = await lookUp();
    const zipped = await server.app.request(`/api/qr/${table.qrCode}`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
    expect(zipped.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString("utf8")).toBe(await plain.text());
    const refused = await server.app.request(`/api/qr/${table.qrCode}`, { headers: { "Accept-Encoding": "gzip;q=0" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("sends every table the brotli copy of its menu made once, and a sold-out dish reaches that copy at once", async () => {
    const other = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const brotliLookup = async (qrCode: string): Promise<{ coding: string | null; lookup: QrLookup }> => {
      const response = await server.app.request(`/api/qr/${qrCode}`, { headers: { "Accept-Encoding": "br" } });
      const bytes = new Uint8Array(await response.arrayBuffer());
      const coding = response.headers.get("content-encoding");
      return { coding, lookup: JSON.parse((coding === "br" ? brotliDecompressSync(bytes) : Buffer.from(bytes)).toString("utf8")) };
    };
    const ready = async (qrCode: string) => (await server.services.qrAnswers.get(qrCode))?.answer.brotliReady();
    await Promise.all([ready(table.qrCode), ready(other.qrCode)]);
    const [mine, theirs] = await Promise.all([brotliLookup(table.qrCode), brotliLookup(other.qrCode)]);
    expect([mine.coding, theirs.coding]).toEqual(["br", "br"]);
    expect(mine.lookup.menuItems).toEqual(theirs.lookup.menuItems);
    expect(mine.lookup.table.tableNumber).toBe(table.tableNumber);
    expect(theirs.lookup.table.tableNumber).toBe(other.tableNumber);

    const [first] = mine.lookup.menuItems.filter((item) => item.isAvailable);
    if (!first) throw new Error("no dish on sale");
    const { name, description, price, category } = first;
    await send(server.app, "PUT", `/api/menu-items/${first.id}`, {
      cookie: admin,
      body: { name, description, price, category, isAvailable: false },
    });
    // The next answer, however it is encoded, already has the dish sold out: no copy of the old menu is sent.
    for (const qrCode of [table.qrCode, other.qrCode]) {
      expect((await brotliLookup(qrCode)).lookup.menuItems.find((item) => item.id === first.id)?.isAvailable).toBe(false);
    }
    await Promise.all([ready(table.qrCode), ready(other.qrCode)]);
    const after = await brotliLookup(other.qrCode);
    expect(after.coding).toBe("br");
    expect(after.lookup.menuItems.find((item) => item.id === first.id)?.isAvailable).toBe(false);
    await send(server.app, "PUT", `/api/menu-items/${first.id}`, {
      cookie: admin,
      body: { name, description, price, category, isAvailable: true },
    });
  });

  it("is not rebuilt when diners order: orders never change it", async () => {
    const { lookup } = await current();
    // A rename nobody announces stays unseen while the cached answer lives.
    await server.db.updateTable("restaurants").set({ name: "Renamed Quietly" }).where("id", "=", DEMO_RESTAURANT_ID).execute();
    await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID);
    expect((await current()).lookup.restaurant.name).toBe(lookup.restaurant.name);
    await server.db.updateTable("restaurants").set({ name: lookup.restaurant.name }).where("id", "=", DEMO_RESTAURANT_ID).execute();
  });

  it("changes with every menu write: create, update, delete", async () => {
    const menu = `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`;
    const start = await current();
    const created = await send(server.app, "POST", menu, { cookie: admin, body: dish });
    const { id } = (await created.json()) as { id: string };
    const afterCreate = await current();
    expect(afterCreate.etag).not.toBe(start.etag);
    expect(afterCreate.lookup.menuItems.find((item) => item.id === id)?.price).toBe(90);
    expect((await lookUp(start.etag)).status).toBe(200);

    await send(server.app, "PUT", `/api/menu-items/${id}`, { cookie: admin, body: { ...dish, price: 95, isAvailable: false } });
    const afterUpdate = await current();
    expect(afterUpdate.lookup.menuItems.find((item) => item.id === id)).toMatchObject({ price: 95, isAvailable: false });

    await send(server.app, "DELETE", `/api/menu-items/${id}`, { cookie: admin });
    const afterDelete = await current();
    expect(afterDelete.lookup.menuItems.some((item) => item.id === id)).toBe(false);
    expect(afterDelete.etag).toBe(start.etag);
  });

  it("prices the next order from the new menu, without a 409 on the new price", async () => {
    const created = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, { cookie: admin, body: dish });
    const { id } = (await created.json()) as { id: string };
    await current();
    await send(server.app, "PUT", `/api/menu-items/${id}`, { cookie: admin, body: { ...dish, price: 120 } });
    const order = (price: number) =>
      send(server.app, "POST", `/api/qr/${table.qrCode}/order`, {
        body: { ...DINER, items: [{ id, name: dish.name, price, quantity: 1 }], totalAmount: price },
      });
    expect((await order(90)).status).toBe(409);
    expect((await order(120)).status).toBe(201);
  });

  it("changes with the table's own writes: a new number or size, and deleting it", async () => {
    await current();
    await send(server.app, "PUT", `/api/tables/${table.id}`, {
      cookie: admin,
      body: { tableNumber: `${table.tableNumber}A`, capacity: 7, location: table.location },
    });
    expect((await current()).lookup.table).toEqual({ tableNumber: `${table.tableNumber}A`, capacity: 7 });

    const fresh = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/tables`, {
      cookie: admin,
      body: { tableNumber: "Cache-1", capacity: 2 },
    });
    const created: { id: string; qrCode: string } = await fresh.json();
    expect((await server.app.request(`/api/qr/${created.qrCode}`)).status).toBe(200);
    await send(server.app, "DELETE", `/api/tables/${created.id}`, { cookie: admin });
    expect((await server.app.request(`/api/qr/${created.qrCode}`)).status).toBe(404);
  });

  it("is dropped by any writer job that reports its change, and only by one that does (a restaurant closed)", async () => {
    await current();
    const setActive = (isActive: number) => (db: Db) =>
      db.updateTable("restaurants").set({ isActive }).where("id", "=", DEMO_RESTAURANT_ID).execute();
    const changed: Change = { restaurantId: DEMO_RESTAURANT_ID, topics: ["restaurantTables"] };
    await server.writer.run(async (db) => {
      await setActive(0)(db);
      return {};
    });
    // Served from the cache: the job did not say what it changed.
    expect((await lookUp()).status).toBe(200);
    await server.writer.run(async (db) => {
      await setActive(0)(db);
      return { changed };
    });
    expect((await lookUp()).status).toBe(404);
    await server.writer.run(async (db) => {
      await setActive(1)(db);
      return { changed };
    });
    expect((await lookUp()).status).toBe(200);
  });

  it("does not keep a place read inside a writer's open transaction, which might never commit", async () => {
    const answers = new QrAnswers(server.db);
    const inside = await server.writer.run(() => ({ found: answers.loadHoldingConnection(table.qrCode) !== null }));
    expect(inside.found).toBe(true);
    expect(answers.peek(table.qrCode)).toBeUndefined();
    await answers.get(table.qrCode);
    expect(answers.peek(table.qrCode)).toBeDefined();
  });
});
