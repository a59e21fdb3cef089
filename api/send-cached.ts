import type { Context } from "hono";
import type { CachedAnswer } from "./cache/cached-answer";
import type { AppEnv } from "./env";
import { etagMatches } from "./etag";
import { securedResponse } from "./middleware/security-headers";

/**
 * Sends a cached answer: 304 with no body when the client's If-None-Match names it, else the JSON,
 * compressed as the client accepts it (brotli once made, else gzip). `no-cache`: clients keep it but ask each time if it is current.
 */
export async function sendCached(c: Context<AppEnv>, answer: CachedAnswer, cacheControl: string): Promise<Response> {
  const headers = { ETag: answer.etag, "Cache-Control": cacheControl, Vary: "Accept-Encoding" };
  if (etagMatches(c.req.header("if-none-match"), answer.etag)) return securedResponse(c, null, 304, headers);
  const json = { ...headers, "Content-Type": "application/json" };
  const { body, coding } = await answer.encodedFor(c.req.header("accept-encoding"));
  return securedResponse(c, body, 200, coding ? { ...json, "Content-Encoding": coding } : json);
}
