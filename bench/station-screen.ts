/**
 * `npx tsx bench/station-screen.ts [--short]`: a station screen under a Friday's load, in Chromium with its
 * CPU slowed four times (a mid-range tablet), over the production build (`npm run build` first) on a temp
 * SQLite database holding 200 open orders at one station, each at its own table. Measures:
 * 1. the station screen at 1024×768: time until its 200 tickets show (first open, and a reload with the
 *    orders already on the device), then 30 taps on a line's Ready, each from the tap to the frame that
 *    shows its Recall, with the long tasks (over 50 ms) seen meanwhile;
 * 2. 100 bumps sent through the API, each timed from the request to the frame in which another tablet of
 *    the station, an All screen and the waiter's floor show it (each page on its own live event stream).
 * Prints p50/p95/max; writes bench/results-station-screen.json. `--short` (CI's smoke): 12 tickets, 3
 * taps, 3 bumps, no throttling, nothing written; it fails only when a screen never shows what it should.
 * docs/scaling.md, "Station screens", keeps one run's figures.
 */

import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { openDatabase } from "../api/db/connection";
import { newQrCode } from "../api/db/tables";
import { DEMO_SIGN_INS, signIn, startService, waitForHeading } from "../scripts/browser-flows";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";
import { startServer } from "../scripts/start-server";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import { orderTotal } from "../shared/money";
import { lineIdOf, orderLinesOf } from "../shared/order-lines";
import { seedDemoMenu } from "./prepare";

const short = process.argv.includes("--short");
const TICKETS = short ? 12 : 200;
/** Orders with one line each, bumped through the API in part 2 (one bump makes the order, and its table, ready). */
const BUMPS = short ? 3 : 100;
const TAPS = short ? 3 : 30;
/** Chrome DevTools' "mid-tier mobile" preset slows the CPU four times. */
const CPU_SLOWDOWN = short ? 1 : 4;
const TABLET = { width: 1024, height: 768 };
const STATION = "Bench Tandoor";
const STATION_KEY = "rasoi:kitchen-station";

interface Seeded {
  stationId: string;
  /** Part 2's orders: one line each, at table `B<n+1>`. */
  bumped: { orderId: string; lineId: string; table: string }[];
  /** Part 1's orders: three lines each; the taps bump their first lines. */
  tapped: { orderId: string; lineId: string }[];
}

/** The demo restaurant, a second station, TICKETS tables and one open order at each, every line at that station. */
async function seedTickets(databasePath: string): Promise<Seeded> {
  const db = await openDatabase(databasePath);
  try {
    const menu = await seedDemoMenu(db);
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const stationId = randomUUID();
    const statuses = ["pending", "confirmed", "preparing"] as const;
    const tables = Array.from({ length: TICKETS }, (_, n) => ({
      id: randomUUID(),
      restaurantId: DEMO_RESTAURANT_ID,
      tableNumber: `B${n + 1}`,
      capacity: 4,
      location: null,
      qrCode: newQrCode(),
      isActive: 1,
      createdAt: at(120),
      updatedAt: at(120),
    }));
    const orders = tables.map((table, n) => {
      const id = randomUUID();
      const count = n < BUMPS ? 1 : 3;
      const items = Array.from({ length: count }, (_, line) => {
        const dish = menu[(n * 3 + line) % menu.length];
        if (!dish) throw new Error("the demo menu is empty");
        return { ...dish, quantity: 1 + ((n + line) % 3) };
      });
      const orderTime = at(30 - (n % 30));
      return {
        id,
        restaurantId: DEMO_RESTAURANT_ID,
        tableId: table.id,
        customerId: null,
        items: JSON.stringify(orderLinesOf(id, items, () => stationId)),
        totalAmount: orderTotal(items),
        status: statuses[n % statuses.length] ?? "pending",
        customerName: `Bench Diner ${n}`,
        customerPhone: `9${String(n).padStart(9, "0")}`,
        customerEmail: `diner${n}@bench.example`,
        specialInstructions: n % 5 === 0 ? "Less spicy, please" : null,
        orderTime,
        completedAt: null,
        updatedAt: orderTime,
      };
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("stations")
        .values({ id: stationId, restaurantId: DEMO_RESTAURANT_ID, name: STATION, position: 1, createdAt: at(120), updatedAt: at(120) })
        .execute();
      await trx.insertInto("restaurantTables").values(tables).execute();
      for (let start = 0; start < orders.length; start += 100) {
        await trx
          .insertInto("orders")
          .values(orders.slice(start, start + 100))
          .execute();
      }
    });
    return {
      stationId,
      bumped: orders.slice(0, BUMPS).map((order, n) => ({ orderId: order.id, lineId: lineIdOf(order.id, 0), table: `B${n + 1}` })),
      tapped: orders.slice(BUMPS).map((order) => ({ orderId: order.id, lineId: lineIdOf(order.id, 0) })),
    };
  } finally {
    await db.destroy();
  }
}

/** What the bench keeps on the page's window between calls. */
interface BenchWindow {
  __ticketsShownAt?: number;
  __longTasks?: number[];
  __tap?: Promise<number>;
  __watch?: Promise<number>;
}

const tickets = "li[data-order-id]";

/**
 * Records, from the page's own clock, when the station's `target` tickets first stand in the DOM at a frame's
 * start (the screen shows All until it knows the stations). A
 * string: tsx would wrap a named inner function in a helper the page does not have.
 */
const watchTicketsShown = (target: number) => `
  (function check() {
    const station = document.querySelector('fieldset[aria-label="Station"] [aria-pressed="true"]');
    const shown = station?.textContent === ${JSON.stringify(STATION)} && document.querySelectorAll(${JSON.stringify(tickets)}).length === ${target};
    if (shown) window.__ticketsShownAt = performance.now();
    else requestAnimationFrame(check);
  })();
`;

async function slowDown(page: Page): Promise<void> {
  if (CPU_SLOWDOWN === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

async function device(browser: Browser, url: string, stationId: string | null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: url, viewport: TABLET });
  // The station this tablet shows, as the picker remembers it (web/features/kitchen/stationChoice.ts).
  if (stationId) await context.addInitScript(([key, id]) => localStorage.setItem(key, id), [STATION_KEY, stationId] as const);
  return { context, page: await context.newPage() };
}

async function kitchenTablet(browser: Browser, url: string, stationId: string | null, shown: number) {
  const tablet = await device(browser, url, stationId);
  await signIn(tablet.page, DEMO_SIGN_INS.chef);
  await waitForHeading(tablet.page, "Chef Panel");
  await startService(tablet.page);
  await tablet.page.waitForFunction((n) => document.querySelectorAll("li[data-order-id]").length >= n, shown);
  return tablet;
}

function percentiles(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN);
  return { p50: at(0.5), p95: at(0.95), max: at(1), count: sorted.length };
}

/** Part 1: the station's own tablet, throttled: load times, then taps on Ready. */
async function measureTablet(browser: Browser, url: string, seeded: Seeded) {
  // First open: a context with the tablet's cookie and station but no local data, throttled from its first byte.
  const signedIn = await kitchenTablet(browser, url, seeded.stationId, TICKETS);
  const state = await signedIn.context.storageState();
  await signedIn.context.close();
  const context = await browser.newContext({ baseURL: url, viewport: TABLET, storageState: state });
  await context.addInitScript(([key, id]) => localStorage.setItem(key, id), [STATION_KEY, seeded.stationId] as const);
  await context.addInitScript({ content: watchTicketsShown(TICKETS) });
  const page = await context.newPage();
  try {
    await slowDown(page);
    await page.goto("/dashboard");
    await page.waitForFunction(() => (window as BenchWindow).__ticketsShownAt !== undefined, undefined, { timeout: 120_000 });
    const firstOpenMs = await page.evaluate(() => (window as BenchWindow).__ticketsShownAt ?? Number.NaN);
    await page.reload();
    await page.waitForFunction(() => (window as BenchWindow).__ticketsShownAt !== undefined, undefined, { timeout: 120_000 });
    const reloadMs = await page.evaluate(() => (window as BenchWindow).__ticketsShownAt ?? Number.NaN);
    await startService(page);
    if ((await page.locator(tickets).count()) !== TICKETS)
      throw new Error(`the station screen shows ${await page.locator(tickets).count()} tickets, not ${TICKETS}`);

    await page.evaluate(() => {
      const w = window as BenchWindow;
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks?.push(entry.duration);
      }).observe({ type: "longtask" });
    });
    const taps: number[] = [];
    for (const { lineId } of seeded.tapped.slice(0, TAPS)) {
      const button = page.locator(`[data-line-id="${lineId}"] button[aria-label^="Ready:"]`);
      await button.scrollIntoViewIfNeeded();
      await page.evaluate((id) => {
        const w = window as BenchWindow;
        w.__tap = new Promise((resolve) => {
          let tappedAt = Number.NaN;
          addEventListener("pointerdown", (event) => (tappedAt = event.timeStamp), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (!document.querySelector(`[data-line-id="${id}"] button[aria-label^="Recall:"]`)) return;
            observer.disconnect();
            // The next frame's start: the change is painted in it.
            requestAnimationFrame(() => resolve(performance.now() - tappedAt));
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-label"] });
        });
      }, lineId);
      // Playwright waits while the screen settles after the last tap (its buttons inert, web/lib/useTapGuard.ts).
      await button.click();
      taps.push(await page.evaluate(() => (window as BenchWindow).__tap ?? Number.NaN));
    }
    const longTasks = await page.evaluate(() => (window as BenchWindow).__longTasks ?? []);
    return {
      firstOpenMs: Math.round(firstOpenMs),
      reloadMs: Math.round(reloadMs),
      tapToShownMs: percentiles(taps),
      longTasks: {
        count: longTasks.length,
        totalMs: Math.round(longTasks.reduce((sum, ms) => sum + ms, 0)),
        maxMs: Math.round(Math.max(0, ...longTasks)),
      },
    };
  } finally {
    await context.close();
  }
}

async function signInCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ emailOrUsername: "chef", password: "chef123", role: "chef" }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 200 || !cookie) throw new Error(`signing in as the chef failed: ${response.status}`);
  return cookie;
}

/** Part 2: bumps through the API, each timed to the frame in which every other screen shows it. */
async function measureBumps(browser: Browser, url: string, seeded: Seeded) {
  const cookie = await signInCookie(url);
  const sameStation = await kitchenTablet(browser, url, seeded.stationId, TICKETS);
  const allScreen = await kitchenTablet(browser, url, null, TICKETS);
  const floor = await device(browser, url, null);
  await signIn(floor.page, DEMO_SIGN_INS.waiter);
  await waitForHeading(floor.page, "Waiter Panel");
  await floor.page.locator(`[aria-label^="Table B${BUMPS}:"]`).waitFor();
  const screens = [
    {
      name: "the station's other tablet",
      page: sameStation.page,
      shows: (bump: Seeded["bumped"][number]) => `[data-line-id="${bump.lineId}"] button[aria-label^="Recall:"]`,
    },
    {
      name: "the All screen",
      page: allScreen.page,
      shows: (bump: Seeded["bumped"][number]) => `[data-line-id="${bump.lineId}"] button[aria-label^="Recall:"]`,
    },
    {
      name: "the waiter's floor",
      page: floor.page,
      shows: (bump: Seeded["bumped"][number]) => `[data-ready][aria-label^="Table ${bump.table}:"]`,
    },
  ];
  try {
    await Promise.all(screens.map((screen) => slowDown(screen.page)));
    const latencies = screens.map(() => [] as number[]);
    for (const bump of seeded.bumped) {
      await Promise.all(
        screens.map((screen) =>
          screen.page.evaluate((selector) => {
            const w = window as BenchWindow;
            w.__watch = new Promise((resolve) => {
              const observer = new MutationObserver(() => {
                if (!document.querySelector(selector)) return;
                observer.disconnect();
                requestAnimationFrame(() => resolve(Date.now()));
              });
              observer.observe(document.body, { subtree: true, childList: true, attributes: true });
            });
          }, screen.shows(bump)),
        ),
      );
      const sentAt = Date.now();
      const response = await fetch(`${url}/api/orders/${bump.orderId}/lines/${bump.lineId}/ready`, {
        method: "PUT",
        headers: { Cookie: cookie, "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
        body: JSON.stringify({ ready: true }),
      });
      if (response.status !== 200) throw new Error(`bumping ${bump.lineId} answered ${response.status}: ${await response.text()}`);
      const shownAt = await Promise.all(screens.map((screen) => screen.page.evaluate(() => (window as BenchWindow).__watch ?? Number.NaN)));
      for (const [index, at] of shownAt.entries()) latencies[index]?.push(at - sentAt);
    }
    return Object.fromEntries(screens.map((screen, index) => [screen.name, percentiles(latencies[index] ?? [])]));
  } finally {
    await Promise.all([sameStation.context.close(), allScreen.context.close(), floor.context.close()]);
  }
}

const loadBefore = loadavg();
let seeded: Seeded | undefined;
const server = await startServer({
  prepareDatabase: async (path) => {
    seeded = await seedTickets(path);
  },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  if (!seeded) throw new Error("the database was not seeded");
  const tablet = await measureTablet(browser, server.url, seeded);
  console.log(
    `station screen, ${TICKETS} tickets, 1024x768, CPU slowed ${CPU_SLOWDOWN}x: first open ${tablet.firstOpenMs} ms, reload ${tablet.reloadMs} ms to every ticket shown`,
  );
  const taps = tablet.tapToShownMs;
  console.log(`  tap on Ready -> Recall shown, ${taps.count} taps: p50 ${taps.p50} ms, p95 ${taps.p95} ms, max ${taps.max} ms`);
  console.log(
    `  long tasks during the taps: ${tablet.longTasks.count}, ${tablet.longTasks.totalMs} ms in all, longest ${tablet.longTasks.maxMs} ms`,
  );
  const bumps = await measureBumps(browser, server.url, seeded);
  for (const [name, figures] of Object.entries(bumps)) {
    console.log(
      `bump via the API -> shown on ${name}, ${figures.count} bumps: p50 ${figures.p50} ms, p95 ${figures.p95} ms, max ${figures.max} ms`,
    );
  }
  const machine = {
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    loadAverageBefore: loadBefore.map((n) => Number(n.toFixed(2))),
    loadAverageAfter: loadavg().map((n) => Number(n.toFixed(2))),
  };
  console.log(`load average before ${machine.loadAverageBefore.join(" ")}, after ${machine.loadAverageAfter.join(" ")}`);
  if (!short) {
    const report = {
      date: new Date().toISOString(),
      tickets: TICKETS,
      cpuSlowdown: CPU_SLOWDOWN,
      viewport: TABLET,
      machine,
      tablet,
      bumps,
    };
    writeFileSync(join(import.meta.dirname, "results-station-screen.json"), `${JSON.stringify(report, null, 2)}\n`);
  }
} finally {
  await browser.close();
  await server.dispose();
}
