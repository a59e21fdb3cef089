import { describe, expect, it } from "vitest";
import { countRows, placeOrder } from "../../../api/test/route-test-helpers";
import { DEMO_LOGINS } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import {
  appFetch,
  type DeviceOptions,
  type Fault,
  failWrites,
  setupSyncTests,
  signInThrough,
  syncUntilQuiet,
  until,
} from "../../test/syncDevices";
import { discardRejection, retryRejection } from "../outbox";

const bed = setupSyncTests();
const device = (login = DEMO_LOGINS.admin, options?: DeviceOptions) => bed.device(login, options);

const menuRowsNamed = async (name: string) =>
  bed.server.db.selectFrom("menuItems").select("id").where("restaurantId", "=", DEMO_RESTAURANT_ID).where("name", "=", name).execute();

const storedStatus = async (orderId: string) =>
  (await bed.server.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;

const dish = (name: string) => ({ name, description: "Slow-cooked", price: 320, category: "Curries" as const });

describe("each change reaches the server exactly once, whatever happens on the way", () => {
  it.each<[Fault, string]>([
    ["drop-before", "lost before the server"],
    ["drop-after", "committed on the server, answer lost"],
    ["server-error", "answered 500, then fine"],
    ["hang", "never answered until the client's timeout"],
  ])("%s: a menu item added while the request was %s exists once", async (fault) => {
    const tablet = await device();
    const seen = failWrites(tablet, fault, 2);
    const name = `Dal ${fault} ${Math.random()}`;

    const { id } = await tablet.mutate.addMenuItem(dish(name));
    expect(await tablet.db.menuItems.get(id)).toMatchObject({ name });
    await syncUntilQuiet(tablet);

    expect(seen.injected).toBe(2);
    expect(await menuRowsNamed(name)).toEqual([{ id }]);
    expect(await tablet.db.outbox.count()).toBe(0);
    expect(await tablet.db.rejections.count()).toBe(0);
    expect(await tablet.db.menuItems.get(id)).toMatchObject({ id, name, restaurantId: DEMO_RESTAURANT_ID });
    expect(tablet.toasts).toEqual([]);
  });

  it.each<Fault>(["drop-before", "drop-after", "server-error", "hang"])(
    "%s: two advances of one order move it exactly two steps",
    async (fault) => {
      const tablet = await device(DEMO_LOGINS.waiter);
      const orderId = await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID);
      await tablet.engine.refresh(["orders"]);
      failWrites(tablet, fault, 3);

      await tablet.mutate.advanceOrder({ orderId, status: "confirmed" });
      await tablet.mutate.advanceOrder({ orderId, status: "preparing" });
      expect((await tablet.db.orders.get(orderId))?.status).toBe("preparing");
      await syncUntilQuiet(tablet);

      expect(await storedStatus(orderId)).toBe("preparing");
      expect((await tablet.db.orders.get(orderId))?.status).toBe("preparing");
      expect(await tablet.db.outbox.count()).toBe(0);
    },
  );
  it.each<Fault>(["drop-before", "drop-after", "server-error", "hang"])(
    "%s: an edit is carried out once (the server publishes one change)",
    async (fault) => {
      const tablet = await device();
      const { id } = await tablet.mutate.addMenuItem(dish(`Naan ${fault} ${Math.random()}`));
      await syncUntilQuiet(tablet);
      failWrites(tablet, fault, 2);
      const published: string[] = [];
      const unsubscribe = bed.server.changes.subscribe((change) => published.push(...change.topics), DEMO_RESTAURANT_ID);

      await tablet.mutate.setMenuItemAvailability({ id, isAvailable: false });
      expect(await tablet.db.menuItems.get(id)).toMatchObject({ isAvailable: false });
      await syncUntilQuiet(tablet);
      unsubscribe();

      expect(published).toEqual(["menuItems"]);
      expect(await bed.server.db.selectFrom("menuItems").select("isAvailable").where("id", "=", id).executeTakeFirstOrThrow()).toEqual({
        isAvailable: 0,
      });
      expect(await tablet.db.outbox.count()).toBe(0);
    },
  );
});

describe("a session that ends (401)", () => {
  it("pauses with nothing dropped, and resumes once the same user signs in again", async () => {
    const tablet = await device();
    const table = `P-${Math.random().toString(36).slice(2, 8)}`;
    const cookie = tablet.jar.cookie;
    // Signed out on the server (another device's logout, an expiry): this tablet's cookie is now dead.
    await bed.server.app.request("/api/auth/logout", {
      method: "POST",
      headers: { Cookie: cookie ?? "", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    });

    const { id } = await tablet.mutate.addTable({ tableNumber: table, capacity: 4 });
    await tablet.engine.pushNow();

    expect(tablet.signedOut).toBe(1);
    expect(await tablet.db.outbox.count()).toBe(1);
    expect((await tablet.db.meta.get("connection"))?.value).toBe("signed-out");
    expect(await bed.server.db.selectFrom("restaurantTables").select("id").where("id", "=", id).execute()).toEqual([]);

    // The same user signs in again on this device.
    await signInThrough(appFetch(bed.server.app, tablet.jar), DEMO_LOGINS.admin);
    tablet.engine.resume();
    await syncUntilQuiet(tablet);

    expect(await bed.server.db.selectFrom("restaurantTables").select("tableNumber").where("id", "=", id).execute()).toEqual([
      { tableNumber: table },
    ]);
    expect((await tablet.db.restaurantTables.get(id))?.qrCode).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(await tablet.db.outbox.count()).toBe(0);
  });
});

describe("a change the server refuses", () => {
  it("409: rolls the local row back to the server's copy, keeps the refusal and shows the spec's toast", async () => {
    const tablet = await device();
    const number = `D-${Math.random().toString(36).slice(2, 8)}`;
    const first = await tablet.mutate.addTable({ tableNumber: number, capacity: 2 });
    await syncUntilQuiet(tablet);
    const tables = await countRows(bed.server.db, "restaurantTables");

    // A second table with the same number (made offline on another device, say): the server says 409.
    const second = await tablet.mutate.addTable({ tableNumber: number, capacity: 6 });
    expect(await tablet.db.restaurantTables.get(second.id)).toBeDefined();
    await syncUntilQuiet(tablet);

    expect(tablet.toasts).toEqual([{ title: "Error", description: `Table ${number} already exists` }]);
    expect(await tablet.db.restaurantTables.get(second.id)).toBeUndefined();
    expect(await tablet.db.restaurantTables.get(first.id)).toMatchObject({ tableNumber: number, capacity: 2 });
    expect(await tablet.db.rejections.toArray()).toEqual([
      expect.objectContaining({ id: expect.any(String), name: "addTable", status: 409, message: `Table ${number} already exists` }),
    ]);
    expect(await tablet.db.outbox.count()).toBe(0);
    expect(await countRows(bed.server.db, "restaurantTables")).toBe(tables);
  });

  it("404 for an update after a delete: 'Error' with the server's message; the later changes still go", async () => {
    const tablet = await device();
    const name = `Kulfi ${Math.random()}`;
    const { id } = await tablet.mutate.addMenuItem(dish(name));
    await syncUntilQuiet(tablet);
    await bed.server.db.deleteFrom("menuItems").where("id", "=", id).execute();

    await tablet.mutate.updateMenuItem({ id, ...dish(`${name} (large)`) });
    const later = await tablet.mutate.addMenuItem(dish(`${name} later`));
    await syncUntilQuiet(tablet);

    expect(tablet.toasts).toEqual([{ title: "Error", description: "Menu item not found" }]);
    expect(await tablet.db.menuItems.get(id)).toBeUndefined();
    expect(await menuRowsNamed(`${name} later`)).toEqual([{ id: later.id }]);
    expect(await tablet.db.outbox.count()).toBe(0);
  });

  it("order status: 'Update Failed' with the server's message, and the order shows the server's status again", async () => {
    const tablet = await device(DEMO_LOGINS.waiter);
    const orderId = await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID);
    await tablet.engine.refresh(["orders"]);
    // The server will not take this order any further (it left the restaurant's reach).
    await bed.server.db
      .updateTable("orders")
      .set({ restaurantId: await otherRestaurantId() })
      .where("id", "=", orderId)
      .execute();

    await tablet.mutate.advanceOrder({ orderId, status: "confirmed" });
    await syncUntilQuiet(tablet);

    expect(tablet.toasts).toEqual([{ title: "Update Failed", description: "You do not have access to this restaurant" }]);
    expect(await tablet.db.orders.get(orderId)).toBeUndefined();
    expect(await storedStatus(orderId)).toBe("pending");
  });

  it("Retry queues it again and Discard drops it", async () => {
    const tablet = await device();
    const number = `R-${Math.random().toString(36).slice(2, 8)}`;
    await tablet.mutate.addTable({ tableNumber: number });
    await syncUntilQuiet(tablet);
    const refused = await tablet.mutate.addTable({ tableNumber: number });
    await syncUntilQuiet(tablet);
    const [rejection] = await tablet.db.rejections.toArray();
    if (!rejection) throw new Error("expected a rejection");

    // The user renames the first table on the server side, then retries: now it goes through.
    await bed.server.db
      .updateTable("restaurantTables")
      .set({ tableNumber: `${number}-old` })
      .where("tableNumber", "=", number)
      .execute();
    await retryRejection(tablet.db, tablet.user.restaurantId, rejection.id);
    expect(await tablet.db.rejections.count()).toBe(0);
    expect(await tablet.db.restaurantTables.get(refused.id)).toMatchObject({ tableNumber: number });
    await syncUntilQuiet(tablet);
    expect(await bed.server.db.selectFrom("restaurantTables").select("id").where("tableNumber", "=", number).execute()).toEqual([
      { id: refused.id },
    ]);

    await tablet.mutate.addTable({ tableNumber: number });
    await syncUntilQuiet(tablet);
    const [again] = await tablet.db.rejections.toArray();
    await discardRejection(tablet.db, again?.id ?? "");
    expect(await tablet.db.rejections.count()).toBe(0);
  });
});

describe("the outbox", () => {
  it("survives closing and reopening the app, and is pushed afterwards", async () => {
    const tablet = await device();
    tablet.faults.plan = (_input, init) => (init.method === "GET" ? undefined : "drop-before");
    const name = `Lassi ${Math.random()}`;
    const { id } = await tablet.mutate.addMenuItem({ ...dish(name), category: "Beverages" });
    await tablet.engine.pushNow();
    expect(await menuRowsNamed(name)).toEqual([]);

    const reopened = bed.track(await tablet.restart());
    await syncUntilQuiet(reopened);

    expect(await menuRowsNamed(name)).toEqual([{ id }]);
    expect(await reopened.db.outbox.count()).toBe(0);
    expect(await reopened.db.menuItems.get(id)).toMatchObject({ name, category: "Beverages" });
  });

  it("keeps waiting changes through a pull", async () => {
    const tablet = await device(DEMO_LOGINS.chef);
    const orderId = await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID);
    await tablet.engine.refresh(["orders"]);
    tablet.faults.plan = (_input, init) => (init.method === "GET" ? undefined : "drop-before");

    await tablet.mutate.advanceOrder({ orderId, status: "confirmed" });
    await tablet.engine.pushNow();
    // Someone else's change to the same order list arrives; the pull must not undo ours.
    await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID);
    await tablet.engine.refresh(["orders"], { full: true });

    expect(await tablet.db.orders.get(orderId)).toMatchObject({ status: "confirmed" });
    expect(await tablet.db.outbox.count()).toBe(1);
    expect(await storedStatus(orderId)).toBe("pending");

    tablet.faults.plan = () => undefined;
    await syncUntilQuiet(tablet);
    expect(await storedStatus(orderId)).toBe("confirmed");
    await until(
      () => tablet.db.outbox.count(),
      (count) => count === 0,
    );
  });
});

async function otherRestaurantId(): Promise<string> {
  const row = await bed.server.db
    .selectFrom("users")
    .select("restaurantId")
    .where("username", "=", "other-admin")
    .executeTakeFirstOrThrow();
  return row.restaurantId;
}
