/**
 * A guest's true first visit, as Chromium downloads it (docs/diner-ordering.md, Budget): a fresh
 * browser context (nothing in the HTTP cache, no service worker, no storage) at 390 px opens one page,
 * and every response is recorded with its bytes on the wire. `summarize` then says what the page's
 * scripts and stylesheets cost in the first 10 s and what the service worker downloaded beside them.
 */
import type { Browser, Request } from "playwright-core";

const KB = 1024;
/** What the budget counts: everything a page asks for in this long after navigation (lazy chunks included). */
export const WINDOW_MS = 10_000;
/** JS+CSS of a guest page's first visit: the same for every guest page, the table's menu included. */
export const PAGE_LIMIT = 100 * KB;
/** The page's JS+CSS and the service worker's downloads together, on a guest's first visit. */
export const FIRST_VISIT_LIMIT = 150 * KB;

/** One response of a visit. */
export interface Transfer {
  /** The path and query on the app's origin, e.g. "/assets/x.js". */
  url: string;
  by: "page" | "worker";
  /** Chromium's resource type: "script", "stylesheet", "fetch", "document"... */
  type: string;
  /** When the request started, in ms after the page's navigation began. */
  startMs: number;
  /** Response headers and the body as sent (compressed); 0 when a cache (HTTP or the worker's) answered. */
  bytes: number;
}

export interface FileCost {
  url: string;
  bytes: number;
}

export interface FirstVisit {
  /** The page's scripts and stylesheets asked for within the window, each once. */
  page: FileCost[];
  /** What the service worker downloaded that the page's list does not already count. */
  worker: FileCost[];
  pageBytes: number;
  workerBytes: number;
}

const sum = (files: readonly FileCost[]) => files.reduce((total, file) => total + file.bytes, 0);

/**
 * The page's JS+CSS within `windowMs` and the worker's downloads. A page file the worker answered
 * (or the HTTP cache, after the worker fetched it) is priced at the worker's download and counted
 * with the page, so page + worker is every byte the visit downloaded once.
 */
export function summarize(transfers: readonly Transfer[], windowMs = WINDOW_MS): FirstVisit {
  const downloaded = (by: Transfer["by"], url: string) =>
    transfers.filter((t) => t.by === by && t.url === url).reduce((total, t) => total + t.bytes, 0);
  const pageUrls = new Set(
    transfers.filter((t) => t.by === "page" && (t.type === "script" || t.type === "stylesheet") && t.startMs <= windowMs).map((t) => t.url),
  );
  const takenFromWorker = new Set<string>();
  const page = [...pageUrls].map((url) => {
    const own = downloaded("page", url);
    if (own > 0) return { url, bytes: own };
    takenFromWorker.add(url);
    return { url, bytes: downloaded("worker", url) };
  });
  const workerUrls = new Set(transfers.filter((t) => t.by === "worker" && t.bytes > 0 && !takenFromWorker.has(t.url)).map((t) => t.url));
  const worker = [...workerUrls].map((url) => ({ url, bytes: downloaded("worker", url) }));
  return { page, worker, pageBytes: sum(page), workerBytes: sum(worker) };
}

export interface FirstVisitRow {
  route: string;
  visit: FirstVisit;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The budgets a row breaks, in words; none when it keeps both. */
export function overBudget({ visit }: FirstVisitRow): string[] {
  const over: string[] = [];
  if (visit.pageBytes > PAGE_LIMIT) over.push(`page JS+CSS ${kb(visit.pageBytes)} > ${kb(PAGE_LIMIT)}`);
  const total = visit.pageBytes + visit.workerBytes;
  if (total > FIRST_VISIT_LIMIT) over.push(`page + service worker ${kb(total)} > ${kb(FIRST_VISIT_LIMIT)}`);
  return over;
}

export function formatFirstVisits(rows: readonly FirstVisitRow[]): string {
  const width = Math.max(5, ...rows.map((row) => row.route.length));
  const head = `${"route".padEnd(width)}  ${"page JS+CSS".padStart(18)}  ${"service worker".padStart(18)}  ${"together".padStart(9)}  status`;
  const lines = [head];
  for (const row of rows) {
    const { page, worker, pageBytes, workerBytes } = row.visit;
    const status = overBudget(row).length === 0 ? "ok" : "OVER";
    lines.push(
      `${row.route.padEnd(width)}  ${`${kb(pageBytes)} (${page.length})`.padStart(18)}  ${`${kb(workerBytes)} (${worker.length})`.padStart(18)}  ${kb(pageBytes + workerBytes).padStart(9)}  ${status}`,
    );
  }
  lines.push(
    `budgets: page JS+CSS ${kb(PAGE_LIMIT)} in the first ${WINDOW_MS / 1000} s; with the service worker's downloads ${kb(FIRST_VISIT_LIMIT)}`,
  );
  return lines.join("\n");
}

/** A guest page's URL for the demo restaurant: "/menu/$qrCode" -> "/menu/Xy...". */
export function pathOf(route: string, demo: { qrCode: string; slug: string }): string {
  return route.replace("$qrCode", demo.qrCode).replace("$slug", demo.slug);
}

/**
 * Chromium reports only the headers of a worker's own scripts (its main script and what it imports),
 * so those are priced by one GET of the same URL with the browser's Accept-Encoding.
 */
export type PriceOf = (url: string) => Promise<number>;

/** Opens `path` in a fresh context at 390 px and records every response until the window has passed and the worker is installed. */
export async function recordFirstVisit(browser: Browser, baseUrl: string, path: string, priceOf: PriceOf): Promise<Transfer[]> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const pending: Promise<Transfer | null>[] = [];
    let navigationStart = Number.NaN;
    const record = async (request: Request): Promise<Transfer | null> => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseUrl).origin) return null;
      const by = request.serviceWorker() ? "worker" : "page";
      const type = request.resourceType();
      const sizes = await request.sizes();
      const ownScript = by === "worker" && type !== "fetch";
      const bytes = ownScript ? await priceOf(url.pathname) : sizes.responseHeadersSize + sizes.responseBodySize;
      const started = request.timing().startTime;
      return { url: `${url.pathname}${url.search}`, by, type, startMs: started - navigationStart, bytes };
    };
    context.on("requestfinished", (request) => {
      pending.push(record(request));
    });
    const started = Date.now();
    const response = await page.goto(path, { waitUntil: "commit" });
    navigationStart = response?.request().timing().startTime ?? started;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, WINDOW_MS - (Date.now() - started))));
    // A page that registered a worker: its precache is part of the first visit, so wait for it to finish installing.
    await page.evaluate(async () => {
      if (!("serviceWorker" in navigator) || !(await navigator.serviceWorker.getRegistration())) return;
      await navigator.serviceWorker.ready;
    });
    const transfers = await Promise.all(pending);
    return transfers.filter((transfer): transfer is Transfer => transfer !== null);
  } finally {
    await context.close();
  }
}
