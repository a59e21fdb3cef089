/**
 * Checks what a phone receives for the JS+CSS of a cold visit per route (brotli bodies and the
 * headers the server sends with them) against the budgets in docs/diner-ordering.md: at most 102 KB
 * for the diner's pages (landing and /menu/$qrCode), 250 KB for staff routes.
 * Run after `npm run build`:  npx tsx scripts/check-budgets.ts [dist dir] [routes dir]
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
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
import { serveBuiltApp } from "./wire-bytes";

const KB = 1024;
// 102 KB since the live page (docs/diner-ordering.md, Live page): issue 34 brings it back to 100 KB by what Chromium fetches.
const DINER_LIMIT = 102 * KB;
const STAFF_LIMIT = 250 * KB;
/** The door page (docs/api.md, Waitlist and reservations): a guest's phone in a queue, held to 100 KB. */
const DOOR_LIMIT = 100 * KB;
/** Routes a diner's phone opens (`/menu` is the menu page without its code); everything else is a staff route. */
const DINER_ROUTES = ["/", "/menu/$qrCode", "/menu", "/w/$slug", "/r/$slug/book"];
/** The door page and the website's Book a table page (a guest's phone) are held to 100 KB. */
const GUEST_PAGES = ["/w/$slug", "/r/$slug/book"];
const limitOf = (route: string) => (GUEST_PAGES.includes(route) ? DOOR_LIMIT : DINER_ROUTES.includes(route) ? DINER_LIMIT : STAFF_LIMIT);

const distDir = process.argv[2] ?? "dist/web";
const viteRoot = "web";
const routesDir = process.argv[3] ?? join(viteRoot, "routes");

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
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`vite build\` first (build.manifest must be true).`);
  process.exit(2);
}
// The manifest is Vite's own output, shaped as ManifestChunk records.
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
const entry = entryKey(manifest);

if (!existsSync(join(distDir, "index.html.br"))) {
  console.error(`No ${join(distDir, "index.html.br")}: run \`npm run build\` first (it writes the compressed siblings a phone gets).`);
  process.exit(2);
}

const server = await serveBuiltApp(distDir);
const wireCache = new Map<string, number>();
/** Bytes on the wire for one built file: headers and its brotli body, as the server sends it. */
async function wireBytes(file: string): Promise<number> {
  let size = wireCache.get(file);
  if (size === undefined) {
    size = await server.bytes(`/${file}`);
    wireCache.set(file, size);
  }
  return size;
}

const filesByRoute = new Map<string, string[]>();
async function coldVisitBytes(route: string, startKeys: string[]): Promise<number> {
  const { js, css } = coldVisitFiles(manifest, startKeys);
  filesByRoute.set(route, [...js, ...css]);
  let sum = 0;
  for (const file of [...js, ...css]) sum += await wireBytes(file);
  return sum;
}

const files = existsSync(routesDir) ? routeFiles(routesDir) : [];
const existing = new Set(files);
// A file with a folder of children is a layout; its cost is counted in each child route.
const layouts = new Set(files.flatMap((file) => layoutFiles(file, existing)));
const rows: Budget[] = [];
for (const file of files.filter((f) => !layouts.has(f)).sort()) {
  const route = urlOf(file);
  const keys = [entry, ...[...layoutFiles(file, existing), file].flatMap((f) => splitChunkKeys(manifest, f))];
  rows.push({ route, limitBytes: limitOf(route), bytes: await coldVisitBytes(route, keys) });
}
if (rows.length === 0) rows.push({ route: "(root only)", limitBytes: DINER_LIMIT, bytes: await coldVisitBytes("(root only)", [entry]) });

await server.close();
console.log(formatTable(rows));
for (const route of DINER_ROUTES) {
  if (!rows.some((row) => row.route === route)) console.log(`note: no route file for ${route} yet, so its budget was not checked`);
}
const over = rows.filter((row) => row.bytes > row.limitBytes);
if (over.length > 0) {
  for (const row of over) {
    const bytes = (file: string) => wireCache.get(file) ?? 0;
    const heaviest = [...(filesByRoute.get(row.route) ?? [])].sort((a, b) => bytes(b) - bytes(a));
    console.error(`\n${row.route} loads (on the wire):`);
    const labels = fileLabels(manifest);
    for (const file of heaviest) console.error(`  ${(bytes(file) / KB).toFixed(1).padStart(6)} KB  ${file}  ${labels.get(file) ?? ""}`);
  }
  console.error(`\n${over.length} route(s) over budget: ${over.map((row) => row.route).join(", ")}`);
  process.exit(1);
}
