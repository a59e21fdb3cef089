import { describe, expect, it } from "vitest";
import { newTestTable } from "../../../api/test/route-test-helpers";
import { DEMO_LOGINS } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { type Fault, setupSyncTests, syncUntilQuiet } from "../../test/syncDevices";

const bed = setupSyncTests();

/** A booking of a new table made on the server for tonight, as the host stand pulls it. */
async function bookedTable() {
  const { db } = bed.server;
  const table = await newTestTable(db, DEMO_RESTAURANT_ID);
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("reservations")
    .values({
      id,
      restaurantId: DEMO_RESTAURANT_ID,
      name: "Sharma",
      phone: "9845033333",
      partySize: 4,
      at: new Date(Date.now() + 30 * 60_000).toISOString(),
      tableId: table.id,
      occasion: null,
      notes: "",
      event: null,
      status: "requested",
      seatedTableId: null,
      seatedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { id, table };
}

describe("bookings through the outbox", () => {
  it.each<Fault>(["drop-before", "drop-after", "server-error"])(
    "%s: confirm, a deposit and the seat show at once and reach the server once",
    async (fault) => {
      const { db } = bed.server;
      const { id, table } = await bookedTable();
      const host = await bed.device(DEMO_LOGINS.waiter);
      await host.engine.refresh(["reservations", "restaurantTables"]);
      let injected = 0;
      host.faults.plan = (_input, init) => {
        if (init.method === "GET" || injected >= 3) return undefined;
        injected += 1;
        return fault;
      };
      await host.mutate.confirmReservation({ id });
      expect((await host.db.reservations.get(id))?.status).toBe("confirmed");
      await host.mutate.recordDeposit({ id, method: "upi", amountPaise: 200_000 });
      expect((await host.db.reservations.get(id))?.depositPaise).toBe(200_000);
      await host.mutate.seatReservation({ id, tableId: table.id });
      expect((await host.db.reservations.get(id))?.status).toBe("seated");
      await syncUntilQuiet(host);

      const stored = await db.selectFrom("reservations").select(["status", "seatedTableId"]).where("id", "=", id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: "seated", seatedTableId: table.id });
      const deposits = await db.selectFrom("reservationDeposits").select("amountPaise").where("reservationId", "=", id).execute();
      expect(deposits).toEqual([{ amountPaise: 200_000 }]);
      expect((await host.db.reservations.get(id))?.deposits).toEqual([expect.objectContaining({ method: "upi", amountPaise: 200_000 })]);
      expect(host.toasts).toEqual([]);
    },
  );

  it("a move the server refuses (cancelled on another device) is kept as refused for good, and the local copy is the server's again", async () => {
    const { id } = await bookedTable();
    const host = await bed.device(DEMO_LOGINS.waiter);
    await host.engine.refresh(["reservations"]);
    await bed.server.db.updateTable("reservations").set({ status: "cancelled" }).where("id", "=", id).execute();
    await host.mutate.markReservationNoShow({ id });
    await syncUntilQuiet(host);
    expect((await host.db.reservations.get(id))?.status).toBe("cancelled");
    const [refused] = await host.db.rejections.toArray();
    expect(refused).toMatchObject({
      name: "markReservationNoShow",
      status: 409,
      message: "This booking is cancelled: it cannot be marked as a no-show",
    });
  });
});
