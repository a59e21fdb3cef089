/**
 * `npm run bench`: the production server on a temp database, measured from this second process with
 * autocannon (fetched on demand, scripts/on-demand.ts). Prints each scenario beside the hello route's ceiling and the targets of docs/scaling.md,
 * checks that every acknowledged order was stored, and writes bench/results.json. `--short` (or
 * BENCH_SHORT=1) runs each scenario for a moment only: CI's smoke run, which asserts no timing.
 */

import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import type autocannon from "autocannon";
import { importOnDemand } from "../scripts/on-demand";
import { startServer } from "../scripts/start-server";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import type { QrLookup } from "../shared/schemas/qr";
import { BENCH_CUSTOMERS, benchCustomer, prepareBenchDatabase, randomOf } from "./prepare";
import { cpuMs } from "./process-stats";
import { type BenchStore, postgresStore, sqliteStore } from "./stores";
import { cpuRatio, judge, type Measured } from "./targets";

/** autocannon is not in package.json: `npm install` stays light for everyone who never runs the bench. */
const { default: loadTest } = await importOnDemand<{ default: typeof autocannon }>("autocannon", "8.0.0");
const short = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
/** `--only=qr|status` measures hello and the scenarios whose name contains "qr" or "status" (while working on one path). */
const only = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split("|");
const selected = (scenario: string) => !only || only.some((word) => scenario.includes(word));
const DURATION_S = Number(process.env.BENCH_DURATION) || (short ? 1 : 10);
const WARMUP_S = short ? 0 : 2;
/** What every browser sends with a GET: the cached answers go out gzipped to it. */
const BROWSER = { "Accept-Encoding": "gzip, deflate, br" };
/** The scenarios that write: on PostgreSQL each is set beside pgbench's simple-update TPS with as many connections. */
const WRITE_SCENARIOS = new Set(["status update", "line bump", "place order", "sold-out toggle"]);
const ORDER_STATUSES = ["pending", "confirmed", "preparing", "served", "completed"] as const;

interface Scenario {
  name: string;
  connections: number;
  expectedStatus: number;
  /** Each connection sends these in turn: fixed lists cost the client nothing per request, as hello's does. */
  requests: autocannon.Request[];
}

function adminCookie(setCookie: string | null): string {
  const cookie = setCookie?.split(";")[0];
  if (!cookie) throw new Error("signing in as admin set no cookie");
  return cookie;
}

async function signInAdmin(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ emailOrUsername: "admin", password: "admin123", role: "admin" }),
  });
  if (response.status !== 200) throw new Error(`signing in as admin failed: ${response.status}`);
  return adminCookie(response.headers.get("set-cookie"));
}

interface Table {
  qrCode: string;
  etag: string;
  lookup: QrLookup;
}

async function lookUpTables(url: string, qrCodes: string[]): Promise<Table[]> {
  return Promise.all(
    qrCodes.map(async (qrCode) => {
      const response = await fetch(`${url}/api/qr/${qrCode}`);
      if (response.status !== 200) throw new Error(`GET /api/qr/${qrCode} answered ${response.status}`);
      return { qrCode, etag: response.headers.get("etag") ?? "", lookup: (await response.json()) as QrLookup };
    }),
  );
}

/** A diner's cart: one to four dishes, one to three of each, most diners regulars, some new. */
function orderBody(table: Table): string {
  const dishes = table.lookup.menuItems.filter((item) => item.isAvailable);
  const items = Array.from({ length: 1 + Math.floor(Math.random() * 4) }, () => {
    const dish = randomOf(dishes);
    return { id: dish.id, name: dish.name, price: dish.price, quantity: 1 + Math.floor(Math.random() * 3) };
  });
  const regular = Math.random() < 0.8;
  const diner = benchCustomer(regular ? Math.floor(Math.random() * BENCH_CUSTOMERS) : BENCH_CUSTOMERS + Math.floor(Math.random() * 1e8));
  return JSON.stringify({
    ...diner,
    specialInstructions: Math.random() < 0.2 ? "No onion, please" : null,
    items,
    totalAmount: items.reduce((sum, line) => sum + line.price * line.quantity, 0),
  });
}

/** More order requests than the fastest run sends (its warm-up included), each made before the clock starts. */
const PREPARED_ORDERS = (WARMUP_S + DURATION_S) * 8_000;

/** An order request ready to send: its own table, cart, diner and Idempotency-Key. */
function orderRequest(tables: Table[]): Pick<autocannon.Request, "path" | "headers" | "body"> {
  const table = randomOf(tables);
  return {
    path: `/api/qr/${table.qrCode}/order`,
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: orderBody(table),
  };
}

function run(url: string, scenario: Scenario, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    loadTest({ url, connections: scenario.connections, duration, requests: scenario.requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(url: string, scenario: Scenario, pid: number | undefined, store: BenchStore): Promise<Measured> {
  if (WARMUP_S > 0) await run(url, scenario, WARMUP_S);
  const statementsBefore = await store.statementsSoFar();
  const cpuBefore = cpuMs(pid);
  const databaseCpuBefore = store.cpuSoFar();
  const result = await run(url, scenario, DURATION_S);
  const cpuAfter = cpuMs(pid);
  const databaseCpuAfter = store.cpuSoFar();
  const statementsAfter = await store.statementsSoFar();
  const expected = Number(result.statusCodeStats?.[`${scenario.expectedStatus}`]?.count ?? 0);
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, stat) => sum + Number(stat.count ?? 0), 0);
  return {
    name: scenario.name,
    connections: scenario.connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    serverCpuUsPerRequest:
      cpuBefore === null || cpuAfter === null || answered === 0 ? null : Math.round(((cpuAfter - cpuBefore) * 1000) / answered),
    databaseCpuUsPerRequest:
      databaseCpuBefore === null || databaseCpuAfter === null || answered === 0
        ? null
        : Math.round(((databaseCpuAfter - databaseCpuBefore) * 1000) / answered),
    errors: answered - expected + result.errors + result.timeouts,
    statementsPerRequest:
      statementsBefore === null || statementsAfter === null || answered === 0
        ? null
        : Number(((statementsAfter - statementsBefore) / answered).toFixed(2)),
  };
}

const format = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

const roundedRatio = (ratio: number | null) => (ratio === null ? null : Number(ratio.toFixed(2)));
const formatRatio = (ratio: number | null) => (ratio === null ? "?" : format(ratio, 2));

function printTable(rows: Measured[], hello: Measured): void {
  const lines = [
    [
      "scenario",
      "conns",
      "req/s",
      "p50 ms",
      "p99 ms",
      "× hello",
      "server CPU µs/req",
      "CPU × hello",
      "db stmts/req",
      "errors",
      "target",
      "met",
    ],
  ];
  for (const row of rows) {
    const verdict = judge(row, hello);
    lines.push([
      row.name,
      String(row.connections),
      format(row.requestsPerSecond),
      format(row.p50Ms, 1),
      format(row.p99Ms, 1),
      format(row.requestsPerSecond / hello.requestsPerSecond, 2),
      row.serverCpuUsPerRequest === null ? "?" : String(row.serverCpuUsPerRequest),
      formatRatio(cpuRatio(row, hello)),
      row.statementsPerRequest == null ? "" : format(row.statementsPerRequest, 2),
      String(row.errors),
      verdict?.target ?? "",
      verdict === null ? "" : verdict.met ? "yes" : "NO",
    ]);
  }
  const widths = lines[0]?.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? "").length))) ?? [];
  for (const line of lines) console.log(line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
}

const usePostgres = process.argv.includes("--db=postgres");

async function main(): Promise<void> {
  const store = usePostgres ? await postgresStore(DURATION_S, { countStatements: true }) : sqliteStore;
  try {
    await measureAll(store);
  } finally {
    await store.stop();
  }
}

async function measureAll(store: BenchStore): Promise<void> {
  const loadBefore = loadavg();
  let pendingOrderIds: string[] = [];
  let slug = "";
  const server = await startServer({
    env: { BENCH_HELLO: "on", ...store.env },
    // BENCH_PROFILE_DIR=dir writes the server's CPU profile there when it stops.
    nodeArgs: process.env.BENCH_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [],
    prepareDatabase: async (path) => {
      [pendingOrderIds, slug] = await store.open(path, async (db) => [
        await prepareBenchDatabase(db),
        (await db.selectFrom("restaurants").select("slug").where("id", "=", DEMO_RESTAURANT_ID).executeTakeFirstOrThrow()).slug,
      ]);
    },
  });
  /** The bodies of acknowledged orders, read after the run so the client spends its time sending. */
  const acknowledgedBodies: string[] = [];
  let ordersBefore = 0;
  const results: Measured[] = [];
  try {
    const cookie = await signInAdmin(server.url);
    const tablesResponse = await fetch(`${server.url}/api/restaurants/${DEMO_RESTAURANT_ID}/tables`, { headers: { Cookie: cookie } });
    const qrCodes = ((await tablesResponse.json()) as { qrCode: string; isActive: boolean }[])
      .filter((table) => table.isActive)
      .map((table) => table.qrCode);
    const tables = await lookUpTables(server.url, qrCodes);
    // The answer measured is a finished menu's: every dish with its photo's URLs and its Hindi name (prepare.ts, dressDemoMenu).
    const menu = tables[0]?.lookup.menuItems ?? [];
    if (menu.length === 0 || !menu.every((dish) => dish.photo && dish.localName !== "")) {
      throw new Error("the bench's menu has no dishes, or dishes without a photo or a translation");
    }
    console.log(`qr answer: ${menu.length} dishes, ${JSON.stringify(tables[0]?.lookup).length} bytes of JSON`);
    const ordersResponse = await fetch(`${server.url}/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, { headers: { Cookie: cookie } });
    ordersBefore = ((await ordersResponse.json()) as unknown[]).length;

    const staffHeaders = { Cookie: cookie, "Content-Type": "application/json" };
    const preparedOrders = selected("place order")
      ? Array.from({ length: short ? 1_000 : PREPARED_ORDERS }, () => orderRequest(tables))
      : [];
    // Each status request moves the next seeded order one step, so every request is a real write.
    let statusRequests = 0;
    let bumpRequests = 0;
    let toggleRequests = 0;
    const statusOf = new Map(pendingOrderIds.map((id) => [id, 0]));
    const scenarios: Scenario[] = [
      { name: "hello", connections: 50, expectedStatus: 200, requests: [{ method: "GET", path: "/bench/hello" }] },
      {
        name: "qr lookup",
        connections: 50,
        expectedStatus: 200,
        requests: tables.map((table) => ({ method: "GET", path: `/api/qr/${table.qrCode}`, headers: BROWSER })),
      },
      {
        name: "qr lookup, If-None-Match",
        connections: 50,
        expectedStatus: 304,
        requests: tables.map((table) => ({
          method: "GET",
          path: `/api/qr/${table.qrCode}`,
          headers: { ...BROWSER, "If-None-Match": table.etag },
        })),
      },
      {
        // The restaurant's own website, server-rendered once per menu change (api/cache/site-pages.ts).
        name: "website page",
        connections: 50,
        expectedStatus: 200,
        requests: [{ method: "GET", path: `/r/${slug}`, headers: BROWSER }],
      },
      {
        name: "orders list (2,000)",
        connections: 4,
        expectedStatus: 200,
        requests: [{ method: "GET", path: `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, headers: { ...BROWSER, Cookie: cookie } }],
      },
      {
        name: "status update",
        connections: 10,
        expectedStatus: 200,
        requests: [
          {
            method: "PUT",
            setupRequest: (req) => {
              const id = pendingOrderIds[statusRequests++ % pendingOrderIds.length] ?? "";
              const step = Math.min((statusOf.get(id) ?? 0) + 1, ORDER_STATUSES.length - 1);
              statusOf.set(id, step);
              return {
                ...req,
                path: `/api/orders/${id}/status`,
                headers: { ...staffHeaders, "Idempotency-Key": randomUUID() },
                body: JSON.stringify({ status: ORDER_STATUSES[step] }),
              };
            },
          },
        ],
      },
      {
        // A station bumping lines at the pass (each seeded order's two), then recalling them on the next pass: every request a write.
        name: "line bump",
        connections: 10,
        expectedStatus: 200,
        requests: [
          {
            method: "PUT",
            setupRequest: (req) => {
              const n = bumpRequests++;
              const id = pendingOrderIds[Math.floor(n / 2) % pendingOrderIds.length] ?? "";
              const ready = Math.floor(n / (2 * pendingOrderIds.length)) % 2 === 0;
              return {
                ...req,
                path: `/api/orders/${id}/lines/${id}.${(n % 2) + 1}/ready`,
                headers: { ...staffHeaders, "Idempotency-Key": randomUUID() },
                body: JSON.stringify({ ready }),
              };
            },
          },
        ],
      },
      {
        name: "place order",
        connections: Number(process.env.BENCH_ORDER_CONNECTIONS) || 50,
        expectedStatus: 201,
        requests: [
          {
            method: "POST",
            // Made ahead like hello's fixed request, so the client's own work does not eat the server's CPU.
            setupRequest: (req) => ({ ...req, ...(preparedOrders.pop() ?? orderRequest(tables)) }),
            onResponse: (status, body) => {
              if (status === 201) acknowledgedBodies.push(body);
            },
          },
        ],
      },
      {
        // Dishes sold out, then back, in turn (last: the orders above are made from the menu as first read).
        name: "sold-out toggle",
        connections: 10,
        expectedStatus: 200,
        requests: [
          {
            method: "PATCH",
            setupRequest: (req) => {
              const n = toggleRequests++;
              const dishes = tables[0]?.lookup.menuItems ?? [];
              return {
                ...req,
                path: `/api/menu-items/${dishes[n % dishes.length]?.id ?? ""}`,
                headers: { ...staffHeaders, "Idempotency-Key": randomUUID() },
                body: JSON.stringify({ isAvailable: Math.floor(n / dishes.length) % 2 === 1 }),
              };
            },
          },
        ],
      },
    ];
    for (const scenario of scenarios.filter((candidate, index) => index === 0 || selected(candidate.name))) {
      process.stdout.write(`measuring ${scenario.name}…\n`);
      results.push(await measure(server.url, scenario, server.pid(), store));
    }
  } finally {
    await server.stop();
  }

  // The server has stopped: what the database holds now is what survived.
  const stored = await store.open(server.databasePath, (db) =>
    db.selectFrom("orders").select("id").where("restaurantId", "=", DEMO_RESTAURANT_ID).execute(),
  );
  await server.dispose();
  const placeOrder = results.find((row) => row.name === "place order");
  // pgbench's ceiling once per connection count the write scenarios ran with (a short run's too: it only has to print).
  const ceilings = new Map<number, number | null>();
  for (const row of results.filter((candidate) => WRITE_SCENARIOS.has(candidate.name))) {
    if (!ceilings.has(row.connections)) ceilings.set(row.connections, await store.ceiling(row.connections));
  }
  const pgbenchTps = placeOrder ? (ceilings.get(placeOrder.connections) ?? null) : null;
  const storedIds = new Set(stored.map((row) => row.id));
  const acknowledged = new Set(acknowledgedBodies.map((body) => (JSON.parse(body) as { id: string }).id));
  const lost = [...acknowledged].filter((id) => !storedIds.has(id)).length;
  const storedNew = stored.length - ordersBefore;

  const hello = results[0];
  if (!hello) throw new Error("the hello run did not happen");
  console.log(`\n${short ? "SHORT run (smoke test, figures mean nothing)" : "bench"}: ${DURATION_S} s per scenario`);
  printTable(results, hello);
  console.log(`orders acknowledged (2xx): ${acknowledged.size}; stored: ${storedNew}; acknowledged but missing: ${lost}`);
  for (const row of results.filter((candidate) => WRITE_SCENARIOS.has(candidate.name))) {
    const tps = ceilings.get(row.connections);
    if (tps == null) continue;
    const roundTrips = row.statementsPerRequest == null ? "" : `, ${format(row.statementsPerRequest, 2)} statements per request`;
    const databaseCpu = row.databaseCpuUsPerRequest == null ? "" : `, PostgreSQL CPU ${row.databaseCpuUsPerRequest} µs per request`;
    console.log(
      `pgbench simple-update, ${row.connections} connections: ${format(tps)} tps; ${row.name} ${format(row.requestsPerSecond)}/s = ${format(row.requestsPerSecond / tps, 2)} of pgbench${roundTrips}${databaseCpu}`,
    );
  }

  const machine = {
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverageBefore: loadBefore.map((load) => Number(load.toFixed(2))),
    loadAverageAfter: loadavg().map((load) => Number(load.toFixed(2))),
  };
  const report = {
    date: new Date().toISOString(),
    short,
    durationSeconds: DURATION_S,
    machine,
    scenarios: results.map((row) => ({
      ...row,
      ratioToHello: Number((row.requestsPerSecond / hello.requestsPerSecond).toFixed(3)),
      cpuRatioToHello: roundedRatio(cpuRatio(row, hello)),
      ...judge(row, hello),
    })),
    orders: { acknowledged: acknowledged.size, stored: storedNew, acknowledgedButMissing: lost },
    store: usePostgres ? "postgres" : "sqlite",
    pgbenchTps,
    pgbenchTpsByConnections: Object.fromEntries(ceilings),
  };
  // A short run's figures mean nothing, so it leaves the last full run's file alone.
  const resultsFile = usePostgres ? "results-postgres.json" : "results.json";
  if (!short) writeFileSync(join(import.meta.dirname, resultsFile), `${JSON.stringify(report, null, 2)}\n`);

  const errors = results.reduce((sum, row) => sum + row.errors, 0);
  if (errors > 0 || lost > 0 || storedNew < acknowledged.size) {
    console.error(
      `FAILED: ${errors} errors, ${lost} acknowledged orders missing, ${storedNew} stored of ${acknowledged.size} acknowledged`,
    );
    process.exit(1);
  }
}

// `npm run bench -- --evening`: the Friday-night bench (bench/evening.ts) instead of one endpoint at a time.
if (process.argv.includes("--evening")) await import("./evening");
else await main();
