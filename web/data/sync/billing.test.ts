import { describe, expect, it } from "vitest";
import { newTestTable, placeOrder, send } from "../../../api/test/route-test-helpers";
import { DEMO_LOGINS, signInAs } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { Bill } from "../../../shared/schemas/bills";
import { type Device, type Fault, setupSyncTests, syncUntilQuiet } from "../../test/syncDevices";

const bed = setupSyncTests();

function failWrites(target: Device, fault: Fault, times: number): void {
  let injected = 0;
  target.faults.plan = (_input, init) => {
    if (init.method === "GET" || injected >= times) return undefined;
    injected += 1;
    return fault;
  };
}

/** A bill made on the server for a fresh table with one served order. */
async function servedBill(): Promise<{ bill: Bill; orderId: string }> {
  const { app, db } = bed.server;
  const table = await newTestTable(db, DEMO_RESTAURANT_ID);
  const orderId = await placeOrder(app, db, DEMO_RESTAURANT_ID, table.qrCode);
  const cookie = await signInAs(app, DEMO_LOGINS.waiter);
  for (const status of ["confirmed", "preparing", "served"])
    await send(app, "PUT", `/api/orders/${orderId}/status`, { cookie, body: { status } });
  const response = await send(app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, { cookie, body: { tableId: table.id } });
  return { bill: await response.json(), orderId };
}

describe("payments through the outbox", () => {
  it.each<Fault>(["drop-before", "drop-after", "server-error", "hang"])(
    "%s: a payment in full is recorded once, shows Paid at once and completes the served order",
    async (fault) => {
      const { bill, orderId } = await servedBill();
      const counter = await bed.device(DEMO_LOGINS.waiter);
      await counter.engine.refresh(["bills", "orders"]);
      expect((await counter.db.bills.get(bill.id))?.status).toBe("unpaid");
      failWrites(counter, fault, 2);

      await counter.mutate.recordPayment({ billId: bill.id, method: "upi", amountPaise: bill.totalPaise });
      expect(await counter.db.bills.get(bill.id)).toMatchObject({ status: "paid", paidPaise: bill.totalPaise });
      expect((await counter.db.orders.get(orderId))?.status).toBe("completed");
      await syncUntilQuiet(counter);

      const payments = await bed.server.db.selectFrom("billPayments").select("amountPaise").where("billId", "=", bill.id).execute();
      expect(payments).toEqual([{ amountPaise: bill.totalPaise }]);
      expect(await counter.db.bills.get(bill.id)).toMatchObject({ status: "paid", paidPaise: bill.totalPaise });
      expect(counter.toasts).toEqual([]);
    },
  );

  it("a payment the server refuses (more than is due) is rejected and the bill shows the server's copy again", async () => {
    const { bill } = await servedBill();
    const counter = await bed.device(DEMO_LOGINS.admin);
    await counter.engine.refresh(["bills"]);
    await bed.server.db
      .updateTable("bills")
      .set({ paidPaise: bill.totalPaise - 100 })
      .where("id", "=", bill.id)
      .execute();
    await counter.mutate.recordPayment({ billId: bill.id, method: "cash", amountPaise: 500 });
    await syncUntilQuiet(counter);
    expect(await counter.db.rejections.count()).toBe(1);
    expect(counter.toasts[0]?.title).toBe("Payment Failed");
    expect(await counter.db.bills.get(bill.id)).toMatchObject({ paidPaise: bill.totalPaise - 100, status: "unpaid" });
  });
});

describe("restaurant settings through the outbox", () => {
  it("saves offline-made settings once the server is back, and pulls them onto another admin device", async () => {
    const office = await bed.device(DEMO_LOGINS.admin);
    failWrites(office, "drop-before", 3);
    const settings = {
      legalName: "Spice Garden Foods",
      address: "12 MG Road",
      phone: "",
      gstin: "27AAPFU0939F1ZV",
      fssaiNumber: "",
      gstMode: "regular-18" as const,
      pricesIncludeGst: true,
      upiId: "spice@okaxis",
      upiPayee: "",
      billFooter: "",
    };
    await office.mutate.saveRestaurantSettings({ restaurantId: DEMO_RESTAURANT_ID, settings });
    expect(await office.db.restaurantSettings.get(DEMO_RESTAURANT_ID)).toMatchObject(settings);
    await syncUntilQuiet(office);
    const counter = await bed.device(DEMO_LOGINS.admin);
    expect(await counter.db.restaurantSettings.get(DEMO_RESTAURANT_ID)).toMatchObject({ ...settings, restaurantId: DEMO_RESTAURANT_ID });
    // A waiter's phone has them too (read only): its Bill with Changes offers the admin's discount reasons.
    const waiter = await bed.device(DEMO_LOGINS.waiter);
    expect(await waiter.db.restaurantSettings.get(DEMO_RESTAURANT_ID)).toMatchObject({ legalName: settings.legalName });
  });
});
