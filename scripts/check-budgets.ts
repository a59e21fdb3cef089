/**
 * Checks the compressed JS+CSS a cold visit downloads per route against the budgets in docs/diner-ordering.md:
 * at most 110 KB for the diner's pages (landing and /menu/$qrCode), 250 KB for staff routes.
 * Run after `vite build`:  npx tsx scripts/check-budgets.ts [dist dir] [routes dir]
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { type Budget, coldVisitFiles, entryKey, formatTable, layoutFiles, type Manifest, splitChunkKeys, urlOf } from "./cold-visit";

const KB = 1024;
const DINER_LIMIT = 110 * KB;
const STAFF_LIMIT = 250 * KB;
/** Routes a diner's phone opens (`/menu` is the menu page without its code); everything else is a staff route. */
const DINER_ROUTES = ["/", "/menu/$qrCode", "/menu"];

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

const gzipCache = new Map<string, number>();
/**
 * The file's size gzipped at level 9: the `.gz` sibling scripts/compress-dist.ts wrote at that
 * level, or a fresh gzip when there is none (after a bare `vite build`, or where gzip did not
 * shrink the file and compress-dist skipped it).
 */
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    const path = join(distDir, file);
    size = existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const filesByRoute = new Map<string, string[]>();
function coldVisitBytes(route: string, startKeys: string[]): number {
  const { js, css } = coldVisitFiles(manifest, startKeys);
  filesByRoute.set(route, [...js, ...css]);
  return [...js, ...css].reduce((sum, file) => sum + gzipBytes(file), 0);
}

const files = existsSync(routesDir) ? routeFiles(routesDir) : [];
const existing = new Set(files);
// A file with a folder of children is a layout; its cost is counted in each child route.
const layouts = new Set(files.flatMap((file) => layoutFiles(file, existing)));
const rows: Budget[] = [];
for (const file of files.filter((f) => !layouts.has(f)).sort()) {
  const route = urlOf(file);
  const keys = [entry, ...[...layoutFiles(file, existing), file].flatMap((f) => splitChunkKeys(manifest, f))];
  rows.push({ route, limitBytes: DINER_ROUTES.includes(route) ? DINER_LIMIT : STAFF_LIMIT, bytes: coldVisitBytes(route, keys) });
}
if (rows.length === 0) rows.push({ route: "(root only)", limitBytes: DINER_LIMIT, bytes: coldVisitBytes("(root only)", [entry]) });

console.log(formatTable(rows));
for (const route of DINER_ROUTES) {
  if (!rows.some((row) => row.route === route)) console.log(`note: no route file for ${route} yet, so its budget was not checked`);
}
const over = rows.filter((row) => row.bytes > row.limitBytes);
if (over.length > 0) {
  for (const row of over) {
    const heaviest = [...(filesByRoute.get(row.route) ?? [])].sort((a, b) => gzipBytes(b) - gzipBytes(a));
    console.error(`\n${row.route} loads (gzip):`);
    for (const file of heaviest) console.error(`  ${(gzipBytes(file) / KB).toFixed(1).padStart(6)} KB  ${file}`);
  }
  console.error(`\n${over.length} route(s) over budget: ${over.map((row) => row.route).join(", ")}`);
  process.exit(1);
}
