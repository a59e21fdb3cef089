import type { Context } from "hono";
import { acceptsGzip, type CachedAnswer } from "./cache/cached-answer";
import type { AppEnv } from "./env";
import { etagMatches } from "./etag";
import { securedResponse } from "./middleware/security-headers";

/**
 * Sends a cached answer: 304 with no body when the client's If-None-Match names it, else the JSON,
 * gzipped when the client accepts it. `no-cache`: clients keep it but ask each time if it is current.
 */
export async function sendCached(c: Context<AppEnv>, answer: CachedAnswer, cacheControl: string): Promise<Response> {
  const headers = { ETag: answer.etag, "Cache-Control": cacheControl, Vary: "Accept-Encoding" };
  if (etagMatches(c.req.header("if-none-match"), answer.etag)) return securedResponse(c, null, 304, headers);
  const json = { ...headers, "Content-Type": "application/json" };
  if (acceptsGzip(c.req.header("accept-encoding"))) {
    return securedResponse(c, await answer.gzipped(), 200, { ...json, "Content-Encoding": "gzip" });
  }
  return securedResponse(c, answer.body, 200, json);
}
