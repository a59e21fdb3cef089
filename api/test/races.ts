import { describe, expect, it } from "vitest";
import { isPaidInFull } from "../../shared/billing/paid";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { ORDER_STATUSES } from "../../shared/order-status";
import type { Bill } from "../../shared/schemas/bills";
import type { Db } from "../db/connection";
import { moveRaceSuite } from "./move-races";
import { DINER, newTestTable, type SendOptions, tableAndDish } from "./route-test-helpers";

/** Two writers over one database, and how to reach them. */
export interface RaceHarness {
  /** Sends the index-th of a batch of parallel requests: even ones to one process, odd ones to the other. */
  send(index: number, method: string, path: string, options?: SendOptions): Response | Promise<Response>;
  /** The database both write to, to check what they stored. */
  db: Db;
  /** A waiter's and an admin's session cookies, good on both. */
  waiter: string;
  admin: string;
}

/**
 * Read-decide-write races (docs/decisions/072-atomic-writes-on-postgresql.md): the same requests sent
 * at once, half to each of two writers, for `rounds` rounds, with zero anomalies allowed: payments
 * never exceed the bill and add up to paidPaise, a bill is paid exactly when they are equal, statuses
 * never move back, and one table gets one bill. api/concurrency.test.ts runs it on either store,
 * api/concurrency.pgtest.ts on two real server processes.
 */
export function raceSuite(h: () => RaceHarness, rounds: number): void {
  /** A fresh table with one diner's order on it, billed: a bill of its own. */
  async function freshBill(): Promise<Bill> {
    const table = await newTestTable(h().db, DEMO_RESTAURANT_ID);
    const { dish } = await tableAndDish(h().db, DEMO_RESTAURANT_ID);
    const placed = await h().send(0, "POST", `/api/qr/${table.qrCode}/order`, {
      body: { ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 3 }], totalAmount: dish.price * 3 },
    });
    expect(placed.status).toBe(201);
    const made = await h().send(0, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, {
      cookie: h().waiter,
      body: { tableId: table.id },
    });
    expect(made.status).toBe(201);
    return made.json();
  }

  const pay = (index: number, billId: string, amountPaise: number) =>
    h().send(index, "POST", `/api/bills/${billId}/payments`, { cookie: h().waiter, body: { method: "cash", amountPaise } });

  /** The bill as stored with the sum of its payment rows: what the invariants are checked on. */
  async function stored(billId: string) {
    const bill = await h()
      .db.selectFrom("bills")
      .select(["totalPaise", "paidPaise", "advancePaise", "status", "paidAt"])
      .where("id", "=", billId)
      .executeTakeFirstOrThrow();
    const payments = await h().db.selectFrom("billPayments").select("amountPaise").where("billId", "=", billId).execute();
    return { ...bill, paymentsPaise: payments.reduce((sum, payment) => sum + payment.amountPaise, 0) };
  }

  /** Every accepted payment is a row, the rows add up to paidPaise, never past the total, and paid exactly when equal. */
  async function expectConsistent(billId: string, acceptedPaise: number) {
    const bill = await stored(billId);
    expect(bill.paymentsPaise).toBe(acceptedPaise);
    expect(bill.paidPaise).toBe(bill.paymentsPaise);
    expect(bill.paidPaise + bill.advancePaise).toBeLessThanOrEqual(bill.totalPaise);
    expect(bill.status === "paid").toBe(isPaidInFull(bill));
    expect(bill.paidAt !== null).toBe(bill.status === "paid");
    return bill;
  }

  /** Sends the payments at once; answers the paise accepted, and checks each answer is a 200 or a 409. */
  async function payAll(billId: string, amounts: number[]): Promise<number> {
    const answers = await Promise.all(amounts.map((amount, index) => pay(index, billId, amount)));
    let accepted = 0;
    answers.forEach((answer, index) => {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 200) accepted += amounts[index] ?? 0;
    });
    return accepted;
  }

  describe("parallel payments on one bill", () => {
    it("accepts only one of two payments of 60 % each, every round", async () => {
      for (let round = 0; round < rounds; round++) {
        const bill = await freshBill();
        const sixty = Math.ceil((bill.totalPaise * 6) / 10);
        const accepted = await payAll(bill.id, [sixty, sixty]);
        expect(accepted).toBe(sixty);
        expect(await expectConsistent(bill.id, accepted)).toMatchObject({ status: "unpaid" });
      }
    });

    it("adds up ten payments of a tenth each and refuses an eleventh, every round", async () => {
      for (let round = 0; round < rounds / 3; round++) {
        const bill = await freshBill();
        const tenth = Math.floor(bill.totalPaise / 10);
        const tenths = Array.from({ length: 10 }, (_, index) => (index === 9 ? bill.totalPaise - tenth * 9 : tenth));
        // An eleventh payment of one paisa races them: whichever loses, the bill is never overpaid.
        const accepted = await payAll(bill.id, [...tenths, 1]);
        const after = await expectConsistent(bill.id, accepted);
        expect(accepted).toBeGreaterThanOrEqual(bill.totalPaise - (tenths[9] ?? 0));
        if (after.status === "paid") expect((await pay(0, bill.id, 1)).status).toBe(409);
      }
    });
  });

  describe("status races", () => {
    it("never moves a call back to acknowledged once done was answered", async () => {
      for (let round = 0; round < rounds; round++) {
        const table = await newTestTable(h().db, DEMO_RESTAURANT_ID);
        const opened = await h().send(0, "POST", `/api/qr/${table.qrCode}/requests`, { body: { kind: "waiter" } });
        expect(opened.status).toBe(201);
        const { id } = (await opened.json()) as { id: string };
        const move = (index: number, status: string) =>
          h().send(index, "PUT", `/api/service-requests/${id}`, { cookie: h().waiter, body: { status } });
        const answers = await Promise.all([move(0, "acknowledged"), move(1, "done"), move(2, "acknowledged"), move(3, "done")]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
        const row = await h().db.selectFrom("serviceRequests").select(["status", "doneAt"]).where("id", "=", id).executeTakeFirstOrThrow();
        expect(row.status).toBe("done");
        expect(row.doneAt).not.toBeNull();
      }
    });

    it("never moves an order back once served was answered", async () => {
      const { table, dish } = await tableAndDish(h().db, DEMO_RESTAURANT_ID);
      for (let round = 0; round < rounds; round++) {
        const placed = await h().send(0, "POST", `/api/qr/${table.qrCode}/order`, {
          body: { ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price },
        });
        const { id } = (await placed.json()) as { id: string };
        const move = (index: number, status: string) =>
          h().send(index, "PUT", `/api/orders/${id}/status`, { cookie: h().waiter, body: { status } });
        expect((await move(0, "confirmed")).status).toBe(200);
        // One tablet walks the order to served while the other taps preparing, late.
        const walk = async () => {
          for (const status of ["preparing", "served"]) expect((await move(0, status)).status).toBe(200);
        };
        const late = async (index: number) => {
          for (let tap = 0; tap < 3; tap++) expect((await move(index, "preparing")).status).toBe(200);
        };
        await Promise.all([walk(), late(1), late(3), late(5)]);
        const row = await h().db.selectFrom("orders").select("status").where("id", "=", id).executeTakeFirstOrThrow();
        expect(ORDER_STATUSES.indexOf(row.status as (typeof ORDER_STATUSES)[number])).toBe(ORDER_STATUSES.indexOf("served"));
      }
    });
  });

  describe("parallel Make Bill", () => {
    it("makes one bill of a table however many devices ask at once, each order on it once, numbers unbroken", async () => {
      const numbers: string[] = [];
      for (let round = 0; round < rounds / 2; round++) {
        const table = await newTestTable(h().db, DEMO_RESTAURANT_ID);
        const { dish } = await tableAndDish(h().db, DEMO_RESTAURANT_ID);
        for (let order = 0; order < 2; order++) {
          const placed = await h().send(0, "POST", `/api/qr/${table.qrCode}/order`, {
            body: { ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }], totalAmount: dish.price },
          });
          expect(placed.status).toBe(201);
        }
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, index) =>
            h().send(index, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, { cookie: h().waiter, body: { tableId: table.id } }),
          ),
        );
        expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
        expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
        const bills = (await Promise.all(answers.map((answer) => answer.json()))) as Bill[];
        expect(new Set(bills.map((bill) => bill.id)).size).toBe(1);
        expect(bills[0]?.orderIds).toHaveLength(2);
        const stored = await h().db.selectFrom("bills").select("number").where("tableId", "=", table.id).execute();
        expect(stored).toHaveLength(1);
        numbers.push(stored[0]?.number ?? "");
      }
      // Each bill took the next number: none skipped, none twice.
      const sequences = numbers.map((number) => Number(number.split("/").at(-1)));
      sequences.forEach((sequence, index) => {
        if (index > 0) expect(sequence).toBe((sequences[index - 1] ?? 0) + 1);
      });
    });
  });

  describe("parallel splits and bills of lines (issue 30)", () => {
    /** What bills not cancelled hold of each line, shares of an equal split counted as parts of one. */
    async function heldOf(orderId: string) {
      const rows = await h()
        .db.selectFrom("billLines")
        .innerJoin("bills", "bills.id", "billLines.billId")
        .select(["billLines.lineId", "billLines.quantity", "billLines.shareOf"])
        .where("billLines.orderId", "=", orderId)
        .where("bills.status", "!=", "cancelled")
        .execute();
      const held = new Map<string, number>();
      for (const row of rows) held.set(row.lineId, (held.get(row.lineId) ?? 0) + row.quantity / row.shareOf);
      return held;
    }

    it("splits a bill once however many devices split it at once: no line on two live bills, no number twice", async () => {
      for (let round = 0; round < rounds / 2; round++) {
        const bill = await freshBill();
        const [orderId = ""] = bill.orderIds;
        const lineId = `${orderId}.1`;
        const bodies = [
          { parts: [{ lines: [{ lineId, quantity: 1 }] }, { lines: [{ lineId, quantity: 2 }] }] },
          { equalParts: 2 },
          { parts: [{ lines: [{ lineId, quantity: 2 }] }, { lines: [{ lineId, quantity: 1 }] }] },
          { equalParts: 3 },
        ];
        const answers = await Promise.all(
          bodies.map((body, index) => h().send(index, "POST", `/api/bills/${bill.id}/split`, { cookie: h().waiter, body })),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
        expect(await heldOf(orderId)).toEqual(new Map([[lineId, 3]]));
        const numbers = await h().db.selectFrom("bills").select("number").where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
        expect(new Set(numbers.map((row) => row.number)).size).toBe(numbers.length);
      }
    });

    it("bills a line's quantity once when devices bill the same lines at once", async () => {
      for (let round = 0; round < rounds / 2; round++) {
        const table = await newTestTable(h().db, DEMO_RESTAURANT_ID);
        const { dish } = await tableAndDish(h().db, DEMO_RESTAURANT_ID);
        const placed = await h().send(0, "POST", `/api/qr/${table.qrCode}/order`, {
          body: { ...DINER, items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 3 }], totalAmount: dish.price * 3 },
        });
        const { id: orderId }: { id: string } = await placed.json();
        const answers = await Promise.all(
          Array.from({ length: 4 }, (_, index) =>
            h().send(index, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, {
              cookie: h().waiter,
              body: { tableId: table.id, lines: [{ lineId: `${orderId}.1`, quantity: 2 }] },
            }),
          ),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
        expect(await heldOf(orderId)).toEqual(new Map([[`${orderId}.1`, 2]]));
      }
    });
  });

  describe("parallel table renumbers", () => {
    it("gives a number to one of two tables renumbered to it at once, the other a 409", async () => {
      for (let round = 0; round < rounds; round++) {
        const tables = await Promise.all([newTestTable(h().db, DEMO_RESTAURANT_ID), newTestTable(h().db, DEMO_RESTAURANT_ID)]);
        const wanted = `R-${tables[0].id.slice(0, 8)}`;
        const answers = await Promise.all(
          tables.map((table, index) =>
            h().send(index, "PUT", `/api/tables/${table.id}`, { cookie: h().admin, body: { tableNumber: wanted, capacity: 4 } }),
          ),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const named = await h().db.selectFrom("restaurantTables").select("id").where("tableNumber", "=", wanted).execute();
        expect(named).toHaveLength(1);
      }
    });
  });

  // The items are one JSON column: two processes bumping lines of one order must not lose each other's bump (docs/api.md, Stations).
  describe("parallel bumps of one order's lines", () => {
    it("keeps every line's bump and marks the order Ready once, every round", async () => {
      const dishes = await h()
        .db.selectFrom("menuItems")
        .select(["id", "name", "price"])
        .where("restaurantId", "=", DEMO_RESTAURANT_ID)
        .where("isAvailable", "=", 1)
        .where("optionGroups", "=", "[]")
        .orderBy("name")
        .limit(6)
        .execute();
      for (let round = 0; round < rounds; round++) {
        const table = await newTestTable(h().db, DEMO_RESTAURANT_ID);
        const placed = await h().send(0, "POST", `/api/qr/${table.qrCode}/order`, {
          body: {
            ...DINER,
            items: dishes.map((dish) => ({ ...dish, quantity: 1 })),
            totalAmount: dishes.reduce((sum, dish) => sum + dish.price, 0),
          },
        });
        expect(placed.status).toBe(201);
        const order: { id: string; items: { lineId: string }[] } = await placed.json();
        const answers = await Promise.all(
          order.items.map((line, index) =>
            h().send(index, "PUT", `/api/orders/${order.id}/lines/${line.lineId}/ready`, { cookie: h().waiter, body: { ready: true } }),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual(order.items.map(() => 200));
        const stored = await h().db.selectFrom("orders").select(["items", "readyAt"]).where("id", "=", order.id).executeTakeFirstOrThrow();
        const lines: { readyAt: string | null }[] = JSON.parse(stored.items);
        expect(lines.filter((line) => line.readyAt === null)).toEqual([]);
        expect(stored.readyAt).not.toBeNull();
      }
    });
  });

  // Shifts (docs/decisions/092-shifts-and-the-business-day.md): one Z report, and no cash entry lost to a close.
  describe("parallel shift closes", () => {
    const shifts = `/api/restaurants/${DEMO_RESTAURANT_ID}/shifts`;

    it("gives one Z report however many devices close at once, and counts exactly the cash entries that were accepted", async () => {
      for (let round = 0; round < rounds / 2; round++) {
        const opened = await h().send(0, "POST", shifts, { cookie: h().admin, body: { floatPaise: 10_000 } });
        expect(opened.status).toBe(201);
        const { id } = (await opened.json()) as { id: string };
        const outs = Array.from({ length: 4 }, (_, index) =>
          h().send(index, "POST", `/api/shifts/${id}/cash`, { cookie: h().waiter, body: { kind: "out", amountPaise: 100, reason: "Ice" } }),
        );
        const closes = Array.from({ length: 4 }, (_, index) =>
          h().send(index + 1, "POST", `/api/shifts/${id}/close`, { cookie: h().waiter, body: { countedPaise: 9_000 + index } }),
        );
        const outAnswers = await Promise.all(outs);
        const closeAnswers = await Promise.all(closes);
        expect(closeAnswers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
        const bodies = (await Promise.all(closeAnswers.map((answer) => answer.json()))) as { zReport?: unknown; cashOutPaise?: number }[];
        const written = bodies.find((body) => body.zReport === undefined);
        for (const body of bodies) if (body !== written) expect(body.zReport).toEqual(written);
        const stored = await h().db.selectFrom("shifts").select(["zReport", "status"]).where("id", "=", id).executeTakeFirstOrThrow();
        expect(stored.status).toBe("closed");
        expect(JSON.parse(stored.zReport ?? "null")).toEqual(written);
        for (const answer of outAnswers) expect([201, 409]).toContain(answer.status);
        const accepted = outAnswers.filter((answer) => answer.status === 201).length;
        expect(written?.cashOutPaise).toBe(accepted * 100);
        const rows = await h().db.selectFrom("shiftCashEntries").select("id").where("shiftId", "=", id).execute();
        expect(rows).toHaveLength(accepted);
      }
    });

    it("opens one shift of two opened at once", async () => {
      for (let round = 0; round < rounds / 2; round++) {
        const answers = await Promise.all(
          [0, 1, 2].map((index) => h().send(index, "POST", shifts, { cookie: h().admin, body: { floatPaise: 0 } })),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
        const winner = answers.find((answer) => answer.status === 201);
        if (!winner) throw new Error("no shift opened");
        const { id } = (await winner.json()) as { id: string };
        expect((await h().send(0, "POST", `/api/shifts/${id}/close`, { cookie: h().admin, body: { countedPaise: 0 } })).status).toBe(200);
      }
    });
  });
  // Moves and merges raced the same way (issue 30): their own file.
  moveRaceSuite(h, rounds);
}
