/**
 * `npm run bench -- --evening`: a Friday night compressed into minutes against the production server
 * (docs/scaling.md, A Friday night). 100 tables; guests order by QR (some with options), call the
 * waiter and keep their table's live page open; waiters take orders, answer calls, serve, bill and take
 * payment; station screens bump each line; the counter takes online orders; guests join the waitlist;
 * 20 staff devices keep their live stream open and pull what it names, as the sync engine does. At
 * three times a busy restaurant's peak, on SQLite or (`--db=postgres`) PostgreSQL with two processes.
 * Then the guests' live pages against the 5 s polling they replaced, and at the end: nothing
 * acknowledged missing, nothing doubled. `--short` is CI's smoke run (its figures mean nothing).
 */
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { type RunningServer, startServer } from "../scripts/start-server";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import type { QrLookup } from "../shared/schemas/qr";
import { TABLE_PARTS, type TablePart, tablePartsIn } from "../shared/table-notice";
import { type EventStream, openStream, type PulledOrder, Requests, Servers, StaffDevice, signIn } from "./evening-devices";
import { perGuestMinute, restaurantsPerNode, summarize, Timings } from "./evening-stats";
import { randomOf, seedDemoMenu } from "./prepare";
import { cpuMs, residentKib } from "./process-stats";
import { type BenchStore, postgresStore, sqliteStore } from "./stores";

const short = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const usePostgres = process.argv.includes("--db=postgres");
const minutesArg = Number(process.argv.find((arg) => arg.startsWith("--minutes="))?.slice("--minutes=".length));
/** An evening's service, 7 pm to 11 pm, played in FULL_MINUTES; the smoke run plays its first half minute at the same pace. */
const EVENING_MINUTES = 240;
const FULL_MINUTES = minutesArg || 10;
const COMPRESSION = EVENING_MINUTES / FULL_MINUTES;
/** How long the run plays, in real minutes. */
const RUN_MINUTES = short ? 0.5 : FULL_MINUTES;
/** Three times a busy restaurant's peak. */
const PEAK_MULTIPLE = 3;
const TABLES = 100;
const STAFF_DEVICES = 20;
/**
 * A busy 100-table restaurant's dinner peak, per hour: about 100 parties an hour, each ordering once or
 * twice by QR and once through a waiter, calling once, paying once; online orders and the door's queue.
 */
const PEAK_PER_HOUR = { "qr order": 150, "waiter order": 60, "guest call": 60, "online order": 30, "waitlist join": 40 } as const;
/** Minutes of a real evening, shrunk with the rest: a dish's cooking, a party's meal after the food. */
const PREP_MINUTES = 12;
const MEAL_MINUTES = 25;
const guestSecondsArg = Number(process.argv.find((arg) => arg.startsWith("--guest-seconds="))?.slice("--guest-seconds=".length));
/** Each guest phase of the live-page comparison, in seconds (`--guest-seconds=60` gives a short run figures that mean something). */
const PHASE_SECONDS = guestSecondsArg || (short ? 5 : 60);
/** Each table's cycle in the guest phases (TABLE_CYCLE): an order, a call and a bill a minute, about 30 times a real table's. */
const TABLE_CYCLE_MS = 60_000;
/** The polling the live page replaced: order status and bill every 5 s. */
const POLL_MS = 5_000;

const compressedMs = (minutes: number) => (minutes * 60_000) / COMPRESSION;
const perSecond = (perHour: number) => (perHour * PEAK_MULTIPLE * COMPRESSION) / 3_600;

interface Table {
  id: string;
  qrCode: string;
  tableNumber: string;
}

interface Guest {
  table: Table;
  lastOrderId: string | null;
  stream: EventStream | null;
}

/** Everything the run acknowledged, checked against the database at the end. */
interface Acknowledged {
  orders: Set<string>;
  /** When each QR order was sent, to time its arrival on the staff devices. */
  sentAt: Map<string, number>;
  replays: number;
  replaysDiffering: number;
  siteOrders: Set<string>;
}

async function startServers(store: BenchStore): Promise<RunningServer[]> {
  const env = { BENCH_HELLO: "on", ...store.env };
  // BENCH_PROFILE_DIR=dir writes each server's CPU profile there when it stops.
  const nodeArgs = process.env.BENCH_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const first = await startServer({
    env,
    nodeArgs,
    prepareDatabase: (path) => store.open(path, async (db) => void (await seedDemoMenu(db))),
  });
  // Over PostgreSQL a second process serves the same database, as several nodes would.
  return usePostgres ? [first, await startServer({ env, nodeArgs })] : [first];
}

const serverCpu = (servers: RunningServer[]) => servers.reduce((sum, server) => sum + (cpuMs(server.pid()) ?? 0), 0);
const serverMemory = (servers: RunningServer[]) => servers.reduce((sum, server) => sum + (residentKib(server.pid()) ?? 0), 0);

/** The restaurant made ready for the evening: 100 tables, a dish with options, online orders and all-day hours. */
async function setUp(requests: Requests, admin: string): Promise<{ tables: Table[]; slug: string }> {
  const base = `/api/restaurants/${DEMO_RESTAURANT_ID}`;
  const existing = (await requests.send<Table[]>("setup", "GET", `${base}/tables`, { cookie: admin })).body;
  for (let n = existing.length; n < TABLES; n += 1) {
    await requests.send("setup", "POST", `${base}/tables`, { cookie: admin, body: { tableNumber: `E${n + 1}`, capacity: 4 } });
  }
  const tables = (await requests.send<(Table & { isActive: boolean })[]>("setup", "GET", `${base}/tables`, { cookie: admin })).body.filter(
    (table) => table.isActive,
  );
  const menu = (await requests.send<({ id: string } & Record<string, unknown>)[]>("setup", "GET", `${base}/menu`, { cookie: admin })).body;
  const withOptions = menu.slice(0, 3);
  for (const dish of withOptions) {
    const {
      id,
      restaurantId: _restaurant,
      createdAt: _created,
      updatedAt: _updated,
      photo: _photo,
      packagingRupees: _packaging,
      ...fields
    } = dish;
    await requests.send("setup", "PUT", `/api/menu-items/${id}`, {
      cookie: admin,
      body: {
        ...fields,
        optionGroups: [
          {
            id: "portion",
            name: "Portion",
            kind: "single",
            required: true,
            choices: [
              { id: "half", name: "Half", priceDelta: 0 },
              { id: "full", name: "Full", priceDelta: 120 },
            ],
          },
        ],
      },
    });
  }
  const settings = (await requests.send<Record<string, unknown>>("setup", "GET", `${base}/settings`, { cookie: admin })).body;
  const { restaurantId: _restaurantId, updatedAt: _updatedAt, photo: _photo, ...editable } = settings;
  const openingHours = Array.from({ length: 7 }, (_, day) => ({ day, open: "00:00", close: "23:59" }));
  const saved = await requests.send("setup", "PUT", `${base}/settings`, { cookie: admin, body: { ...editable, openingHours } });
  if (saved.status !== 200) throw new Error(`saving the opening hours answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  await requests.send("setup", "PUT", "/api/online-settings", {
    cookie: admin,
    body: { pickup: true, delivery: false, cash: true, autoAccept: false, open: true, packagingPerOrderRupees: 0, zones: [] },
  });
  return { tables: tables.slice(0, TABLES), slug: String(settings.slug) };
}

/** A cart of one to three dishes; a dish with options takes Half or Full. */
function cart(menu: QrLookup["menuItems"]) {
  const dishes = menu.filter((dish) => dish.isAvailable);
  const items = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => {
    const dish = randomOf(dishes);
    const group = dish.optionGroups[0];
    const choice = group ? randomOf(group.choices) : undefined;
    const options = group && choice ? [{ groupId: group.id, choiceId: choice.id }] : undefined;
    return {
      id: dish.id,
      name: dish.name,
      price: dish.price + (choice?.priceDelta ?? 0),
      quantity: 1 + Math.floor(Math.random() * 2),
      options,
    };
  });
  return { items, totalAmount: items.reduce((sum, line) => sum + line.price * line.quantity, 0) };
}

/** Calls `act` at random (Poisson) moments `perSecond` times a second on average until `until`. */
function every(perSecondRate: number, until: number, act: () => Promise<unknown>, running: Set<Promise<unknown>>): Promise<void> {
  return (async () => {
    while (performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * (1_000 / perSecondRate)));
      if (performance.now() >= until) break;
      const work = act().finally(() => running.delete(work));
      running.add(work);
    }
  })();
}

/** Runs `tick` every `ms` until `until`, one at a time. */
async function ticking(ms: number, until: number, tick: () => Promise<void>): Promise<void> {
  while (performance.now() < until) {
    await tick();
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
}

async function main(): Promise<void> {
  const store = usePostgres ? await postgresStore(10) : sqliteStore;
  const servers = await startServers(store).catch(async (error: unknown) => {
    await store.stop();
    throw error;
  });
  const timings = new Timings();
  const requests = new Requests(new Servers(servers.map((server) => server.url)), timings);
  const acknowledged: Acknowledged = { orders: new Set(), sentAt: new Map(), replays: 0, replaysDiffering: 0, siteOrders: new Set() };
  const devices: StaffDevice[] = [];
  const guests: Guest[] = [];
  let report: Record<string, unknown> = {};
  let ordersBefore = 0;
  try {
    const admin = await signIn(requests, "admin", "admin123", "admin");
    const { tables, slug } = await setUp(requests, admin);
    const menu = (await requests.send<QrLookup>("setup", "GET", `/api/qr/${tables[0]?.qrCode}`)).body.menuItems;
    ordersBefore = (await requests.send<unknown[]>("setup", "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, { cookie: admin })).body
      .length;
    const helloCpuUs = await measureHello(servers, requests);

    // 20 staff devices: station screens, waiters' phones, the counter and the host stand, each its own session.
    const memoryBefore = serverMemory(servers);
    const roles: string[] = ["chef", "waiter", "admin", "admin", ...Array(STAFF_DEVICES - 4).fill("waiter")];
    for (const [n, role] of roles.entries()) {
      const device = new StaffDevice(requests, DEMO_RESTAURANT_ID, await signIn(requests, role, `${role}123`, role));
      await device.connect(servers[n % servers.length]?.url ?? "");
      devices.push(device);
    }
    for (const [n, table] of tables.entries()) {
      const guest: Guest = { table, lastOrderId: null, stream: null };
      guest.stream = openStream(servers[n % servers.length]?.url ?? "", `/api/qr/${table.qrCode}/events`, undefined, (event, data) => {
        if (event === "table") void refetch(requests, guest, tablePartsIn(data));
      });
      await guest.stream.ready;
      guests.push(guest);
    }
    const memoryPerStreamKib = (serverMemory(servers) - memoryBefore) / (devices.length + guests.length);

    const [kitchen, waiter, counter, host] = devices;
    if (!kitchen || !waiter || !counter || !host) throw new Error("the evening needs its devices");
    const running = new Set<Promise<unknown>>();
    const cpuBefore = serverCpu(servers);
    const requestsBefore = requests.count;
    const started = performance.now();
    const until = started + RUN_MINUTES * 60_000;
    const rates = Object.fromEntries(Object.entries(PEAK_PER_HOUR).map(([action, perHour]) => [action, perSecond(perHour)]));
    process.stdout.write(
      `evening: ${RUN_MINUTES} min on ${usePostgres ? "PostgreSQL, two processes" : "SQLite"}, ${tables.length} tables, ${devices.length} staff devices, ${guests.length} guest pages\n`,
    );
    await Promise.all([
      every(rates["qr order"] ?? 1, until, () => qrOrder(requests, randomOf(guests), menu, acknowledged), running),
      every(rates["waiter order"] ?? 1, until, () => waiterOrder(requests, waiter, randomOf(tables), menu, acknowledged), running),
      every(rates["guest call"] ?? 1, until, () => guestCall(requests, randomOf(tables)), running),
      every(rates["online order"] ?? 1, until, () => onlineOrder(requests, slug, menu, acknowledged), running),
      every(rates["waitlist join"] ?? 1, until, () => waitlistJoin(requests, slug, host), running),
      ticking(250, until, () => cook(requests, kitchen)),
      ticking(250, until, () => serveAndBill(requests, waiter)),
      ticking(500, until, () => answerCalls(requests, waiter)),
      ticking(1_000, until, () => counterTurn(requests, counter)),
    ]);
    await Promise.all(running);
    const seconds = (performance.now() - started) / 1_000;
    const cpuUsedMs = serverCpu(servers) - cpuBefore;
    const evenRequests = requests.count - requestsBefore;
    const staleCopies = await staleOrdersInCopies(requests, devices, admin);

    // The live-update delay: from a diner sending an order to it being in each other device's copy.
    const delays: number[] = [];
    for (const [orderId, sentAt] of acknowledged.sentAt) {
      for (const device of devices) {
        const seenAt = device.seen.get(orderId);
        if (seenAt !== undefined) delays.push(seenAt - sentAt);
      }
    }
    const guestLive = await guestPhases(requests, servers, guests, menu, { kitchen, waiter, all: devices }, acknowledged);
    const coresUsed = cpuUsedMs / 1_000 / seconds;
    const playedRestaurants = PEAK_MULTIPLE * COMPRESSION;
    report = {
      seconds: Math.round(seconds),
      requests: evenRequests,
      requestsPerSecond: Math.round(evenRequests / seconds),
      helloCpuUsPerRequest: helloCpuUs,
      cpuUsPerRequest: Math.round((cpuUsedMs * 1_000) / evenRequests),
      cpuRatioToHello: Number(((cpuUsedMs * 1_000) / evenRequests / helloCpuUs).toFixed(2)),
      coresUsed: Number(coresUsed.toFixed(3)),
      restaurantsPlayed: playedRestaurants,
      restaurantsPerNode: restaurantsPerNode({ restaurantsPlayed: playedRestaurants, coresUsed, cores: cpus().length, utilisation: 0.7 }),
      liveUpdateDelayMs: summarize(delays),
      staleCopies,
      memoryPerStreamKib: Math.round(memoryPerStreamKib),
      guestLive,
      actions: Object.fromEntries(timings.summaries().map(([action, summary]) => [action, roundSummary(summary)])),
    };
  } finally {
    for (const device of devices) device.close();
    for (const guest of guests) guest.stream?.close();
    for (const server of servers) await server.stop();
  }
  const stored = await checkStored(store, servers[0]?.databasePath ?? "", acknowledged, ordersBefore);
  for (const server of servers) await server.dispose();
  await store.stop();
  printReport(report, stored, requests.unexpected);
  if (!short) {
    const file = join(import.meta.dirname, usePostgres ? "results-evening-postgres.json" : "results-evening.json");
    writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), ...report, stored }, null, 2)}\n`);
  }
  if (
    stored.missing > 0 ||
    stored.doubled !== 0 ||
    stored.payments > 0 ||
    requests.unexpected.size > 0 ||
    acknowledged.replaysDiffering > 0
  ) {
    console.error("FAILED: an acknowledged write is missing or doubled, a bill's payments do not add up, or an answer was unexpected");
    process.exit(1);
  }
}

/**
 * Orders whose copy on some staff device differs from the server's once the evening is over and the
 * last notices are pulled (a second to arrive): a change a device's pulls passed by stays missing
 * until the order changes again, and its screen repeats a move it already made (docs/decisions/116-orders-cursor-look-back.md).
 */
async function staleOrdersInCopies(requests: Requests, devices: readonly StaffDevice[], admin: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await Promise.all(devices.map((device) => device.pull()));
  const { body: orders } = await requests.send<PulledOrder[]>("end: every order", "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, {
    cookie: admin,
  });
  return orders.filter((order) => devices.some((device) => device.orders.get(order.id)?.updatedAt !== order.updatedAt)).length;
}

const roundSummary = (summary: ReturnType<typeof summarize>) => ({
  count: summary.count,
  p50: Math.round(summary.p50 * 10) / 10,
  p95: Math.round(summary.p95 * 10) / 10,
  p99: Math.round(summary.p99 * 10) / 10,
});

/** hello's server CPU per request, sent the way the evening sends (fetch, 20 at a time). */
async function measureHello(servers: RunningServer[], requests: Requests): Promise<number> {
  const count = short ? 2_000 : 20_000;
  const before = serverCpu(servers);
  let sent = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (sent < count) {
        sent += 1;
        await (await fetch(`${requests.servers.next()}/bench/hello`)).text();
      }
    }),
  );
  return ((serverCpu(servers) - before) * 1_000) / count;
}

/** The page reads again the parts named: its order's status card (once it has placed one) and the table's bill. */
async function refetch(requests: Requests, guest: Guest, parts: readonly TablePart[]): Promise<void> {
  const { qrCode } = guest.table;
  const orderId = guest.lastOrderId;
  await Promise.all([
    orderId && parts.includes("order")
      ? requests.send("guest page: order", "GET", `/api/qr/${qrCode}/orders/${orderId}`, { expect: [200, 404] })
      : null,
    parts.includes("bill") ? requests.send("guest page: bill", "GET", `/api/qr/${qrCode}/bill`, { expect: [200, 204] }) : null,
  ]);
}

async function qrOrder(requests: Requests, guest: Guest, menu: QrLookup["menuItems"], acknowledged: Acknowledged): Promise<void> {
  const key = randomUUID();
  const body = {
    customerName: "Evening Guest",
    customerEmail: "guest@evening.example",
    customerPhone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
    specialInstructions: null,
    ...cart(menu),
  };
  const sentAt = performance.now();
  const placed = await requests.send<{ id: string }>("qr order", "POST", `/api/qr/${guest.table.qrCode}/order`, {
    body,
    key,
    expect: [201],
  });
  if (placed.status !== 201) return;
  acknowledged.orders.add(placed.body.id);
  acknowledged.sentAt.set(placed.body.id, sentAt);
  guest.lastOrderId = placed.body.id;
  // One phone in twenty never heard the answer and sends again: the same order must come back.
  if (Math.random() < 0.05) {
    acknowledged.replays += 1;
    const again = await requests.send<{ id: string }>("qr order replay", "POST", `/api/qr/${guest.table.qrCode}/order`, {
      body,
      key,
      expect: [200, 201],
    });
    if (again.body?.id !== placed.body.id) acknowledged.replaysDiffering += 1;
  }
}

async function waiterOrder(requests: Requests, waiter: StaffDevice, table: Table, menu: QrLookup["menuItems"], acknowledged: Acknowledged) {
  const id = randomUUID();
  const placed = await requests.send<{ id: string }>("waiter order", "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, {
    cookie: waiter.cookie,
    body: { id, tableId: table.id, specialInstructions: null, customerName: "", ...cart(menu) },
    expect: [201],
  });
  if (placed.status === 201) acknowledged.orders.add(placed.body.id);
}

const guestCall = (requests: Requests, table: Table) =>
  requests.send("guest call", "POST", `/api/qr/${table.qrCode}/requests`, { body: { kind: Math.random() < 0.7 ? "waiter" : "bill" } });

async function onlineOrder(requests: Requests, slug: string, menu: QrLookup["menuItems"], acknowledged: Acknowledged): Promise<void> {
  const placed = await requests.send<{ id: string }>("online order", "POST", `/api/site/${slug}/orders`, {
    body: {
      mode: "pickup",
      pickupAt: null,
      address: null,
      customerName: "Parcel Guest",
      customerPhone: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
      payment: "cash",
      ...cart(menu),
    },
    expect: [201],
  });
  if (placed.status === 201) acknowledged.siteOrders.add(placed.body.id);
}

async function waitlistJoin(requests: Requests, slug: string, host: StaffDevice): Promise<void> {
  const joined = await requests.send<{ id: string }>("waitlist join", "POST", `/api/site/${slug}/waitlist`, {
    body: {
      name: "Door Guest",
      phone: `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
      partySize: 2 + Math.floor(Math.random() * 4),
    },
    expect: [201],
  });
  if (joined.status !== 201) return;
  await new Promise((resolve) => setTimeout(resolve, compressedMs(10)));
  await requests.send("host: notify", "POST", `/api/waitlist/${joined.body.id}/notify`, { cookie: host.cookie });
  await new Promise((resolve) => setTimeout(resolve, compressedMs(5)));
  // The evening seats its tables from QR orders; the door's parties are let go once notified.
  await requests.send("host: no-show", "POST", `/api/waitlist/${joined.body.id}/no-show`, { cookie: host.cookie });
}

const busy = new Set<string>();

/** Runs `act` for `id` unless it is already under way (a device does not tap twice). */
async function once(id: string, act: () => Promise<unknown>): Promise<void> {
  if (busy.has(id)) return;
  busy.add(id);
  try {
    await act();
  } finally {
    busy.delete(id);
  }
}

/** The station screen: confirm, start, and after the dish's cooking time bump each line. */
async function cook(requests: Requests, kitchen: StaffDevice): Promise<void> {
  const now = Date.now();
  const work: Promise<void>[] = [];
  for (const order of kitchen.orders.values()) {
    const next = order.status === "pending" ? "confirmed" : order.status === "confirmed" ? "preparing" : null;
    if (next) {
      work.push(
        once(order.id, () =>
          requests.send("kitchen: status", "PUT", `/api/orders/${order.id}/status`, { cookie: kitchen.cookie, body: { status: next } }),
        ),
      );
      continue;
    }
    if (order.status !== "preparing" || now - Date.parse(order.createdAt) < compressedMs(PREP_MINUTES)) continue;
    const line = order.items.find((item) => item.readyAt === null);
    if (line)
      work.push(
        once(order.id, () =>
          requests.send("station: bump", "PUT", `/api/orders/${order.id}/lines/${line.lineId}/ready`, {
            cookie: kitchen.cookie,
            body: { ready: true },
          }),
        ),
      );
  }
  await Promise.all(work);
}

const billed = new Set<string>();

/** The waiter: serves what is ready at the pass, then bills a table whose meal is over and takes payment. */
async function serveAndBill(requests: Requests, waiter: StaffDevice): Promise<void> {
  const work: Promise<void>[] = [];
  const byTable = new Map<string, PulledOrder[]>();
  for (const order of waiter.orders.values()) {
    if (order.tableId === null) continue;
    if (order.status === "preparing" && order.readyAt !== null) {
      work.push(
        once(order.id, () =>
          requests.send("waiter: serve", "PUT", `/api/orders/${order.id}/status`, { cookie: waiter.cookie, body: { status: "served" } }),
        ),
      );
    }
    if (!billed.has(order.id) && order.status !== "completed" && order.status !== "cancelled") {
      byTable.set(order.tableId, [...(byTable.get(order.tableId) ?? []), order]);
    }
  }
  const now = Date.now();
  for (const [tableId, orders] of byTable) {
    const mealOver = orders.every((order) => order.status === "served" && now - Date.parse(order.updatedAt) >= compressedMs(MEAL_MINUTES));
    if (mealOver) work.push(once(`bill ${tableId}`, () => billTable(requests, waiter, tableId)));
  }
  await Promise.all(work);
}

async function billTable(requests: Requests, waiter: StaffDevice, tableId: string): Promise<void> {
  const bill = await requests.send<{ id: string; orderIds: string[]; totalPaise: number; paidPaise: number }>(
    "waiter: make bill",
    "POST",
    `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`,
    { cookie: waiter.cookie, body: { tableId } },
  );
  if (bill.status !== 200 && bill.status !== 201) return;
  for (const id of bill.body.orderIds) billed.add(id);
  const due = bill.body.totalPaise - bill.body.paidPaise;
  if (due <= 0) return;
  const cash = Math.random() < 0.4;
  await requests.send("waiter: payment", "POST", `/api/bills/${bill.body.id}/payments`, {
    cookie: waiter.cookie,
    body: cash
      ? { method: "cash", amountPaise: due, tenderedPaise: Math.ceil(due / 50_000) * 50_000 }
      : { method: "upi", amountPaise: due },
  });
}

async function answerCalls(requests: Requests, waiter: StaffDevice): Promise<void> {
  const open = await requests.send<{ id: string; status: string }[]>(
    "waiter: calls",
    "GET",
    `/api/restaurants/${DEMO_RESTAURANT_ID}/requests`,
    {
      cookie: waiter.cookie,
    },
  );
  await Promise.all(
    (open.body ?? []).map((call) =>
      once(call.id, () =>
        requests.send("waiter: answer call", "PUT", `/api/service-requests/${call.id}`, {
          cookie: waiter.cookie,
          body: { status: call.status === "open" ? "acknowledged" : "done" },
        }),
      ),
    ),
  );
}

/** The counter: accepts new online orders (cash cooks at once) and hands over what the kitchen made. */
async function counterTurn(requests: Requests, counter: StaffDevice): Promise<void> {
  const orders = await requests.send<{ id: string; status: string }[]>("counter: orders", "GET", "/api/online-orders", {
    cookie: counter.cookie,
  });
  await Promise.all(
    (orders.body ?? []).map((order) => {
      const step = order.status === "placed" ? "accept" : order.status === "ready" ? "picked-up" : null;
      return step
        ? once(order.id, () =>
            requests.send(`counter: ${step}`, "POST", `/api/online-orders/${order.id}/${step}`, { cookie: counter.cookie }),
          )
        : Promise.resolve();
    }),
  );
}

interface GuestCost {
  requestsPerGuestMinute: number;
  cpuMsPerGuestMinute: number;
}

/**
 * One table's cycle in the guest phases, each step at its share of the cycle: an order through the
 * kitchen to the table, a call answered, the bill made and paid. So in every cycle a table's page hears
 * of 4 order moves, 3 call moves and 2 bill moves, in polling and live phases alike.
 */
const TABLE_CYCLE: readonly { at: number; step: "order" | "confirmed" | "preparing" | "served" | "call" | "bill" | "pay" }[] = [
  { at: 0, step: "order" },
  { at: 0.1, step: "confirmed" },
  { at: 0.2, step: "preparing" },
  { at: 0.35, step: "served" },
  { at: 0.45, step: "call" },
  { at: 0.7, step: "bill" },
  { at: 0.8, step: "pay" },
];

/** Plays every table's cycle, table n a share n / tables behind the first, until `stop` says so; answers when the last write is in. */
function playTables(
  requests: Requests,
  guests: Guest[],
  menu: QrLookup["menuItems"],
  { kitchen, waiter }: { kitchen: StaffDevice; waiter: StaffDevice },
  acknowledged: Acknowledged,
  cycleMs: number,
  stop: { now: boolean },
): Promise<unknown> {
  const started = performance.now();
  const pause = (until: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, until - performance.now())));
  const status = (device: StaffDevice, orderId: string, status: string) =>
    requests.send("guest phases: status", "PUT", `/api/orders/${orderId}/status`, { cookie: device.cookie, body: { status } });
  return Promise.all(
    guests.map(async (guest, n) => {
      const { qrCode } = guest.table;
      for (let cycle = started + (n / guests.length) * cycleMs; !stop.now; cycle += cycleMs) {
        let orderId: string | null = null;
        let billId: string | null = null;
        let due = 0;
        for (const { at, step } of TABLE_CYCLE) {
          await pause(cycle + at * cycleMs);
          if (step === "order") {
            const placed = await requests.send<{ id: string }>("guest phases: qr order", "POST", `/api/qr/${qrCode}/order`, {
              body: {
                customerName: "Phase Guest",
                customerEmail: "phase@evening.example",
                customerPhone: `9${String(n).padStart(9, "0")}`,
                specialInstructions: null,
                ...cart(menu),
              },
              key: randomUUID(),
              expect: [201],
            });
            orderId = placed.status === 201 ? placed.body.id : null;
            if (orderId) acknowledged.orders.add(orderId);
            guest.lastOrderId = orderId;
          } else if (step === "confirmed" || step === "preparing") {
            if (orderId) await status(kitchen, orderId, step);
          } else if (step === "served") {
            if (orderId) await status(waiter, orderId, step);
          } else if (step === "call") {
            const call = await requests.send<{ id: string }>("guest phases: call", "POST", `/api/qr/${qrCode}/requests`, {
              body: { kind: "waiter" },
              expect: [200, 201],
            });
            for (const next of ["acknowledged", "done"]) {
              await requests.send("guest phases: answer call", "PUT", `/api/service-requests/${call.body?.id}`, {
                cookie: waiter.cookie,
                body: { status: next },
              });
            }
          } else if (step === "bill") {
            const bill = await requests.send<{ id: string; totalPaise: number; paidPaise: number }>(
              "guest phases: make bill",
              "POST",
              `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`,
              { cookie: waiter.cookie, body: { tableId: guest.table.id } },
            );
            billId = bill.status === 200 || bill.status === 201 ? bill.body.id : null;
            due = billId ? bill.body.totalPaise - bill.body.paidPaise : 0;
          } else if (billId && due > 0) {
            await requests.send("guest phases: payment", "POST", `/api/bills/${billId}/payments`, {
              cookie: waiter.cookie,
              body: { method: "upi", amountPaise: due },
            });
          }
        }
      }
    }),
  );
}

/**
 * The guest's live page against the polling it replaced, under the same writes (every table's cycle
 * above, once a minute; a full run's phases last one cycle each, so each holds the same writes): after a phase to settle, a phase with no guest pages, one with 100 pages polling
 * every 5 s, and one with 100 live pages that read what their table's notices name. The live pages'
 * streams open between phases: what opening one costs is measured apart, per stream. The staff devices'
 * streams are closed first: they would cost the same in every phase and only add noise.
 */
async function guestPhases(
  requests: Requests,
  servers: RunningServer[],
  guests: Guest[],
  menu: QrLookup["menuItems"],
  devices: { kitchen: StaffDevice; waiter: StaffDevice; all: StaffDevice[] },
  acknowledged: Acknowledged,
) {
  for (const guest of guests) guest.stream?.close();
  for (const device of devices.all) device.close();
  const phaseMs = PHASE_SECONDS * 1_000;
  const openStreams = () => {
    for (const [n, guest] of guests.entries()) {
      guest.stream = openStream(
        servers[n % servers.length]?.url ?? "",
        `/api/qr/${guest.table.qrCode}/events`,
        undefined,
        (event, data) => {
          if (event !== "table") return;
          const read = refetch(requests, guest, tablePartsIn(data)).finally(() => reading.delete(read));
          reading.add(read);
        },
      );
    }
    return Promise.all(guests.map((guest) => guest.stream?.ready));
  };
  // The live pages' reads still under way when their streams close are waited for, not cut off by the server's stop.
  const reading = new Set<Promise<void>>();
  const closeStreams = async () => {
    for (const guest of guests) guest.stream?.close();
    await Promise.all(reading);
  };

  // Opening a stream, alone: the page's one cost that the minutes below leave out.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const openingCpu = serverCpu(servers);
  await openStreams();
  const cpuMsPerStreamOpened = Number(((serverCpu(servers) - openingCpu) / guests.length).toFixed(3));
  await closeStreams();

  const stop = { now: false };
  const playing = playTables(requests, guests, menu, devices, acknowledged, TABLE_CYCLE_MS, stop);
  const idle = (until: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, until - performance.now())));
  /** The server's CPU and the requests over exactly one phase; the guests' last reads under way then finish after it. */
  const measure = async (guestWork: (until: number) => Promise<unknown>): Promise<{ cpuMs: number; requests: number }> => {
    const cpuBefore = serverCpu(servers);
    const requestsBefore = requests.count;
    const clock = () => Number(process.hrtime.bigint() / 1_000n);
    const from = clock();
    const until = performance.now() + phaseMs;
    const work = guestWork(until);
    await idle(until);
    const measured = { cpuMs: serverCpu(servers) - cpuBefore, requests: requests.count - requestsBefore };
    // The phase's span on the monotonic clock a CPU profile's timestamps use, to cut the server's profile by phase.
    if (process.env.BENCH_PROFILE_DIR) console.log(`guest phase µs ${from} ${clock()}`);
    await work;
    return measured;
  };
  try {
    await idle(performance.now() + phaseMs);
    const baseline = await measure(idle);
    const polling = await measure((until) =>
      Promise.all(
        guests.map(async (guest, n) => {
          // Phones poll each on its own clock, not all at once.
          await idle(performance.now() + (n / guests.length) * POLL_MS);
          await ticking(POLL_MS, until, () => refetch(requests, guest, TABLE_PARTS));
        }),
      ),
    );
    await openStreams();
    const live = await measure(idle);
    await closeStreams();
    const cost = (measured: { cpuMs: number; requests: number }): GuestCost => ({
      requestsPerGuestMinute: Number(perGuestMinute(measured.requests - baseline.requests, guests.length, PHASE_SECONDS).toFixed(1)),
      cpuMsPerGuestMinute: Number(perGuestMinute(measured.cpuMs - baseline.cpuMs, guests.length, PHASE_SECONDS).toFixed(2)),
    });
    // The writes alone, per guest-minute: the scale of the noise the two figures above are read against.
    const writesCpuMsPerGuestMinute = Number(perGuestMinute(baseline.cpuMs, guests.length, PHASE_SECONDS).toFixed(2));
    return { polling: cost(polling), live: cost(live), cpuMsPerStreamOpened, writesCpuMsPerGuestMinute };
  } finally {
    stop.now = true;
    await closeStreams();
    await playing;
  }
}

async function checkStored(store: BenchStore, databasePath: string, acknowledged: Acknowledged, ordersBefore: number) {
  return store.open(databasePath, async (db) => {
    const orders = await db.selectFrom("orders").select(["id"]).where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
    const ids = new Set(orders.map((row) => row.id));
    const site = await db.selectFrom("siteOrders").select(["id", "released"]).where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
    const siteIds = new Set(site.map((row) => row.id));
    const released = site.filter((row) => row.released === 1).length;
    const bills = await db
      .selectFrom("bills")
      .leftJoin("billPayments", "billPayments.billId", "bills.id")
      .select(({ fn }) => ["bills.id", "bills.totalPaise", "bills.paidPaise", fn.sum<number | null>("billPayments.amountPaise").as("paid")])
      .where("bills.restaurantId", "=", DEMO_RESTAURANT_ID)
      .groupBy(["bills.id", "bills.totalPaise", "bills.paidPaise"])
      .execute();
    return {
      ordersAcknowledged: acknowledged.orders.size,
      siteOrdersAcknowledged: acknowledged.siteOrders.size,
      missing:
        [...acknowledged.orders].filter((id) => !ids.has(id)).length + [...acknowledged.siteOrders].filter((id) => !siteIds.has(id)).length,
      // Every stored order is one the run was answered for (table orders, and the kitchen's copy of each released online order).
      doubled: orders.length - ordersBefore - acknowledged.orders.size - released,
      replays: acknowledged.replays,
      bills: bills.length,
      payments: bills.filter((bill) => Number(bill.paid ?? 0) !== bill.paidPaise || bill.paidPaise > bill.totalPaise).length,
    };
  });
}

function printReport(report: Record<string, unknown>, stored: Awaited<ReturnType<typeof checkStored>>, unexpected: Map<string, number>) {
  console.log(`\n${short ? "SHORT run (smoke test, figures mean nothing)" : "Friday-night bench"}`);
  const { actions, ...figures } = report;
  for (const [name, value] of Object.entries(figures)) console.log(`${name}: ${JSON.stringify(value)}`);
  console.log("\naction                 count    p50 ms   p95 ms   p99 ms");
  for (const [action, summary] of Object.entries((actions ?? {}) as Record<string, ReturnType<typeof roundSummary>>)) {
    console.log(
      `${action.padEnd(22)} ${String(summary.count).padStart(6)} ${String(summary.p50).padStart(8)} ${String(summary.p95).padStart(8)} ${String(summary.p99).padStart(8)}`,
    );
  }
  console.log(`\nstored: ${JSON.stringify(stored)}`);
  for (const [what, count] of unexpected) console.log(`unexpected ×${count}: ${what}`);
}

await main();
