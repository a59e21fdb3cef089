/**
 * `npx tsx bench/analytics-year.ts [--short] [--store=sqlite|postgres] [--orders=N] [--runs=N]`: a generated
 * year of a busy restaurant (200,000 orders, about 600,000 lines and 150,000 bills by default) on SQLite and
 * on a throwaway PostgreSQL, then:
 *  1. the day summaries built from it (what `npm run analytics:rebuild` does);
 *  2. each analytics answer's p95 (api/db/analytics.ts, what the API runs) for a day, a month and a year,
 *     beside a same-run ceiling: a plain indexed query of one day's orders, printed as a ratio;
 *  3. the real server on that database: orders placed per second through the QR endpoint, alone, with an
 *     owner's screen loading the year's four views every second, and with it loading them back to back
 *     (the worst case), and the slowdown in percent.
 * Writes bench/results-analytics.json; docs/scaling.md reports the figures. `--short` (CI's smoke: 10,000
 * orders, a few runs, 2 s of orders) asserts no timing: it checks every view answers and every order placed is stored.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { TEST_PASSWORD_COST } from "../api/config";
import { analyticsOf } from "../api/db/analytics";
import { rebuildSummaries, type SummaryWrite } from "../api/db/analytics-days";
import { type Db, openDatabase } from "../api/db/connection";
import { openPostgres } from "../api/db/postgres/connection";
import { seedDemo } from "../api/db/seed";
import { startServer } from "../scripts/start-server";
import { startThrowawayPostgres } from "../scripts/throwaway-postgres";
import { ANALYTICS_VIEWS, type Period } from "../shared/analytics";
import { DEFAULT_DAY_ENDS_AT, restaurantDate, restaurantDayBounds } from "../shared/billing/bill-number";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import { orderLinesOf } from "../shared/order-lines";

const short = process.argv.includes("--short");
const numberArg = (name: string) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)) || undefined;
const ORDERS = numberArg("orders") ?? (short ? 10_000 : 200_000);
const RUNS = numberArg("runs") ?? (short ? 5 : 20);
const PLACE_SECONDS = short ? 2 : 10;
/** Orders in flight at once while placing: a busy evening's phones and waiters. */
const PLACERS = 16;
const STORES = (process.argv.find((arg) => arg.startsWith("--store="))?.slice("--store=".length) ?? "sqlite,postgres").split(",");
const DAY_MS = 86_400_000;
const CHUNK = 500;

interface Generated {
  orders: number;
  lines: number;
  bills: number;
  siteOrders: number;
}

const pick = <T>(items: readonly T[], n: number): T => {
  const item = items[n % items.length];
  if (item === undefined) throw new Error("picked from an empty list");
  return item;
};

/** A year of orders (5 % takeout or delivery, a third with a half or full option, every line bumped), three in four billed and paid. */
async function generateYear(db: Db, now: number): Promise<Generated> {
  const menu = await db.selectFrom("menuItems").select(["id", "name", "price"]).where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
  const tables = await db.selectFrom("restaurantTables").select("id").where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
  const stations = await db.selectFrom("stations").select("id").where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
  const start = now - 365 * DAY_MS;
  const customers = Array.from({ length: 5_000 }, () => randomUUID());
  const generated: Generated = { orders: 0, lines: 0, bills: 0, siteOrders: 0 };
  const tokens = new Map<string, number>();
  await db.transaction().execute(async (tx) => {
    for (let first = 0; first < customers.length; first += CHUNK) {
      await tx
        .insertInto("customers")
        .values(
          customers.slice(first, first + CHUNK).map((id, index) => {
            const n = first + index;
            const at = new Date(start - (n % 90) * DAY_MS).toISOString();
            const phone = `9${String(n).padStart(9, "0")}`;
            return {
              id,
              restaurantId: DEMO_RESTAURANT_ID,
              name: `Guest ${n}`,
              email: "",
              phone,
              firstOrderDate: at,
              lastOrderDate: at,
              isActive: 1,
              createdAt: at,
              updatedAt: at,
            };
          }),
        )
        .execute();
    }
    for (let first = 0; first < ORDERS; first += CHUNK) {
      const orders = [];
      const sites = [];
      const bills = [];
      const links = [];
      for (let n = first; n < Math.min(ORDERS, first + CHUNK); n++) {
        // Busy evenings: orders spread over the year, a quarter at lunch, the rest between 7 and 10 pm IST.
        const day = Math.floor((n / ORDERS) * 365);
        const minute = n % 4 === 0 ? 12 * 60 + (n % 120) : 19 * 60 + (n % 180);
        const at = new Date(start + day * DAY_MS - (start % DAY_MS) + (minute - 330) * 60_000).toISOString();
        const id = randomUUID();
        const site: "pickup" | "delivery" | null = n % 20 === 0 ? (n % 40 === 0 ? "pickup" : "delivery") : null;
        const count = 2 + (n % 3);
        const priced = Array.from({ length: count }, (_, line) => {
          const dish = pick(menu, n * 7 + line * 3);
          const half =
            (n + line) % 3 === 0
              ? [
                  {
                    groupId: "size",
                    choiceId: (n + line) % 2 ? "half" : "full",
                    groupName: "Size",
                    choiceName: (n + line) % 2 ? "Half" : "Full",
                    priceDelta: 0,
                    kind: "single" as const,
                  },
                ]
              : undefined;
          return { id: dish.id, name: dish.name, price: dish.price, quantity: 1 + ((n + line) % 2), ...(half ? { options: half } : {}) };
        });
        const items = orderLinesOf(id, priced, (line) => (stations.length === 0 ? null : pick(stations, line.name.length).id)).map(
          (line, index) => ({
            ...line,
            readyAt: new Date(Date.parse(at) + (8 + ((n + index) % 13)) * 60_000).toISOString(),
          }),
        );
        const totalAmount = priced.reduce((sum, line) => sum + line.price * line.quantity, 0);
        generated.lines += count;
        orders.push({
          id,
          restaurantId: DEMO_RESTAURANT_ID,
          tableId: site ? null : pick(tables, n).id,
          customerId: n % 3 === 0 ? null : pick(customers, n),
          items: JSON.stringify(items),
          totalAmount,
          status: "completed",
          customerName: "",
          customerPhone: "",
          customerEmail: "",
          specialInstructions: site ? `${site === "delivery" ? "DELIVERY" : "PARCEL"} · Token ${n}` : null,
          orderTime: at,
          completedAt: at,
          updatedAt: at,
          readyAt: at,
          takenBy: site || n % 2 === 0 ? null : "waiter",
        });
        if (site) {
          const businessDay = restaurantDate(new Date(at));
          const token = (tokens.get(businessDay) ?? 0) + 1;
          tokens.set(businessDay, token);
          generated.siteOrders += 1;
          sites.push({
            id,
            restaurantId: DEMO_RESTAURANT_ID,
            day: businessDay,
            token,
            channel: site,
            status: site === "pickup" ? ("picked-up" as const) : ("delivered" as const),
            payment: "cash" as const,
            paid: 1,
            released: 1,
            fromSite: 1,
            pickupAt: null,
            addressLine: "",
            pincode: "",
            items: "[]",
            itemsRupees: totalAmount,
            packagingRupees: 0,
            feeRupees: 0,
            totalPaise: totalAmount * 100,
            customerName: "Parcel",
            customerPhone: "9000000000",
            reason: "",
            rider: "",
            createdAt: at,
            updatedAt: at,
          });
        } else if (n % 4 !== 3) {
          const billId = randomUUID();
          const subtotal = totalAmount * 100;
          const half = Math.round(subtotal * 0.025);
          const paidAt = new Date(Date.parse(at) + 45 * 60_000).toISOString();
          generated.bills += 1;
          bills.push({
            id: billId,
            restaurantId: DEMO_RESTAURANT_ID,
            tableId: null,
            tableNumber: "T",
            number: `Y/${generated.bills}`,
            createdAt: at,
            createdBy: null,
            lines: "[]",
            subtotalPaise: subtotal,
            cgstPaise: half,
            sgstPaise: half,
            roundOffPaise: 0,
            totalPaise: subtotal + 2 * half,
            paidPaise: subtotal + 2 * half,
            status: "paid",
            paidAt,
            upiLink: null,
            issuer: JSON.stringify({ gstMode: "regular-5" }),
            updatedAt: paidAt,
          });
          links.push({ orderId: id, billId });
        }
      }
      generated.orders += orders.length;
      await tx.insertInto("orders").values(orders).execute();
      if (sites.length > 0) await tx.insertInto("siteOrders").values(sites).execute();
      if (bills.length > 0) {
        await tx.insertInto("bills").values(bills).execute();
        await tx.insertInto("billOrders").values(links).execute();
      }
    }
  });
  await sql`ANALYZE`.execute(db);
  return generated;
}

async function p95(work: () => Promise<unknown>, runs = RUNS): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const begin = performance.now();
    await work();
    times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  return Math.round((times[Math.ceil(runs * 0.95) - 1] ?? 0) * 10) / 10;
}

const daysBefore = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

interface StoreResult {
  store: string;
  generated: Generated;
  generatedMs: number;
  rebuildMs: number;
  ceilingOneDayOrdersP95Ms: number;
  p95Ms: Record<string, number>;
  /** The year's items read right after one old day's order changed: that day is built again from its rows. */
  yearItemsAfterAChangeMs: number;
  /** Orders per second alone, with an owner's screen reloading the year every second, and with it back to back. */
  ordersPerSecond: {
    alone: number;
    withAnalyticsReader: number;
    slowdownPercent: number;
    backToBack: number;
    backToBackSlowdownPercent: number;
    analyticsReadsDuringRun: number;
  };
}

/** The sales view counts every bill of its period that the rows hold. */
async function expectAllBills(db: Db, period: Period, counted: number) {
  const { from } = restaurantDayBounds(period.from);
  const { to } = restaurantDayBounds(period.to);
  const row = await db
    .selectFrom("bills")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("restaurantId", "=", DEMO_RESTAURANT_ID)
    .where("createdAt", ">=", from)
    .where("createdAt", "<", to)
    .where("status", "!=", "cancelled")
    .executeTakeFirstOrThrow();
  if (Number(row.count) !== counted)
    throw new Error(`sales counted ${counted} bills of ${period.from}..${period.to}, the rows hold ${row.count}`);
}

/** Answers and times every view on `db`, after building the summaries. */
async function measureViews(db: Db, store: string) {
  const write: SummaryWrite = (job) => db.transaction().execute(job);
  const now = new Date();
  const today = restaurantDate(now);
  let began = performance.now();
  const built = await rebuildSummaries(db, DEMO_RESTAURANT_ID, DEFAULT_DAY_ENDS_AT, write, now);
  const rebuildMs = Math.round(performance.now() - began);
  console.log(`[${store}] ${built} closed days summarized in ${rebuildMs} ms`);
  const { from, to } = restaurantDayBounds(daysBefore(today, 10));
  const ceiling = await p95(() =>
    db
      .selectFrom("orders")
      .selectAll()
      .where("restaurantId", "=", DEMO_RESTAURANT_ID)
      .where("orderTime", ">=", from)
      .where("orderTime", "<", to)
      .execute(),
  );
  console.log(`[${store}] ceiling: one day's orders by index, p95 ${ceiling} ms`);
  const periods: Record<string, Period> = {
    day: { from: daysBefore(today, 10), to: daysBefore(today, 10) },
    month: { from: daysBefore(today, 29), to: today },
    year: { from: daysBefore(today, 364), to: today },
  };
  const p95Ms: Record<string, number> = {};
  for (const [name, period] of Object.entries(periods)) {
    for (const view of ANALYTICS_VIEWS) {
      const answer = await analyticsOf(db, [DEMO_RESTAURANT_ID], view, period, { write });
      if ("totals" in answer) await expectAllBills(db, period, answer.totals.billCount);
      const ms = await p95(() => analyticsOf(db, [DEMO_RESTAURANT_ID], view, period, { write }));
      p95Ms[`${view} (${name})`] = ms;
      console.log(
        `[${store}] ${`${view} (${name})`.padEnd(16)} p95 ${String(ms).padStart(7)} ms  (${(ms / Math.max(ceiling, 0.1)).toFixed(1)}x ceiling)`,
      );
    }
  }
  // A void on a day a month ago: the next read builds that one day again.
  const old = await db
    .selectFrom("orders")
    .select("id")
    .where("restaurantId", "=", DEMO_RESTAURANT_ID)
    .where("orderTime", ">=", restaurantDayBounds(daysBefore(today, 30)).from)
    .limit(1)
    .executeTakeFirstOrThrow();
  await db.updateTable("orders").set({ updatedAt: new Date().toISOString() }).where("id", "=", old.id).execute();
  began = performance.now();
  await analyticsOf(db, [DEMO_RESTAURANT_ID], "items", periods.year as Period, { write });
  const yearItemsAfterAChangeMs = Math.round(performance.now() - began);
  console.log(`[${store}] items (year) right after an old day changed: ${yearItemsAfterAChangeMs} ms`);
  return { rebuildMs, ceilingOneDayOrdersP95Ms: ceiling, p95Ms, yearItemsAfterAChangeMs, today, periods };
}

/** Orders per second through the real server, `PLACERS` in flight, while `reader` (if any) runs. */
async function placeOrders(url: string, tables: { qrCode: string }[], dish: { id: string; name: string; price: number }, seconds: number) {
  const ends = performance.now() + seconds * 1000;
  let placed = 0;
  let n = 0;
  const placer = async () => {
    while (performance.now() < ends) {
      const table = pick(tables, n++);
      const response = await fetch(`${url}/api/qr/${table.qrCode}/order`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
        body: JSON.stringify({
          // A different regular each time, as on a real evening (one phone for all would queue every order on one customer row).
          customerName: `Bench Diner ${n % 5_000}`,
          customerPhone: `9${String(n % 5_000).padStart(9, "0")}`,
          customerEmail: `diner${n % 5_000}@bench.example`,
          specialInstructions: null,
          items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 2 }],
          totalAmount: dish.price * 2,
        }),
      });
      if (response.status !== 201) throw new Error(`placing an order answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      placed += 1;
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: PLACERS }, placer));
  return { placed, perSecond: Math.round((placed * 1000) / (performance.now() - began)) };
}

/**
 * The owner's screen: the year's four views, loaded again every `everyMs` (0: back to back, the worst
 * case) until `stop`; answers how many views were answered.
 */
async function readAnalytics(url: string, cookie: string, period: Period, stop: { done: boolean }, everyMs: number) {
  let reads = 0;
  while (!stop.done) {
    const began = performance.now();
    for (const view of ANALYTICS_VIEWS) {
      const response = await fetch(`${url}/api/restaurants/${DEMO_RESTAURANT_ID}/analytics/${view}?from=${period.from}&to=${period.to}`, {
        headers: { Cookie: cookie },
      });
      if (response.status !== 200) throw new Error(`analytics answered ${response.status}`);
      await response.arrayBuffer();
      reads += 1;
    }
    const rest = everyMs - (performance.now() - began);
    if (rest > 0 && !stop.done) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  return reads;
}

/** An owner's screen reloaded every second: more than anyone clicks; what the 10 % bound is judged on. */
const RELOAD_MS = 1_000;

async function measureOrders(url: string, db: Db, period: Period) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ emailOrUsername: "admin", password: "admin123", role: "admin" }),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("signing in as admin set no cookie");
  const tables = await db.selectFrom("restaurantTables").select("qrCode").where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
  const dish = await db
    .selectFrom("menuItems")
    .select(["id", "name", "price"])
    .where("restaurantId", "=", DEMO_RESTAURANT_ID)
    .where("isAvailable", "=", 1)
    .orderBy("name")
    .executeTakeFirstOrThrow();
  await placeOrders(url, tables, dish, 1);
  const alone: number[] = [];
  const paced: number[] = [];
  const backToBack: number[] = [];
  let reads = 0;
  let placed = 0;
  const withReader = async (everyMs: number) => {
    const stop = { done: false };
    const reader = readAnalytics(url, cookie, period, stop, everyMs);
    const busy = await placeOrders(url, tables, dish, PLACE_SECONDS);
    stop.done = true;
    reads += await reader;
    placed += busy.placed;
    return busy.perSecond;
  };
  const quietly = async () => {
    const quiet = await placeOrders(url, tables, dish, PLACE_SECONDS);
    placed += quiet.placed;
    return quiet.perSecond;
  };
  // Mirrored (alone, paced, back to back, back to back, paced, alone): a drift as the day fills up or
  // the machine's load moves weighs on each kind alike, instead of on whichever runs later.
  alone.push(await quietly());
  paced.push(await withReader(RELOAD_MS));
  backToBack.push(await withReader(0));
  backToBack.push(await withReader(0));
  paced.push(await withReader(RELOAD_MS));
  alone.push(await quietly());
  const mean = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  const slower = (values: number[]) => Math.round((1 - mean(values) / mean(alone)) * 1000) / 10;
  return {
    alone: mean(alone),
    withAnalyticsReader: mean(paced),
    slowdownPercent: slower(paced),
    backToBack: mean(backToBack),
    backToBackSlowdownPercent: slower(backToBack),
    analyticsReadsDuringRun: reads,
    placed,
  };
}

async function benchStore(store: string): Promise<StoreResult> {
  const cluster = store === "postgres" ? await startThrowawayPostgres() : null;
  const webDir = mkdtempSync(join(tmpdir(), "rasoi-no-web-"));
  try {
    if (cluster) await cluster.createDatabase("rasoi_year");
    const open = (path: string) => (cluster ? openPostgres(cluster.url("rasoi_year"), { poolSize: 2 }) : openDatabase(path));
    let prepared: Omit<StoreResult, "ordersPerSecond" | "store"> & { period: Period } = {} as never;
    const server = await startServer({
      webDir,
      // BENCH_PROFILE_DIR=dir writes the server's CPU profile there when it stops.
      nodeArgs: process.env.BENCH_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [],
      env: cluster ? { DATABASE_URL: cluster.url("rasoi_year") } : {},
      prepareDatabase: async (path) => {
        const db = await open(path);
        try {
          await seedDemo(db, TEST_PASSWORD_COST);
          const began = performance.now();
          const generated = await generateYear(db, Date.now());
          const generatedMs = Math.round(performance.now() - began);
          console.log(
            `[${store}] ${generated.orders} orders (${generated.siteOrders} takeout or delivery), ${generated.lines} lines, ${generated.bills} bills generated in ${generatedMs} ms`,
          );
          const views = await measureViews(db, store);
          prepared = { generated, generatedMs, ...views, period: views.periods.year as Period };
        } finally {
          await db.destroy();
        }
      },
    });
    try {
      const db = await open(server.databasePath);
      try {
        const before = Number(
          (
            await db
              .selectFrom("orders")
              .select((eb) => eb.fn.countAll().as("count"))
              .executeTakeFirstOrThrow()
          ).count,
        );
        const orders = await measureOrders(server.url, db, prepared.period);
        const after = Number(
          (
            await db
              .selectFrom("orders")
              .select((eb) => eb.fn.countAll().as("count"))
              .executeTakeFirstOrThrow()
          ).count,
        );
        if (after - before < orders.placed) throw new Error(`${orders.placed} orders acknowledged, ${after - before} stored`);
        console.log(
          `[${store}] orders placed: ${orders.alone}/s alone; ${orders.withAnalyticsReader}/s (${orders.slowdownPercent} % slower) with an owner's screen loading the year's four views every second; ${orders.backToBack}/s (${orders.backToBackSlowdownPercent} % slower) with it loading them back to back (${orders.analyticsReadsDuringRun} answers in all)`,
        );
        const { placed: _placed, ...ordersPerSecond } = orders;
        const { period: _period, ...kept } = prepared;
        return { store, ...kept, ordersPerSecond };
      } finally {
        await db.destroy();
      }
    } finally {
      await server.dispose();
    }
  } finally {
    rmSync(webDir, { recursive: true, force: true });
    await cluster?.stop();
  }
}

const results: StoreResult[] = [];
for (const store of STORES) results.push(await benchStore(store));
console.log("\nSummary (p95 ms; x ceiling):");
for (const result of results) {
  console.log(
    `${result.store}: ceiling ${result.ceilingOneDayOrdersP95Ms} ms; rebuild ${result.rebuildMs} ms; orders ${result.ordersPerSecond.alone}/s alone, ${result.ordersPerSecond.withAnalyticsReader}/s with the screen reloading every second (${result.ordersPerSecond.slowdownPercent} %), ${result.ordersPerSecond.backToBack}/s back to back (${result.ordersPerSecond.backToBackSlowdownPercent} %)`,
  );
  for (const [name, ms] of Object.entries(result.p95Ms))
    console.log(`  ${name.padEnd(16)} ${String(ms).padStart(7)}  ${(ms / Math.max(result.ceilingOneDayOrdersP95Ms, 0.1)).toFixed(1)}x`);
}
if (!short)
  writeFileSync(
    "bench/results-analytics.json",
    `${JSON.stringify({ date: new Date().toISOString(), orders: ORDERS, runs: RUNS, placers: PLACERS, placeSeconds: PLACE_SECONDS, results }, null, 2)}\n`,
  );
