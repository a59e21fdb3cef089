import { describe, expect, it } from "vitest";
import { newTestTable, placeOrder } from "../../../api/test/route-test-helpers";
import { DEMO_LOGINS } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { type Fault, setupSyncTests, syncUntilQuiet } from "../../test/syncDevices";

const bed = setupSyncTests();

describe("voids through the outbox", () => {
  it.each<Fault>(["drop-before", "drop-after", "server-error"])(
    "%s: a waiter's void shows at once, reaches the server once, with its reason on the audit trail",
    async (fault) => {
      const { app, db } = bed.server;
      const table = await newTestTable(db, DEMO_RESTAURANT_ID);
      const orderId = await placeOrder(app, db, DEMO_RESTAURANT_ID, table.qrCode);
      const floor = await bed.device(DEMO_LOGINS.waiter);
      await floor.engine.refresh(["orders"]);
      let injected = 0;
      floor.faults.plan = (_input, init) => {
        if (init.method === "GET" || injected >= 2) return undefined;
        injected += 1;
        return fault;
      };
      const before = await floor.db.orders.get(orderId);
      await floor.mutate.voidOrderLine({ orderId, lineId: `${orderId}.1`, quantity: 1, reason: "Guest changed their mind" });
      expect((await floor.db.orders.get(orderId))?.items[0]?.voidedQuantity).toBe(1);
      expect((await floor.db.orders.get(orderId))?.totalAmount).toBe((before?.totalAmount ?? 0) - (before?.items[0]?.price ?? 0));
      await syncUntilQuiet(floor);

      const stored = await db.selectFrom("orders").select("items").where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(JSON.parse(stored.items)[0].voidedQuantity).toBe(1);
      const entries = await db.selectFrom("auditEntries").select(["kind", "reason"]).where("orderId", "=", orderId).execute();
      expect(entries).toEqual([{ kind: "void", reason: "Guest changed their mind" }]);
      expect(floor.toasts).toEqual([]);
    },
  );
});
