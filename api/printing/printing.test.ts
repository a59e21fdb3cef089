import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { shortId } from "../../shared/short-id";
import { findOrder } from "../db/orders";
import { FakePrinter, type PrintedTicket } from "../test/fake-printer";
import {
  addStation,
  type Dish,
  dinerOrder,
  FAST_PRINTING,
  firstStation,
  orderPrinted,
  plainDishes,
  routeDish,
  setPrinter,
  staffOrder,
} from "../test/printing-support";
import { newTestTable, send } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";
import { queueVoidTickets } from "./queue";

let server: TestServer;
let staff: Awaited<ReturnType<typeof signInDemoStaff>>;
let dishes: Dish[];
let kitchen: string;
let printer: FakePrinter;

beforeAll(async () => {
  server = await createTestServer();
  staff = await signInDemoStaff(server.app);
  dishes = await plainDishes(server.db, DEMO_RESTAURANT_ID);
  kitchen = await firstStation(server.app, staff.admin, DEMO_RESTAURANT_ID);
  server.services.printing.start(FAST_PRINTING);
});

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  printer = await FakePrinter.start();
  await setPrinter(server.app, staff.admin, kitchen, "Kitchen", printer);
});

afterEach(async () => {
  await printer.switchOff();
});

function dish(index: number): Dish {
  const found = dishes[index];
  if (!found) throw new Error(`the demo menu has no dish ${index}`);
  return found;
}

/** The jobs of an order, oldest first. */
function jobsOf(orderId: string) {
  return server.db.selectFrom("printJobs").selectAll().where("orderId", "=", orderId).orderBy("createdAt").execute();
}

/** The tickets the kitchen's printer cut for an order. */
function kitchenTicketsOf(orderId: string): PrintedTicket[] {
  return printer.tickets.filter((ticket) => ticket.text.includes(`Order #${shortId(orderId)}`));
}

/** A ticket's text has each of `parts` on some line. */
function expectLines(ticket: PrintedTicket | undefined, ...parts: string[]): void {
  for (const part of parts)
    expect(
      ticket?.lines.some((line) => line.includes(part)),
      `"${part}" in\n${ticket?.text}`,
    ).toBe(true);
}

/**
 * Places another order at a fresh table and waits for its ticket: the printer prints a station's tickets
 * in order, so a ticket printed twice would have come before this one.
 */
async function expectNothingMoreThan(count: number): Promise<void> {
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  const sentinel = await dinerOrder(server.app, table.qrCode, [dish(0)]);
  const printed = await printer.printed(count + 1);
  expectLines(printed[count], `Order #${shortId(sentinel)}`);
  expect(printer.tickets).toHaveLength(count + 1);
}

describe("kitchen tickets on a network printer", () => {
  it("prints a table's first order as its KOT 1, and a later order only its new items, marked ADD with KOT 2", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const first = await dinerOrder(server.app, table.qrCode, [dish(0), { ...dish(1), quantity: 2 }]);
    const [kot] = await printer.printed(1);
    expectLines(kot, "KOT", "Table T-", "KOT 1", `Order #${shortId(first)}`, "QR order", `1 x ${dish(0).name}`, `2 x ${dish(1).name}`);
    expect(kot?.lines[0]).toBe("KOT");

    const added = await staffOrder(server.app, staff.waiter, DEMO_RESTAURANT_ID, table.id, [dish(2)]);
    const [, add] = await printer.printed(2);
    expect(add?.lines[0]).toBe("ADD");
    expectLines(add, "KOT 2", `Order #${shortId(added)}`, "Waiter: ", `1 x ${dish(2).name}`);
    expect(add?.text).not.toContain(dish(0).name);
    expect(add?.text).not.toContain(dish(1).name);
    await orderPrinted(server.services.printing, server.db, first);
    await orderPrinted(server.services.printing, server.db, added);
    expect((await jobsOf(first)).map((job) => [job.kind, job.kotNumber, job.status])).toEqual([["new", 1, "sent"]]);
    expect((await jobsOf(added)).map((job) => [job.kind, job.kotNumber, job.status])).toEqual([["add", 2, "sent"]]);
  });

  it("numbers the next party's first order KOT 1 again once the last party's visit has ended", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const first = await dinerOrder(server.app, table.qrCode, [dish(0)]);
    const second = await dinerOrder(server.app, table.qrCode, [dish(1)]);
    // Both orders out and done with nothing owed: the party's visit ends (docs/billing.md, A table's visit).
    for (const orderId of [first, second]) {
      for (const status of ["confirmed", "preparing", "served", "completed"]) {
        const moved = await send(server.app, "PUT", `/api/orders/${orderId}/status`, { cookie: staff.admin, body: { status } });
        expect(moved.status).toBe(200);
      }
    }
    const next = await dinerOrder(server.app, table.qrCode, [dish(2)]);
    const after = await dinerOrder(server.app, table.qrCode, [dish(0)]);
    for (const orderId of [first, second, next, after]) await orderPrinted(server.services.printing, server.db, orderId);
    const numbers = await Promise.all(
      [first, second, next, after].map(async (orderId) => (await jobsOf(orderId)).map((job) => [job.kind, job.kotNumber])),
    );
    expect(numbers).toEqual([[["new", 1]], [["add", 2]], [["new", 1]], [["add", 2]]]);
  });

  it("prints VOID for a line the waiter voids before it is served, with its reason and the order's KOT number", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const orderId = await dinerOrder(server.app, table.qrCode, [{ ...dish(0), quantity: 3 }, dish(1)]);
    await printer.printed(1);
    const line = (await findOrder(server.db, orderId))?.items[0];
    if (!line) throw new Error("the order was not stored");
    const answer = await send(server.app, "POST", `/api/orders/${orderId}/lines/${line.lineId}/void`, {
      cookie: staff.waiter,
      body: { quantity: 2, reason: "Guest changed mind" },
    });
    expect(answer.status).toBe(200);
    const [, voided] = await printer.printed(2);
    expect(voided?.lines[0]).toBe("VOID");
    expectLines(voided, "KOT 1", `2 x ${dish(0).name}`, "Reason: Guest changed mind");
    expect(voided?.text).not.toContain(dish(1).name);
  });

  it("prints a ticket once when the printer dies in the middle of it and comes back", async () => {
    printer.dropNextAfter(40);
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const orderId = await dinerOrder(server.app, table.qrCode, [dish(0)]);
    const [ticket] = await printer.printed(1);
    await orderPrinted(server.services.printing, server.db, orderId);
    expectLines(ticket, `Order #${shortId(orderId)}`);
    const [job] = await jobsOf(orderId);
    expect(job?.status).toBe("sent");
    expect(job?.attempts).toBeGreaterThanOrEqual(2);
    await expectNothingMoreThan(1);
  });

  it("keeps a ticket queued while the printer is out of paper, says so, and prints it once when paper is in", async () => {
    printer.paperOut = true;
    const failed = printer.connection();
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const orderId = await dinerOrder(server.app, table.qrCode, [dish(0)]);
    await failed;
    // A second try is claimed only once the first one's failure is recorded.
    await printer.connection();
    const states = await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/printers`, { cookie: staff.chef });
    expect(states.status).toBe(200);
    const state = ((await states.json()) as { stationId: string; offline: boolean; waiting: number; lastError: string }[]).find(
      (station) => station.stationId === kitchen,
    );
    expect(state).toMatchObject({ offline: true, waiting: 1, lastError: "out of paper" });
    expect(printer.tickets).toHaveLength(0);

    printer.paperOut = false;
    const [ticket] = await printer.printed(1);
    expectLines(ticket, `Order #${shortId(orderId)}`);
    await expectNothingMoreThan(1);
  });

  it("reprints a ticket marked REPRINT with its original time and number; a test page is not reprinted", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const orderId = await dinerOrder(server.app, table.qrCode, [dish(0)]);
    const [original] = await printer.printed(1);
    const [job] = await jobsOf(orderId);
    const response = await send(server.app, "POST", `/api/print-jobs/${job?.id}/reprint`, { cookie: staff.chef, body: {} });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ kind: "reprint", stationId: kitchen, orderId });
    const [, reprint] = await printer.printed(2);
    expect(reprint?.lines.slice(0, 2)).toEqual(["REPRINT", "(KOT)"]);
    const orderLine = original?.lines.find((line) => line.startsWith("Order #"));
    expect(orderLine).toBeDefined();
    expectLines(reprint, orderLine ?? "", "KOT 1", `1 x ${dish(0).name}`);

    const test = await send(server.app, "POST", `/api/stations/${kitchen}/test-print`, { cookie: staff.admin, body: {} });
    expect(test.status).toBe(201);
    const testJob = (await test.json()) as { id: string; kind: string };
    expect(testJob.kind).toBe("test");
    const [, , page] = await printer.printed(3);
    expect(page?.lines[0]).toBe("TEST PRINT");
    expectLines(page, "Paper 80 mm");
    const again = await send(server.app, "POST", `/api/print-jobs/${testJob.id}/reprint`, { cookie: staff.admin, body: {} });
    expect(again.status).toBe(409);
  });

  it("lists the queue by station and status, and refuses other restaurants, bad filters and strangers", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const orderId = await dinerOrder(server.app, table.qrCode, [dish(0)]);
    await orderPrinted(server.services.printing, server.db, orderId);
    const [job] = await jobsOf(orderId);
    const list = await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/print-jobs?stationId=${kitchen}&status=sent`, {
      cookie: staff.waiter,
    });
    expect(list.status).toBe(200);
    const jobs = (await list.json()) as { id: string; status: string; stationId: string }[];
    expect(jobs.find((listed) => listed.id === job?.id)).toMatchObject({ stationId: kitchen, kind: "new", status: "sent", attempts: 1 });
    expect(jobs.every((listed) => listed.status === "sent" && listed.stationId === kitchen)).toBe(true);
    const queued = await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/print-jobs?status=queued`, {
      cookie: staff.waiter,
    });
    expect(((await queued.json()) as { id: string }[]).some((listed) => listed.id === job?.id)).toBe(false);

    const bad = await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/print-jobs?status=lost`, { cookie: staff.waiter });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "status must be queued, sent or failed" });
    const other = await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/print-jobs`, { cookie: staff.otherAdmin });
    expect(other.status).toBe(403);
    expect((await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/print-jobs`)).status).toBe(401);
    expect((await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/printers`, { cookie: staff.otherAdmin })).status).toBe(
      403,
    );

    const strangers = [
      send(server.app, "POST", `/api/print-jobs/${job?.id}/reprint`, { cookie: staff.otherAdmin, body: {} }),
      send(server.app, "POST", `/api/print-jobs/${job?.id}/printed`, { cookie: staff.otherAdmin, body: {} }),
      send(server.app, "GET", `/api/print-jobs/${job?.id}/ticket`, { cookie: staff.otherAdmin }),
      send(server.app, "POST", `/api/stations/${kitchen}/test-print`, { cookie: staff.otherAdmin, body: {} }),
    ];
    expect((await Promise.all(strangers)).map((response) => response.status)).toEqual([403, 403, 403, 403]);
    const unknown = "0190a0b0-0000-7000-8000-000000000000";
    const missing = [
      send(server.app, "POST", `/api/print-jobs/${unknown}/reprint`, { cookie: staff.admin, body: {} }),
      send(server.app, "POST", `/api/stations/${unknown}/test-print`, { cookie: staff.admin, body: {} }),
      send(server.app, "GET", `/api/print-jobs/${unknown}/ticket`, { cookie: staff.admin }),
    ];
    expect((await Promise.all(missing)).map((response) => response.status)).toEqual([404, 404, 404]);
    expect((await send(server.app, "POST", `/api/print-jobs/not-an-id/reprint`, { cookie: staff.admin, body: {} })).status).toBe(400);
    expect((await send(server.app, "POST", `/api/stations/${kitchen}/test-print`, { cookie: staff.waiter, body: {} })).status).toBe(403);
    expect((await send(server.app, "POST", `/api/print-jobs/${job?.id}/reprint`, { body: {} })).status).toBe(401);
    await expectNothingMoreThan(1);
  });

  it("leaves a printerless station's tickets to its tablet: the first device to take one prints it, a second is refused", async () => {
    const bar = await addStation(server.app, staff.admin, DEMO_RESTAURANT_ID, "Bar");
    const noPrinter = await send(server.app, "POST", `/api/stations/${bar}/test-print`, { cookie: staff.admin, body: {} });
    expect(noPrinter.status).toBe(409);
    expect(await noPrinter.json()).toEqual({ message: "Bar has no printer: set its address first" });
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const orderId = await dinerOrder(server.app, table.qrCode, [dish(0)]);
    await printer.printed(1);
    const order = await findOrder(server.db, orderId);
    if (!order) throw new Error("the order was not stored");
    // A bar line's void goes to the bar, which has no printer.
    const barOrder = { ...order, items: order.items.map((line) => ({ ...line, stationId: bar })) };
    const line = barOrder.items[0];
    if (!line) throw new Error("the order has no line");
    const { ids } = await server.writer.run(async (trx) => ({
      ids: await queueVoidTickets(trx, barOrder, [{ lineId: line.lineId, quantity: 1, reason: "Spilt" }]),
    }));
    const jobId = ids[0];
    const ticket = await send(server.app, "GET", `/api/print-jobs/${jobId}/ticket`, { cookie: staff.chef });
    expect(ticket.status).toBe(200);
    expect(((await ticket.json()) as { svg: string }).svg).toContain("<svg");
    const states = (await (
      await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/printers`, { cookie: staff.chef })
    ).json()) as {
      stationId: string;
    }[];
    expect(states.find((state) => state.stationId === bar)).toEqual({
      stationId: bar,
      stationName: "Bar",
      hasPrinter: false,
      waiting: 1,
      offline: false,
      lastError: null,
    });

    const [first, second] = await Promise.all([
      send(server.app, "POST", `/api/print-jobs/${jobId}/printed`, { cookie: staff.chef, body: {} }),
      send(server.app, "POST", `/api/print-jobs/${jobId}/printed`, { cookie: staff.waiter, body: {} }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [kitchenJob] = (await jobsOf(orderId)).filter((job) => job.kind === "new");
    const printedByServer = await send(server.app, "POST", `/api/print-jobs/${kitchenJob?.id}/printed`, { cookie: staff.chef, body: {} });
    expect(printedByServer.status).toBe(409);
    await expectNothingMoreThan(1);
  });

  it("prints an order with dishes of three stations as three tickets, each on its station's printer with only its dishes", async () => {
    const printers = await Promise.all([FakePrinter.start(), FakePrinter.start(), FakePrinter.start()]);
    const [tandoorPrinter, curryPrinter, barPrinter] = printers;
    if (!tandoorPrinter || !curryPrinter || !barPrinter) throw new Error("the printers did not start");
    const names = ["Tandoor", "Curry", "Bar"];
    const stations = await Promise.all(
      names.map((name, index) => addStation(server.app, staff.admin, DEMO_RESTAURANT_ID, name, printers[index] ?? null)),
    );
    await Promise.all(stations.map((station, index) => routeDish(server.app, staff.admin, dish(index).id, station)));
    try {
      const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
      const orderId = await dinerOrder(server.app, table.qrCode, [dish(0), dish(1), dish(2)]);
      const tickets = await Promise.all(printers.map(async (stationPrinter) => (await stationPrinter.printed(1))[0]));
      tickets.forEach((ticket, index) => {
        expectLines(ticket, names[index] ?? "", "KOT 1", `Order #${shortId(orderId)}`, `1 x ${dish(index).name}`);
        for (const other of [0, 1, 2].filter((n) => n !== index)) expect(ticket?.text).not.toContain(dish(other).name);
      });

      // The add-on goes to the tandoor alone; the curry and bar print their next ticket, not this one.
      const added = await staffOrder(server.app, staff.waiter, DEMO_RESTAURANT_ID, table.id, [dish(0)]);
      const [, add] = await tandoorPrinter.printed(2);
      expect(add?.lines[0]).toBe("ADD");
      expectLines(add, "Tandoor", "KOT 2", `Order #${shortId(added)}`, `1 x ${dish(0).name}`);
      const next = await dinerOrder(server.app, table.qrCode, [dish(1), dish(2)]);
      for (const stationPrinter of [curryPrinter, barPrinter]) {
        const [, third] = await stationPrinter.printed(2);
        expectLines(third, "ADD", "KOT 3", `Order #${shortId(next)}`);
        expect(stationPrinter.tickets).toHaveLength(2);
      }
      expect(kitchenTicketsOf(orderId)).toHaveLength(0);
    } finally {
      await Promise.all(
        [0, 1, 2].map((index) =>
          send(server.app, "PATCH", `/api/menu-items/${dish(index).id}`, { cookie: staff.admin, body: { stationId: null } }),
        ),
      );
      await Promise.all(printers.map((stationPrinter) => stationPrinter.switchOff()));
    }
  });
});
