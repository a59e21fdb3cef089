/**
 * `npm run budgets`, after `npm run build`: what a phone downloads, against the budgets in
 * docs/diner-ordering.md (Budget).
 * - Each guest page (GUEST_PAGES in scripts/guest-routes.ts) is opened cold in Chromium at 390 px on the
 *   production server: its scripts and stylesheets of the first 10 s, on the wire, at most 100 KB, and
 *   with what the service worker downloads on that first visit at most 150 KB.
 * - Every other route gets a quick static reading of the build (Vite's manifest, static imports only):
 *   at most 250 KB.
 * Flags: `--static` for the static reading alone (no server, no browser); `--files` lists each guest
 * page's files.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import {
  type Budget,
  coldVisitFiles,
  entryKey,
  fileLabels,
  formatTable,
  layoutFiles,
  type Manifest,
  splitChunkKeys,
  urlOf,
} from "./cold-visit";
import { demoAddresses } from "./demo-data";
import { type FileCost, type FirstVisitRow, formatFirstVisits, overBudget, pathOf, recordFirstVisit, summarize } from "./first-visit";
import { GUEST_PAGES } from "./guest-routes";
import { startServer } from "./start-server";
import { serveBuiltApp, wireBytes } from "./wire-bytes";

const KB = 1024;
const STAFF_LIMIT = 250 * KB;

const distDir = "dist/web";
const viteRoot = "web";
const routesDir = join(viteRoot, "routes");
const staticOnly = process.argv.includes("--static");
const listFiles = process.argv.includes("--files");

/** Route files relative to Vite's root ("routes/pricing.tsx"), as the manifest keys name them. */
function routeFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // "-" marks helpers beside routes (TanStack's routeFileIgnorePrefix).
    if (entry.name.startsWith("-")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...routeFiles(path));
    else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) && entry.name !== "__root.tsx") {
      found.push(relative(viteRoot, path).split("\\").join("/"));
    }
  }
  return found;
}

const manifestPath = join(distDir, ".vite", "manifest.json");
if (!existsSync(manifestPath) || !existsSync(join(distDir, "index.html.br"))) {
  console.error(`No ${manifestPath} or compressed files in ${distDir}: run \`npm run build\` first.`);
  process.exit(2);
}
// The manifest is Vite's own output, shaped as ManifestChunk records.
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
const labels = fileLabels(manifest);
const labelOf = (url: string) => labels.get(url.replace(/^\//, "").replace(/\?.*$/, "")) ?? "";
const listing = (files: readonly FileCost[]) =>
  [...files]
    .sort((a, b) => b.bytes - a.bytes)
    .map((file) => `  ${(file.bytes / KB).toFixed(1).padStart(6)} KB  ${file.url}  ${labelOf(file.url)}`);

/** The quick reading: each non-guest route's static imports from Vite's manifest, priced by the server's middleware. */
async function staticReading(): Promise<string[]> {
  const entry = entryKey(manifest);
  const server = await serveBuiltApp(distDir);
  const files = routeFiles(routesDir);
  const existing = new Set(files);
  // A file with a folder of children is a layout; its cost is counted in each child route.
  const layouts = new Set(files.flatMap((file) => layoutFiles(file, existing)));
  const guest = new Set<string>(GUEST_PAGES);
  const rows: Budget[] = [];
  const filesByRoute = new Map<string, string[]>();
  const wire = new Map<string, number>();
  try {
    for (const file of files.filter((f) => !layouts.has(f) && !guest.has(urlOf(f))).sort()) {
      const route = urlOf(file);
      const keys = [entry, ...[...layoutFiles(file, existing), file].flatMap((f) => splitChunkKeys(manifest, f))];
      const { js, css } = coldVisitFiles(manifest, keys);
      filesByRoute.set(route, [...js, ...css]);
      let bytes = 0;
      for (const built of [...js, ...css]) {
        if (!wire.has(built)) wire.set(built, await server.bytes(`/${built}`));
        bytes += wire.get(built) ?? 0;
      }
      rows.push({ route, limitBytes: STAFF_LIMIT, bytes });
    }
  } finally {
    await server.close();
  }
  console.log("Other routes, static reading (static imports in Vite's manifest):");
  console.log(formatTable(rows));
  const over = rows.filter((row) => row.bytes > row.limitBytes);
  for (const row of over) {
    const costs = (filesByRoute.get(row.route) ?? []).map((file) => ({ url: `/${file}`, bytes: wire.get(file) ?? 0 }));
    console.error(`\n${row.route} loads (on the wire):\n${listing(costs).join("\n")}`);
  }
  return over.map((row) => row.route);
}

/** The true first visit of each guest page, in Chromium against the production server. */
async function firstVisits(): Promise<string[]> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const rows: FirstVisitRow[] = [];
  try {
    const demo = await demoAddresses(server.databasePath);
    const port = Number(new URL(server.url).port);
    for (const route of GUEST_PAGES) {
      const transfers = await recordFirstVisit(browser, server.url, pathOf(route, demo), (path) => wireBytes(port, path));
      rows.push({ route, visit: summarize(transfers) });
    }
  } finally {
    await Promise.all([browser.close(), server.dispose()]);
  }
  console.log("Guest pages, first visit in Chromium (390 px, empty cache, on the wire with headers):");
  console.log(formatFirstVisits(rows));
  const over = rows.filter((row) => overBudget(row).length > 0);
  for (const row of listFiles ? rows : over) {
    const problems = overBudget(row);
    console[problems.length > 0 ? "error" : "log"](
      `\n${row.route}${problems.length > 0 ? ` (${problems.join("; ")})` : ""}\n page:\n${listing(row.visit.page).join("\n")}\n service worker:\n${listing(row.visit.worker).join("\n")}`,
    );
  }
  return over.map((row) => row.route);
}

const over = [...(staticOnly ? [] : await firstVisits()), ...(await staticReading())];
if (over.length > 0) {
  console.error(`\n${over.length} route(s) over budget: ${over.join(", ")}`);
  process.exit(1);
}
