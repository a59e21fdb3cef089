import { describe, expect, it } from "vitest";
import { newTestTable, tableAndDish } from "../../../api/test/route-test-helpers";
import { DEMO_LOGINS } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { type Fault, failWrites, setupSyncTests, syncUntilQuiet } from "../../test/syncDevices";
import { rejectedChange } from "../rejected";

const bed = setupSyncTests();

/** A fresh table of the demo restaurant, pulled onto the waiter's phone, and a dish of its menu. */
async function waiterAtNewTable() {
  const phone = await bed.device(DEMO_LOGINS.waiter);
  const table = await newTestTable(bed.server.db, DEMO_RESTAURANT_ID);
  const { dish } = await tableAndDish(bed.server.db, DEMO_RESTAURANT_ID);
  await phone.engine.refresh(["restaurantTables", "menuItems", "orders"]);
  return { phone, table, dish };
}

const ordersAt = (tableId: string) =>
  bed.server.db
    .selectFrom("orders")
    .select(["id", "takenBy", "totalAmount", "specialInstructions"])
    .where("tableId", "=", tableId)
    .execute();

describe("a waiter's order reaches the kitchen exactly once, whatever happens on the way", () => {
  it.each<Fault>(["drop-before", "drop-after", "server-error", "hang"])(
    "%s: one order, shown pending at once, then the server's copy",
    async (fault) => {
      const { phone, table, dish } = await waiterAtNewTable();
      const seen = failWrites(phone, fault, 2);

      const { id } = await phone.mutate.placeStaffOrder({
        tableId: table.id,
        items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 2 }],
        totalAmount: dish.price * 2,
        specialInstructions: "Less spicy",
        takenBy: "waiter",
      });
      const local = await phone.db.orders.get(id);
      expect(local).toMatchObject({
        status: "pending",
        table: { tableNumber: table.tableNumber },
        takenBy: "waiter",
        totalAmount: dish.price * 2,
      });
      expect(await phone.db.outbox.count()).toBe(1);

      await syncUntilQuiet(phone);

      expect(seen.injected).toBe(2);
      expect(await ordersAt(table.id)).toEqual([{ id, takenBy: "waiter", totalAmount: dish.price * 2, specialInstructions: "Less spicy" }]);
      expect(await phone.db.outbox.count()).toBe(0);
      expect(await phone.db.rejections.count()).toBe(0);
      expect(await phone.db.orders.get(id)).toMatchObject({ id, status: "pending", takenBy: "waiter", restaurantId: DEMO_RESTAURANT_ID });
    },
  );

  it("keeps a waiting order through a pull, then the server prices it", async () => {
    const { phone, table, dish } = await waiterAtNewTable();
    failWrites(phone, "drop-before", 100);
    const { id } = await phone.mutate.placeStaffOrder({
      tableId: table.id,
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }],
      totalAmount: dish.price,
      takenBy: "waiter",
    });
    await phone.engine.refresh(["orders"], { full: true });
    expect(await phone.db.orders.get(id)).toMatchObject({ table: { tableNumber: table.tableNumber }, status: "pending" });

    phone.faults.plan = () => undefined;
    await syncUntilQuiet(phone);
    expect((await ordersAt(table.id)).map((order) => order.id)).toEqual([id]);
  });

  it("a refused order (a stale price) is kept as a rejection, the local copy goes, and only the orders are pulled again", async () => {
    const { phone, table, dish } = await waiterAtNewTable();
    const asked: string[] = [];
    phone.faults.plan = (input, init) => {
      asked.push(`${init.method ?? "GET"} ${input}`);
      return undefined;
    };
    const { id } = await phone.mutate.placeStaffOrder({
      tableId: table.id,
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }],
      totalAmount: dish.price + 5,
      takenBy: "waiter",
    });
    await syncUntilQuiet(phone);
    // What the refusal pulled whole, before the next round's pulls since the last change: the orders only.
    // The order read the menu just to name its options, so the menu has no reason to come again.
    const afterRefusal = asked.slice(asked.findIndex((call) => call.startsWith("POST")) + 1);
    const refusalPull = afterRefusal.slice(
      0,
      afterRefusal.findIndex((call) => call.includes("updatedSince")),
    );
    expect(refusalPull).toEqual([`GET /api/restaurants/${DEMO_RESTAURANT_ID}/orders`]);
    expect(await ordersAt(table.id)).toEqual([]);
    // The server said why: prices changed, which the same order meets again, so the panel offers no Retry.
    const [rejection] = await phone.db.rejections.toArray();
    expect(rejection).toMatchObject({ status: 409, code: "prices-changed" });
    expect(rejection && rejectedChange(rejection, undefined).retryable).toBe(false);
    expect(phone.toasts.map((toast) => toast.title)).toEqual(["Order Failed"]);
    expect(await phone.db.orders.get(id)).toBeUndefined();
  });
});

describe("a diner's call, answered through the outbox", () => {
  it.each<Fault>(["drop-after", "hang"])("%s: Acknowledge then Done each land once, forward only", async (fault) => {
    const phone = await bed.device(DEMO_LOGINS.waiter);
    const table = await newTestTable(bed.server.db, DEMO_RESTAURANT_ID);
    const response = await bed.server.app.request(`/api/qr/${table.qrCode}/requests`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ kind: "waiter" }),
    });
    const { id } = (await response.json()) as { id: string };
    await phone.engine.refresh(["serviceRequests"]);
    expect(await phone.db.serviceRequests.get(id)).toMatchObject({ status: "open", tableNumber: table.tableNumber });
    failWrites(phone, fault, 2);
    const published: string[] = [];
    const unsubscribe = bed.server.changes.subscribe((change) => published.push(...change.topics), DEMO_RESTAURANT_ID);

    await phone.mutate.answerServiceRequest({ id, status: "acknowledged" });
    expect(await phone.db.serviceRequests.get(id)).toMatchObject({ status: "acknowledged" });
    await phone.mutate.answerServiceRequest({ id, status: "done" });
    await syncUntilQuiet(phone);
    unsubscribe();

    expect(published).toEqual(["serviceRequests", "serviceRequests"]);
    const stored = await bed.server.db.selectFrom("serviceRequests").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.status).toBe("done");
    expect(await phone.db.outbox.count()).toBe(0);
  });
});
