import type { Context } from "hono";
import type { CachedAnswer, Encoded } from "./cache/cached-answer";
import type { AppEnv } from "./env";
import { etagMatches } from "./etag";
import { presecuredResponse, securityHeadersOf } from "./middleware/security-headers";

/**
 * Sends a cached answer: 304 with no body when the client's If-None-Match names it, else its bytes,
 * compressed as the client accepts them (brotli once made, else gzip). `no-cache`: clients keep it but
 * ask each time if it is current. Each kind of answer's headers are made once per body (CachedAnswer),
 * and a copy already made goes out without waiting: a hit allocates little beyond its Response.
 */
export function sendCached(
  c: Context<AppEnv>,
  answer: CachedAnswer,
  cacheControl: string,
  contentType = "application/json",
): Response | Promise<Response> {
  if (etagMatches(c.req.header("if-none-match"), answer.etag)) {
    const security = securityHeadersOf(c, null);
    const headers = answer.headersOnce(`304 ${security.name} ${cacheControl}`, () => ({
      ...security.headers(),
      ETag: answer.etag,
      "Cache-Control": cacheControl,
      Vary: "Accept-Encoding",
    }));
    return presecuredResponse(null, 304, headers);
  }
  const acceptEncoding = c.req.header("accept-encoding");
  const ready = answer.encodedNow(acceptEncoding);
  if (ready) return withBody(c, answer, ready, cacheControl, contentType);
  return answer.encodedFor(acceptEncoding).then((encoded) => withBody(c, answer, encoded, cacheControl, contentType));
}

function withBody(c: Context<AppEnv>, answer: CachedAnswer, { body, coding }: Encoded, cacheControl: string, contentType: string) {
  const security = securityHeadersOf(c, contentType);
  const headers = answer.headersOnce(`200 ${coding} ${security.name} ${cacheControl} ${contentType}`, () => ({
    ...security.headers(),
    ETag: answer.etag,
    "Cache-Control": cacheControl,
    Vary: "Accept-Encoding",
    "Content-Type": contentType,
    ...(coding ? { "Content-Encoding": coding } : {}),
  }));
  return presecuredResponse(body, 200, headers);
}
