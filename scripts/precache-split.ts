/**
 * Which built files a guest's first visit precaches and which a staff device caches after sign-in
 * (docs/decisions/111-guest-precache-and-staff-cache.md). Pure: it reads the chunk graph the bundler
 * hands to vite.config.ts (precacheSplit) and is tested with hand-made graphs.
 */
import { GUEST_ROUTES } from "./guest-routes.js";

/** One built chunk as the bundler reports it, module ids relative to the repository ("web/routes/x.tsx?tsr-split=component"). */
export interface BuiltChunk {
  file: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  modules: readonly string[];
  css: readonly string[];
}

export interface SplitRules {
  /** URL patterns of the routes a guest opens ("/menu/$qrCode"), as `urlOf` names a route file. */
  guestRoutes: readonly string[];
  /** Modules only a signed-in staff member loads (the staff data layer, the staff bar's parts). */
  staffOnly: readonly RegExp[];
  /** Lazy parts a guest fetches only when asked for (another language's words): cached when first used. */
  onDemand: readonly RegExp[];
}

export interface PrecacheSplit {
  /** JS and CSS the service worker precaches for everyone. */
  guest: string[];
  /** JS and CSS a staff device caches once someone signs in. */
  staff: string[];
}

/** "web/routes/_staff/menu.$qrCode.tsx?tsr-split=component" -> "/menu/$qrCode"; null for a module that is no route's split. */
export function splitRouteUrl(moduleId: string): string | null {
  const match = /(?:^|\/)web\/routes\/(.+)\.tsx\?tsr-split=/.exec(moduleId);
  if (!match?.[1]) return null;
  const segments = match[1].split(/[/.]/).filter((s) => !s.startsWith("_") && !/^\(.*\)$/.test(s) && s !== "index" && s !== "route");
  return `/${segments.join("/")}`;
}

/**
 * Guest files: the entry and the guest routes' chunks, with everything they import, statically or
 * lazily, except another route's chunk, a staff-only part or an on-demand part. Staff files: what the
 * other routes and the staff-only parts load beyond those.
 */
export function splitPrecache(chunks: readonly BuiltChunk[], rules: SplitRules): PrecacheSplit {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const routeOf = (chunk: BuiltChunk) => chunk.modules.map(splitRouteUrl).find((url) => url !== null) ?? null;
  const matches = (chunk: BuiltChunk, patterns: readonly RegExp[]) => chunk.modules.some((id) => patterns.some((p) => p.test(id)));
  const isGuestRoute = (chunk: BuiltChunk) => {
    const route = routeOf(chunk);
    return route !== null && rules.guestRoutes.includes(route);
  };

  const closure = (roots: readonly BuiltChunk[], follow: (chunk: BuiltChunk) => boolean): Set<string> => {
    const seen = new Set<string>();
    const queue = [...roots];
    for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
      if (seen.has(chunk.file)) continue;
      seen.add(chunk.file);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) queue.push(next);
      }
      for (const file of chunk.dynamicImports) {
        const next = byFile.get(file);
        if (next && follow(next)) queue.push(next);
      }
    }
    return seen;
  };
  const withCss = (files: Set<string>) => [...files].flatMap((file) => [file, ...(byFile.get(file)?.css ?? [])]);

  const guestRoots = chunks.filter((chunk) => chunk.isEntry || isGuestRoute(chunk));
  const guestFollows = (chunk: BuiltChunk) =>
    (routeOf(chunk) === null || isGuestRoute(chunk)) && !matches(chunk, rules.staffOnly) && !matches(chunk, rules.onDemand);
  const guestChunks = closure(guestRoots, guestFollows);
  // A staff-only part reached by static imports would be precached for every guest: the build stops instead.
  const leaked = [...guestChunks].filter((file) => {
    const chunk = byFile.get(file);
    return chunk !== undefined && matches(chunk, rules.staffOnly);
  });
  if (leaked.length > 0) {
    throw new Error(
      `A guest's precache would hold staff-only code (${leaked
        .map(
          (file) =>
            `${file}: ${byFile
              .get(file)
              ?.modules.filter((id) => rules.staffOnly.some((p) => p.test(id)))
              .join(", ")}`,
        )
        .join("; ")}): a guest chunk imports it statically; list that importer in staffOnly or load the part lazily`,
    );
  }
  const guest = new Set(withCss(guestChunks));

  const staffRoots = chunks.filter((chunk) => (routeOf(chunk) !== null && !isGuestRoute(chunk)) || matches(chunk, rules.staffOnly));
  const staffFollows = (chunk: BuiltChunk) => !matches(chunk, rules.onDemand) && !isGuestRoute(chunk);
  const staff = new Set(withCss(closure(staffRoots, staffFollows)).filter((file) => !guest.has(file)));
  return { guest: [...guest].sort(), staff: [...staff].sort() };
}

/** What this app precaches and caches (vite.config.ts). */
export const RASOI_SPLIT: SplitRules = {
  guestRoutes: GUEST_ROUTES,
  staffOnly: [
    // The staff data layer (Dexie, the outbox, sync) and the staff HTTP client.
    /^web\/data\/staff\.ts$/,
    /^web\/http\/api\.ts$/,
    /^web\/features\/auth\/(confirmSavedSession|logout)\.ts$/,
    // The staff bar's signed-in parts.
    /^web\/features\/sync\//,
    /^web\/features\/nav\/NavCalls\.tsx$/,
    // An owner's outlet switcher: it reads the staff data layer, and only a signed-in owner sees it.
    /^web\/features\/outlets\//,
    /^web\/features\/pwa\/cacheStaffScreens\.ts$/,
  ],
  onDemand: [
    // Another language's words, a table's bill (it needs the network to exist), the toasts, the demo form and the
    // update prompt: fetched, and kept, when first shown.
    /^web\/features\/diner\/i18n\/(?!messages|DinerText|loadCatalogue)[a-z]+\.ts$/,
    /^web\/features\/waitlist\/doorOtherWords\.ts$/,
    /^web\/features\/diner\/TableBillCard\.tsx$/,
    /node_modules\/qrcode\//,
    /^web\/features\/pwa\/PwaUpdatePrompt\.tsx$/,
    /^web\/ui\/Toast\/Toaster\.tsx$/,
    /^web\/features\/marketing\/BookDemoDialog\.tsx$/,
    // The offer of push notices: shown once a guest has joined a queue or ordered, when the phone is online anyway.
    /^web\/features\/push\/NotifyButton\.tsx$/,
  ],
};
