/**
 * `npx tsx bench/analytics-year.ts [--orders=N] [--runs=N]`: a generated year of a busy restaurant (200,000 orders,
 * 600,000 lines, 150,000 bills by default) in a temp SQLite database, then each analytics answer's p95
 * (the same function the API runs, api/db/analytics.ts) beside a same-run ceiling: a plain indexed query
 * of one day's orders. Writes bench/results-analytics.json; docs/scaling.md reports the figures.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { TEST_PASSWORD_COST } from "../api/config";
import { analyticsOf } from "../api/db/analytics";
import { openDatabase, sqliteOf } from "../api/db/connection";
import { seedDemo } from "../api/db/seed";
import { ANALYTICS_VIEWS, type Period } from "../shared/analytics";
import { restaurantDate, restaurantDayBounds } from "../shared/billing/bill-number";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import { orderLinesOf } from "../shared/order-lines";

const ORDERS = Number(process.argv.find((arg) => arg.startsWith("--orders="))?.slice("--orders=".length)) || 200_000;
const RUNS = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length)) || 20;
const DAY_MS = 86_400_000;

const dir = mkdtempSync(join(tmpdir(), "rasoi-analytics-"));
const db = await openDatabase(join(dir, "year.db"));
try {
  await seedDemo(db, TEST_PASSWORD_COST);
  const menu = await db.selectFrom("menuItems").select(["id", "name", "price"]).where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
  const tables = await db.selectFrom("restaurantTables").select("id").where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
  const now = Date.now();
  const start = now - 365 * DAY_MS;
  const sqlite = sqliteOf(db);
  const customers = Array.from({ length: 5_000 }, () => randomUUID());
  const started = performance.now();
  const insertCustomer = sqlite.prepare(
    "INSERT INTO customers (id, restaurant_id, name, email, phone, total_orders, total_spent, first_order_date, last_order_date, is_active, created_at, updated_at) VALUES (?, ?, ?, '', ?, 0, 0, ?, ?, 1, ?, ?)",
  );
  const insertOrder = sqlite.prepare(
    "INSERT INTO orders (id, restaurant_id, table_id, customer_id, items, total_amount, status, customer_name, customer_phone, customer_email, special_instructions, order_time, completed_at, updated_at, taken_by) VALUES (?, ?, ?, ?, ?, ?, 'completed', '', '', '', NULL, ?, ?, ?, ?)",
  );
  const insertBill = sqlite.prepare(
    "INSERT INTO bills (id, restaurant_id, table_id, table_number, number, created_at, created_by, lines, subtotal_paise, cgst_paise, sgst_paise, round_off_paise, total_paise, paid_paise, status, paid_at, upi_link, issuer, updated_at) VALUES (?, ?, NULL, 'T', ?, ?, NULL, '[]', ?, ?, ?, 0, ?, ?, 'paid', ?, NULL, ?, ?)",
  );
  const insertLink = sqlite.prepare("INSERT INTO bill_orders (order_id, bill_id) VALUES (?, ?)");
  const issuer = JSON.stringify({ gstMode: "regular-5" });
  let bills = 0;
  let lines = 0;
  sqlite.transaction(() => {
    customers.forEach((id, n) => {
      const first = new Date(start - (n % 90) * DAY_MS).toISOString();
      insertCustomer.run(id, DEMO_RESTAURANT_ID, `Guest ${n}`, `9${String(n).padStart(9, "0")}`, first, first, first, first);
    });
    for (let n = 0; n < ORDERS; n++) {
      // Busy evenings: orders spread over the year, most between 7 and 10 pm IST.
      const day = Math.floor((n / ORDERS) * 365);
      const minute = n % 4 === 0 ? 12 * 60 + (n % 120) : 19 * 60 + (n % 180);
      const at = new Date(start + day * DAY_MS - (start % DAY_MS) + (minute - 330) * 60_000).toISOString();
      const count = 2 + (n % 3);
      const items = Array.from({ length: count }, (_, line) => {
        const dish = menu[(n * 7 + line * 3) % menu.length];
        if (!dish) throw new Error("empty menu");
        return { ...dish, quantity: 1 + ((n + line) % 2) };
      });
      lines += count;
      const id = randomUUID();
      const totalAmount = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
      insertOrder.run(
        id,
        DEMO_RESTAURANT_ID,
        tables[n % tables.length]?.id ?? null,
        n % 3 === 0 ? null : customers[n % customers.length],
        JSON.stringify(orderLinesOf(id, items)),
        totalAmount,
        at,
        at,
        at,
        n % 2 === 0 ? null : "waiter",
      );
      if (n % 4 !== 3) {
        const billId = randomUUID();
        const subtotal = totalAmount * 100;
        const half = Math.round(subtotal * 0.025);
        const paidAt = new Date(Date.parse(at) + 45 * 60_000).toISOString();
        bills += 1;
        insertBill.run(
          billId,
          DEMO_RESTAURANT_ID,
          `Y/${bills}`,
          at,
          subtotal,
          half,
          half,
          subtotal + 2 * half,
          subtotal + 2 * half,
          paidAt,
          issuer,
          paidAt,
        );
        insertLink.run(id, billId);
      }
    }
  })();
  sqlite.exec("ANALYZE");
  const generatedMs = performance.now() - started;
  console.log(`${ORDERS} orders, ${lines} lines, ${bills} bills generated in ${Math.round(generatedMs)} ms`);

  const p95 = async (work: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const begin = performance.now();
      await work();
      times.push(performance.now() - begin);
    }
    times.sort((a, b) => a - b);
    return Math.round((times[Math.ceil(RUNS * 0.95) - 1] ?? 0) * 10) / 10;
  };

  const today = restaurantDate(new Date(now));
  const daysBefore = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
  const { from, to } = restaurantDayBounds(daysBefore(10));
  const ceiling = await p95(() =>
    db
      .selectFrom("orders")
      .selectAll()
      .where("restaurantId", "=", DEMO_RESTAURANT_ID)
      .where("orderTime", ">=", from)
      .where("orderTime", "<", to)
      .execute(),
  );
  console.log(`ceiling: one day's orders by index, p95 ${ceiling} ms`);
  const periods: Record<string, Period> = {
    day: { from: daysBefore(10), to: daysBefore(10) },
    month: { from: daysBefore(29), to: today },
    year: { from: daysBefore(364), to: today },
  };
  const results: Record<string, number> = {};
  for (const [name, period] of Object.entries(periods)) {
    for (const view of ANALYTICS_VIEWS) {
      const ms = await p95(() => analyticsOf(db, [DEMO_RESTAURANT_ID], view, period));
      results[`${view} (${name})`] = ms;
      console.log(
        `${`${view} (${name})`.padEnd(18)} p95 ${String(ms).padStart(8)} ms  (${Math.round(ms / Math.max(ceiling, 0.1))}x ceiling)`,
      );
    }
  }
  const report = {
    date: new Date().toISOString(),
    orders: ORDERS,
    lines,
    bills,
    generatedMs: Math.round(generatedMs),
    ceilingOneDayOrdersP95Ms: ceiling,
    p95Ms: results,
  };
  console.log(`${ORDERS} orders, ${lines} lines, ${bills} bills generated in ${Math.round(generatedMs)} ms`);
  console.log(`ceiling: one day's orders by index, p95 ${ceiling} ms`);
  for (const [name, ms] of Object.entries(results))
    console.log(`${name.padEnd(18)} p95 ${String(ms).padStart(8)} ms  (${Math.round(ms / Math.max(ceiling, 0.1))}x ceiling)`);
  writeFileSync("bench/results-analytics.json", `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
