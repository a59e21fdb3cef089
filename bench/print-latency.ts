/**
 * `npx tsx bench/print-latency.ts`: how long from a diner's order (its 201) to its kitchen ticket cut
 * on a network printer, over 100 orders one after another (each at its own table, under the per-table order limit), on SQLite in one process with the print
 * worker's default settings and a fake ESC/POS printer on this machine (api/test/fake-printer.ts).
 * Prints p50, p95 and the largest; docs/scaling.md keeps one run's figures.
 */

import { FakePrinter } from "../api/test/fake-printer";
import { dinerOrder, firstStation, plainDishes, setPrinter } from "../api/test/printing-support";
import { newTestTable } from "../api/test/route-test-helpers";
import { createSqliteTestServer, signInDemoStaff } from "../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../shared/constants";

const ORDERS = 100;

const server = await createSqliteTestServer();
const printer = await FakePrinter.start();
try {
  const staff = await signInDemoStaff(server.app);
  await setPrinter(server.app, staff.admin, await firstStation(server.app, staff.admin, DEMO_RESTAURANT_ID), "Kitchen", printer);
  const [dish] = await plainDishes(server.db, DEMO_RESTAURANT_ID);
  if (!dish) throw new Error("the demo menu has no plain dish");
  server.services.printing.start();
  const latencies: number[] = [];
  for (let count = 1; count <= ORDERS; count += 1) {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const placed = await dinerOrder(server.app, table.qrCode, [dish]);
    const answered = performance.now();
    const tickets = await printer.printed(count);
    if (!tickets.at(-1)?.text.includes(placed.slice(-8))) throw new Error("a ticket printed out of order");
    latencies.push(performance.now() - answered);
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) => (latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0).toFixed(1);
  console.log(`order answered -> ticket cut, ${ORDERS} orders: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
} finally {
  await printer.switchOff();
  await server.close();
}
