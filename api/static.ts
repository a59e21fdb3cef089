import { serveStatic } from "@hono/node-server/serve-static";
import type { Env, MiddlewareHandler } from "hono";

interface WebAppOptions {
  /** Folder holding the built PWA, e.g. "dist/web" (relative to the working directory). */
  root: string;
}

/** Hashed file names change with their content, so browsers may keep them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Entry points must be revalidated on every load or a new deploy would never be seen. */
const REVALIDATE = "no-cache";

function cacheControlFor(path: string): string {
  return path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE;
}

function isApi(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * Serves the built PWA: files from `root` (with their `.br`/`.gz` siblings when the client
 * accepts them) and `index.html` for every other GET so client-side routes survive a reload.
 * `/api/*` is always passed on untouched, so a missing endpoint stays the API's JSON 404.
 * A missing file under `/assets/` is a 404 too: answering HTML to a stale `<script>` would only
 * turn a clear error into a confusing one.
 */
export function serveWebApp<E extends Env = Env>({ root }: WebAppOptions): MiddlewareHandler<E> {
  const files = serveStatic<E>({ root, precompressed: true });
  const indexHtml = serveStatic<E>({ root, path: "index.html", precompressed: true });
  const noop = async () => {};

  return async (c, next) => {
    const path = c.req.path;
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || isApi(path)) return next();
    // Build metadata (.vite/manifest.json) and any other dotfile stay private.
    if (path.split("/").some((segment) => segment.startsWith("."))) return next();

    // serveStatic answers with a Response it has already built, so headers go on that object.
    const fromFile = await files(c, noop);
    if (fromFile) {
      fromFile.headers.set("Cache-Control", cacheControlFor(path));
      // A hashed asset is never revalidated (immutable), so its Last-Modified is bytes a phone pays for nothing.
      if (path.startsWith("/assets/")) fromFile.headers.delete("Last-Modified");
      return fromFile;
    }
    if (path.startsWith("/assets/")) return next();
    const fromIndex = await indexHtml(c, noop);
    if (!fromIndex) return next();
    fromIndex.headers.set("Cache-Control", REVALIDATE);
    return fromIndex;
  };
}
