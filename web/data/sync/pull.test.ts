import { beforeAll, describe, expect, it } from "vitest";
import { newTestTable, placeOrder, send } from "../../../api/test/route-test-helpers";
import { DEMO_LOGINS, signInAs } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { appFetch, type Device, type DeviceOptions, setupSyncTests } from "../../test/syncDevices";
import { pullList } from "./pull";

const bed = setupSyncTests();
const device = (login = DEMO_LOGINS.admin, options?: DeviceOptions) => bed.device(login, options);
let admin: string;

beforeAll(async () => {
  admin = await signInAs(bed.server.app, DEMO_LOGINS.admin);
});

/** The paths a device asked for from now on. */
function recordGets(target: Device): string[] {
  const paths: string[] = [];
  target.faults.plan = (input, init) => {
    if (init.method === "GET") paths.push(input);
    return undefined;
  };
  return paths;
}

describe("pulling orders", () => {
  it("starts whole, then asks only for what changed since the newest change it has", async () => {
    const tablet = await device(DEMO_LOGINS.chef);
    const cursor = (await tablet.db.meta.get("ordersCursor"))?.value;
    const newest = await bed.server.db
      .selectFrom("orders")
      .select((eb) => eb.fn.max("updatedAt").as("max"))
      .executeTakeFirstOrThrow();
    expect(cursor).toBe(newest.max);
    expect(await tablet.db.orders.count()).toBe(
      (await bed.server.db.selectFrom("orders").select("id").where("restaurantId", "=", DEMO_RESTAURANT_ID).execute()).length,
    );

    const paths = recordGets(tablet);
    const fresh = await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID);
    await tablet.engine.refresh(["orders"]);

    expect(paths).toEqual([`/api/restaurants/${DEMO_RESTAURANT_ID}/orders?updatedSince=${encodeURIComponent(cursor ?? "")}`]);
    expect(await tablet.db.orders.get(fresh)).toMatchObject({ status: "pending" });
    expect((await tablet.db.meta.get("ordersCursor"))?.value).not.toBe(cursor);
  });

  it("misses no write stamped in the same millisecond as the last one it saw", async () => {
    const tablet = await device(DEMO_LOGINS.chef);
    const [first, second] = [
      await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID),
      await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID),
    ];
    const instant = "2099-01-01T00:00:00.000Z";
    await bed.server.db.updateTable("orders").set({ updatedAt: instant }).where("id", "=", first).execute();
    await tablet.engine.refresh(["orders"]);
    expect((await tablet.db.meta.get("ordersCursor"))?.value).toBe(instant);

    // A second write lands in that same millisecond after the pull.
    await bed.server.db.updateTable("orders").set({ updatedAt: instant, status: "confirmed" }).where("id", "=", second).execute();
    await tablet.engine.refresh(["orders"]);
    expect(await tablet.db.orders.get(second)).toMatchObject({ status: "confirmed" });
    await bed.server.db.updateTable("orders").set({ updatedAt: new Date().toISOString() }).where("updatedAt", "=", instant).execute();
  });

  it("sees the orders of a table deleted elsewhere lose their table", async () => {
    const tablet = await device(DEMO_LOGINS.waiter);
    const { id: tableId, qrCode } = await newTestTable(bed.server.db, DEMO_RESTAURANT_ID);
    const orderId = await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID, qrCode);
    await tablet.engine.refresh(["orders", "restaurantTables"]);
    expect((await tablet.db.orders.get(orderId))?.table).not.toBeNull();

    await send(bed.server.app, "DELETE", `/api/tables/${tableId}`, { cookie: admin });
    await tablet.engine.refresh(["orders", "restaurantTables"]);

    expect(await tablet.db.orders.get(orderId)).toMatchObject({ tableId: null, table: null });
    expect(await tablet.db.restaurantTables.get(tableId)).toBeUndefined();
  });
});

describe("the platform lists", () => {
  it("are pulled for admins allowed to read them", async () => {
    const tablet = await device(DEMO_LOGINS.admin);
    const restaurants = await bed.server.db.selectFrom("restaurants").select("id").execute();
    expect(await tablet.db.restaurants.count()).toBe(restaurants.length);
    expect((await tablet.db.meta.get("pulled:demoRequests"))?.value).toEqual(expect.any(String));
  });

  it("stay empty and quiet for anyone the server refuses them to (403)", async () => {
    const tablet = await device(DEMO_LOGINS.chef);
    const context = {
      db: tablet.db,
      fetch: appFetch(bed.server.app, tablet.jar),
      restaurantId: tablet.user.restaurantId,
      timeoutMs: 1000,
      stop: new AbortController().signal,
    };
    expect(await pullList(context, "restaurants")).toBe("pulled");
    expect(await pullList(context, "customers")).toBe("pulled");
    expect(await tablet.db.restaurants.count()).toBe(0);
    expect(await tablet.db.customers.count()).toBe(0);
    expect((await tablet.db.meta.get("pulled:restaurants"))?.value).toEqual(expect.any(String));
    expect(tablet.toasts).toEqual([]);
  });
});
