/**
 * Pure helpers for scripts/check-budgets.ts: a route file's URL, and which built files a cold
 * visit to it needs, read from Vite's manifest (build.manifest: true). No file system access
 * here, so it is tested with hand-made manifests and paths.
 */

/** One entry of Vite's `.vite/manifest.json`, keyed by source path relative to Vite's root. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name (the built files carry only a hash, vite.config.ts). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** TanStack's autoCodeSplitting turns a route's component into `routes/x.tsx?tsr-split=component`. */
const COMPONENT_SPLIT = /[?&]tsr-split=[^&]*\bcomponent\b/;

/** "routes/_staff/menu.$qrCode.tsx" -> "/menu/$qrCode"; pathless ("_x") and group ("(x)") segments vanish. */
export function urlOf(routeFile: string): string {
  const segments = routeFile
    .replace(/^routes\//, "")
    .replace(/\.tsx$/, "")
    .split(/[/.]/)
    .filter((s) => !s.startsWith("_") && !/^\(.*\)$/.test(s) && s !== "index" && s !== "route");
  return `/${segments.join("/")}`;
}

/** The manifest key of the HTML entry (the root chunk every visit loads). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith(".html"));
  if (!key) throw new Error("The Vite manifest has no HTML entry");
  return key;
}

/** Keys of the lazily loaded component chunk(s) of one route file, e.g. "routes/pricing.tsx". */
export function splitChunkKeys(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => {
    const [path] = key.split("?");
    return path === routeFile && COMPONENT_SPLIT.test(key);
  });
}

/**
 * Every JS and CSS file loaded before first render when starting from `startKeys`: the chunks
 * themselves, their static imports transitively, and the CSS of each. Dynamic imports are not
 * followed: they load later, on demand.
 */
export function coldVisitFiles(manifest: Manifest, startKeys: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const queue = [...startKeys];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk "${key}"`);
    if (/\.m?js$/.test(chunk.file)) js.add(chunk.file);
    else if (chunk.file.endsWith(".css")) css.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    queue.push(...(chunk.imports ?? []));
  }
  return { js: [...js], css: [...css] };
}

/**
 * The layout files a route file renders inside, outermost first, following TanStack's file
 * conventions: `routes/a/b/c.tsx` sits in `routes/a.tsx` (or `routes/a/route.tsx`), then
 * `routes/a/b.tsx` (or `routes/a/b/route.tsx`). `existing` says which files exist.
 */
export function layoutFiles(routeFile: string, existing: ReadonlySet<string>): string[] {
  const parts = routeFile.split("/");
  const layouts: string[] = [];
  for (let depth = 2; depth < parts.length; depth += 1) {
    const dir = parts.slice(0, depth).join("/");
    for (const candidate of [`${dir}.tsx`, `${dir}/route.tsx`]) {
      if (candidate !== routeFile && existing.has(candidate)) layouts.push(candidate);
    }
  }
  return layouts;
}

export interface Budget {
  route: string;
  limitBytes: number;
  bytes: number;
}

export function formatTable(rows: readonly Budget[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const width = Math.max(5, ...rows.map((row) => row.route.length));
  const lines = [`${"route".padEnd(width)}  ${"JS+CSS on the wire".padStart(11)}  ${"budget".padStart(9)}  status`];
  for (const row of rows) {
    const status = row.bytes <= row.limitBytes ? "ok" : "OVER";
    lines.push(`${row.route.padEnd(width)}  ${kb(row.bytes).padStart(11)}  ${kb(row.limitBytes).padStart(9)}  ${status}`);
  }
  return lines.join("\n");
}

/** What each built file holds, for people reading a budget report: its chunk's name, or its source. */
export function fileLabels(manifest: Manifest): Map<string, string> {
  const labels = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const label = chunk.name ?? key;
    labels.set(chunk.file, label);
    for (const css of chunk.css ?? []) if (!labels.has(css)) labels.set(css, `${label} (styles)`);
  }
  return labels;
}
