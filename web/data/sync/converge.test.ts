import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { placeOrder } from "../../../api/test/route-test-helpers";
import { DEMO_LOGINS } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID, TABLE_CAPACITY, TABLE_LOCATIONS } from "../../../shared/constants";
import { nextOrderStatus, ORDER_STATUSES } from "../../../shared/order-status";
import { customerNotesInput } from "../../../shared/schemas/customers";
import { menuItemFields } from "../../../shared/schemas/menu";
import { tableFields } from "../../../shared/schemas/tables";
import { appFetch, createDevice, type Device, type Fault, setupSyncTests, signInThrough, syncUntilQuiet } from "../../test/syncDevices";

/**
 * Two tablets of one restaurant (an admin's and a waiter's) make random changes while random faults hit
 * their requests and sessions expire. Once the faults clear and both have synced, both local databases
 * equal the server, every create made one row with its client id, no order status ever went backwards
 * anywhere, and the outboxes are empty (refused changes sit in rejections).
 */

const bed = setupSyncTests();

type Op =
  | { kind: "advance"; device: number; pick: number }
  | { kind: "addMenuItem"; device: number; name: string; price: number }
  | { kind: "updateMenuItem"; device: number; pick: number; price: number }
  | { kind: "toggleMenuItem"; device: number; pick: number }
  | { kind: "deleteMenuItem"; device: number; pick: number }
  | { kind: "addTable"; device: number; number: string; capacity: number }
  | { kind: "updateTable"; device: number; pick: number; number: string; capacity: number }
  | { kind: "deleteTable"; device: number; pick: number }
  | { kind: "notes"; device: number; notes: string }
  | { kind: "sync"; device: number }
  | { kind: "expire"; device: number };

const device = fc.integer({ min: 0, max: 1 });
const pick = fc.nat(9);
// Right-typed values on both sides of each rule: price 0, 101-character names, capacity 0 and 21.
const price = fc.constantFrom(0, 1, 240, 1_000_001);
const name = fc.constantFrom("Dal", "Paneer Tikka", "x".repeat(101));
const tableNumber = fc.constantFrom("1", "2", "3");
const capacity = fc.constantFrom(0, TABLE_CAPACITY.min, 4, TABLE_CAPACITY.max, TABLE_CAPACITY.max + 1);

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("advance" as const), device, pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("addMenuItem" as const), device, name, price }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("updateMenuItem" as const), device, pick, price }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("toggleMenuItem" as const), device, pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("deleteMenuItem" as const), device, pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("addTable" as const), device, number: tableNumber, capacity }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("updateTable" as const), device, pick, number: tableNumber, capacity }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("deleteTable" as const), device, pick }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("notes" as const), device, notes: fc.constantFrom("Prefers window seats", "n".repeat(2001)) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("sync" as const), device }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("expire" as const), device }) },
);

const fault = fc.constantFrom<Fault | undefined>(undefined, undefined, "drop-before", "drop-after", "server-error", "hang");

let run = 0;

describe("two devices under faults", () => {
  it("converge on the server's state, with one row per client id and no status going backwards", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 18 }),
        fc.tuple(fc.array(fault, { maxLength: 10 }), fc.array(fault, { maxLength: 10 })),
        async (ops, schedules) => {
          run += 1;
          const prefix = `r${run}-`;
          const orderIds = [
            await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID),
            await placeOrder(bed.server.app, bed.server.db, DEMO_RESTAURANT_ID),
          ];
          const devices = [await createDevice(bed.server.app, DEMO_LOGINS.admin), await createDevice(bed.server.app, DEMO_LOGINS.waiter)];
          const made = { menuItems: new Set<string>(), restaurantTables: new Set<string>() };
          const highest = new Map<string, number>();
          const expired = new Set<Device>();
          try {
            devices.forEach((tablet, index) => {
              const schedule = [...(schedules[index] ?? [])];
              tablet.faults.plan = () => schedule.shift();
            });

            for (const step of ops) {
              const tablet = devices[step.device];
              if (!tablet) throw new Error("two devices only");
              await perform(tablet, step, prefix, orderIds, made);
              if (step.kind === "expire") expired.add(tablet);
              await noStatusWentBack(devices, orderIds, highest);
            }

            // The faults clear, expired sessions sign in again, and both devices sync (twice round, so each sees the other's last changes).
            for (const tablet of devices) {
              tablet.faults.plan = () => undefined;
              if (expired.has(tablet)) {
                await signInThrough(
                  appFetch(bed.server.app, tablet.jar),
                  tablet.user.role === "waiter" ? DEMO_LOGINS.waiter : DEMO_LOGINS.admin,
                );
                tablet.engine.resume();
              }
            }
            for (const tablet of [...devices, ...devices]) await syncUntilQuiet(tablet);

            for (const tablet of devices) {
              expect(await tablet.db.outbox.count()).toBe(0);
              await expectSameAsServer(tablet);
            }
            await noStatusWentBack(devices, orderIds, highest);
            await oneRowPerClientId(prefix, made);
          } finally {
            for (const tablet of devices) tablet.close();
          }
        },
      ),
      { numRuns: 10 },
    );
  }, 300_000);
});

async function perform(
  tablet: Device,
  step: Op,
  prefix: string,
  orderIds: string[],
  made: Record<"menuItems" | "restaurantTables", Set<string>>,
) {
  const ours = <Row extends { id: string }>(rows: Row[], test: (row: Row) => boolean) =>
    rows.filter(test).sort((a, b) => a.id.localeCompare(b.id));
  const menu = ours(await tablet.db.menuItems.toArray(), (item) => item.name.startsWith(prefix));
  const tables = ours(await tablet.db.restaurantTables.toArray(), (table) => table.tableNumber.startsWith(prefix));
  const chosen = <Row>(rows: Row[], index: number) => rows[index % Math.max(rows.length, 1)];

  /**
   * Runs a mutation whose input may break a shared rule: it must throw exactly when the schema refuses
   * the input (mutate.test.ts shows a refusal writes nothing; here the engine pushes in the background,
   * so the outbox's size proves nothing).
   */
  async function attempt(valid: boolean, run: () => Promise<unknown>) {
    if (valid) await run();
    else await expect(run()).rejects.toThrow();
  }

  switch (step.kind) {
    case "advance": {
      const order = await tablet.db.orders.get(orderIds[step.pick % orderIds.length] ?? "");
      const next = order && nextOrderStatus(order.status);
      if (order && next) await tablet.mutate.advanceOrder({ orderId: order.id, status: next });
      return;
    }
    case "addMenuItem": {
      const input = { name: `${prefix}${step.name}`, price: step.price, category: "Curries" as const };
      await attempt(menuItemFields.safeParse(input).success, async () => made.menuItems.add((await tablet.mutate.addMenuItem(input)).id));
      return;
    }
    case "updateMenuItem": {
      const item = chosen(menu, step.pick);
      if (!item) return;
      const input = {
        id: item.id,
        name: item.name,
        description: item.description,
        price: step.price,
        category: "Curries" as const,
        isAvailable: item.isAvailable,
      };
      await attempt(menuItemFields.safeParse(input).success, () => tablet.mutate.updateMenuItem(input));
      return;
    }
    case "toggleMenuItem": {
      const item = chosen(menu, step.pick);
      if (item) await tablet.mutate.setMenuItemAvailability({ id: item.id, isAvailable: !item.isAvailable });
      return;
    }
    case "deleteMenuItem": {
      const item = chosen(menu, step.pick);
      if (item) await tablet.mutate.deleteMenuItem({ id: item.id });
      return;
    }
    case "addTable": {
      const input = { tableNumber: `${prefix}${step.number}`, capacity: step.capacity };
      await attempt(tableFields.safeParse(input).success, async () => made.restaurantTables.add((await tablet.mutate.addTable(input)).id));
      return;
    }
    case "updateTable": {
      const table = chosen(tables, step.pick);
      if (!table) return;
      const location = TABLE_LOCATIONS.find((known) => known === table.location) ?? null;
      const input = { id: table.id, tableNumber: `${prefix}${step.number}`, capacity: step.capacity, location };
      await attempt(tableFields.safeParse(input).success, () => tablet.mutate.updateTable(input));
      return;
    }
    case "deleteTable": {
      const table = chosen(tables, step.pick);
      if (table) await tablet.mutate.deleteTable({ id: table.id });
      return;
    }
    case "notes": {
      const customer = (await tablet.db.customers.toArray()).sort((a, b) => a.id.localeCompare(b.id))[0];
      if (!customer) return;
      const input = { customerId: customer.id, notes: step.notes };
      await attempt(customerNotesInput.safeParse(input).success, () => tablet.mutate.saveCustomerNotes(input));
      return;
    }
    case "sync":
      await tablet.engine.pushNow();
      await tablet.engine.refresh();
      return;
    case "expire":
      // Signed out on the server (expired, or logged out elsewhere): this device's cookie stops working.
      await appFetch(bed.server.app, tablet.jar)("/api/auth/logout", { method: "POST" });
      return;
  }
}

/** Every order's status, on each device and on the server, is at or past the furthest seen there before. */
async function noStatusWentBack(devices: Device[], orderIds: string[], highest: Map<string, number>) {
  const seen: [string, string | undefined][] = [];
  for (const [index, tablet] of devices.entries()) {
    for (const id of orderIds) seen.push([`device ${index} ${id}`, (await tablet.db.orders.get(id))?.status]);
  }
  for (const id of orderIds) {
    seen.push([
      `server ${id}`,
      (await bed.server.db.selectFrom("orders").select("status").where("id", "=", id).executeTakeFirst())?.status,
    ]);
  }
  for (const [where, status] of seen) {
    if (status === undefined) continue;
    const rank = ORDER_STATUSES.indexOf(status as (typeof ORDER_STATUSES)[number]);
    expect(rank, `${where} went back to ${status}`).toBeGreaterThanOrEqual(highest.get(where) ?? 0);
    highest.set(where, rank);
  }
}

/** The device's local lists are exactly what the server answers its user. */
async function expectSameAsServer(tablet: Device) {
  const read = async (path: string) => (await appFetch(bed.server.app, tablet.jar)(path, { method: "GET" })).json();
  const byId = <Row extends { id: string }>(rows: Row[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  const base = `/api/restaurants/${DEMO_RESTAURANT_ID}`;
  expect(byId(await tablet.db.orders.toArray())).toEqual(byId(await read(`${base}/orders`)));
  expect(byId(await tablet.db.menuItems.toArray())).toEqual(byId(await read(`${base}/menu`)));
  expect(byId(await tablet.db.restaurantTables.toArray())).toEqual(byId(await read(`${base}/tables`)));
  if (tablet.user.role === "admin") expect(byId(await tablet.db.customers.toArray())).toEqual(byId(await read(`${base}/customers`)));
}

/** Each row this run created on the server carries an id a device made, so no create was carried out twice. */
async function oneRowPerClientId(prefix: string, made: Record<"menuItems" | "restaurantTables", Set<string>>) {
  const menu = await bed.server.db.selectFrom("menuItems").select("id").where("name", "like", `${prefix}%`).execute();
  const tables = await bed.server.db.selectFrom("restaurantTables").select("id").where("tableNumber", "like", `${prefix}%`).execute();
  for (const { id } of menu) expect(made.menuItems.has(id)).toBe(true);
  for (const { id } of tables) expect(made.restaurantTables.has(id)).toBe(true);
  expect(new Set(menu.map((row) => row.id)).size).toBe(menu.length);
}
