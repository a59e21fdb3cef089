import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { shortId } from "../../shared/short-id";
import { createApp } from "../app";
import { openDatabase } from "../db/connection";
import { openPgServer } from "../db/postgres/server";
import { createServices, type Services } from "../services";
import { FakePrinter } from "../test/fake-printer";
import { type Dish, dinerOrder, FAST_PRINTING, firstStation, orderPrinted, plainDishes, setPrinter } from "../test/printing-support";
import { newTestTable } from "../test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../test/test-support";

/**
 * A ticket queued by a server that stops before sending it (or dies while sending it) is printed once
 * by the server that starts next over the same database: the job row is the unit, not the process.
 */
let first: TestServer;
let printer: FakePrinter;
let dish: Dish;
let restarted: { services: Services; close(): Promise<void> } | null = null;

beforeAll(async () => {
  first = await createTestServer();
  const staff = await signInDemoStaff(first.app);
  printer = await FakePrinter.start();
  await setPrinter(first.app, staff.admin, await firstStation(first.app, staff.admin, DEMO_RESTAURANT_ID), "Kitchen", printer);
  const [found] = await plainDishes(first.db, DEMO_RESTAURANT_ID);
  if (!found) throw new Error("the demo menu has no plain dish");
  dish = found;
});

afterAll(async () => {
  await restarted?.close();
  await printer?.switchOff();
  await first?.close();
});

/** The next server process over the first one's database: on SQLite the first has closed the file. */
async function restart(): Promise<Services> {
  const url = first.config.databaseUrl;
  if (url) {
    const pg = await openPgServer(first.config, url);
    restarted = { services: pg.services, close: () => pg.close() };
  } else {
    await first.db.destroy();
    const db = await openDatabase(first.config.databasePath);
    const services = createServices({ db, config: first.config });
    restarted = {
      services,
      async close() {
        services.limits.stop();
        await services.printing.stop();
        await db.destroy();
      },
    };
  }
  return restarted.services;
}

/** `count` tickets; a stall fails before the test's timeout with the queue as it stands, so the log says where it stuck. */
async function printedBy(count: number, services: Services) {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, fail) => {
    timer = setTimeout(async () => {
      const jobs = await services.db.selectFrom("printJobs").selectAll().execute();
      fail(
        new Error(`${printer.tickets.length} of ${count} tickets printed at ${new Date().toISOString()}; jobs: ${JSON.stringify(jobs)}`),
      );
    }, 20_000);
  });
  try {
    return await Promise.race([printer.printed(count), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

describe("print jobs across a restart", () => {
  it("prints once, after the restart, a ticket queued before it and one a dead server had claimed", async () => {
    // The first server never starts its worker: it stops between queueing and sending.
    const queuedTable = await newTestTable(first.db, DEMO_RESTAURANT_ID);
    const queued = await dinerOrder(first.app, queuedTable.qrCode, [dish]);
    const claimedTable = await newTestTable(first.db, DEMO_RESTAURANT_ID);
    const claimed = await dinerOrder(first.app, claimedTable.qrCode, [dish]);
    // …and this one it had taken and was sending when it died: its lease runs a moment longer.
    const leaseEnds = new Date(Date.now() + 300).toISOString();
    await sql`UPDATE print_jobs SET claimed_by = 'a-dead-process', claimed_until = ${leaseEnds}, attempts = 1 WHERE order_id = ${claimed}`.execute(
      first.db,
    );
    expect(printer.tickets).toHaveLength(0);

    const services = await restart();
    services.printing.start(FAST_PRINTING);
    const tickets = await printedBy(2, services);
    expect(tickets.map((ticket) => ticket.lines.find((line) => line.startsWith("Order #"))?.slice(0, 15))).toEqual([
      `Order #${shortId(queued)}`,
      `Order #${shortId(claimed)}`,
    ]);
    await orderPrinted(services.printing, services.db, claimed);
    const jobs = await services.db
      .selectFrom("printJobs")
      .select(["orderId", "status", "attempts", "claimedBy"])
      .where("orderId", "in", [queued, claimed])
      .execute();
    expect(jobs.find((job) => job.orderId === claimed)).toMatchObject({ status: "sent", attempts: 2, claimedBy: null });

    // Nothing else was waiting: the next ticket is the next order's.
    const next = await dinerOrder(createApp(services), (await newTestTable(services.db, DEMO_RESTAURANT_ID)).qrCode, [dish]);
    const [, , third] = await printedBy(3, services);
    expect(third?.text).toContain(`Order #${shortId(next)}`);
    expect(printer.tickets).toHaveLength(3);
  });
});
