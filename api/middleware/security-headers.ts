import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { isHttpsRequest } from "../https";

const SELF = "'self'";

/**
 * CSP for the built SPA: our own scripts only; inline styles allowed because Radix positions popovers
 * with style attributes; data:/blob: images for the generated QR codes.
 */
const CONTENT_SECURITY_POLICY = [
  `default-src ${SELF}`,
  `script-src ${SELF}`,
  `style-src ${SELF} 'unsafe-inline'`,
  `img-src ${SELF} data: blob:`,
  `font-src ${SELF}`,
  `connect-src ${SELF}`,
  `manifest-src ${SELF}`,
  `worker-src ${SELF}`,
  "frame-ancestors 'none'",
  `base-uri ${SELF}`,
  `form-action ${SELF}`,
  "object-src 'none'",
].join("; ");

/**
 * The headers every answer carries, computed once at start-up (Hono's secureHeaders defaults plus our
 * CSP and permissions). HSTS is added per request, only over HTTPS: sent over plain HTTP on localhost
 * it would be meaningless at best.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  "X-Frame-Options": "DENY",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-XSS-Protection": "0",
});
const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

const HSTS = "max-age=31536000; includeSubDomains";

/** Responses built with the headers already in place; the middleware leaves them untouched. */
const secured = new WeakSet<Response>();

/**
 * A response that carries the security headers from the start, as a plain header object: the server
 * writes it straight out, where adding headers afterwards would make it build a full Headers object
 * first. The hot paths (the diner's QR answer and order) answer this way.
 */
export function securedResponse(
  c: Context<AppEnv>,
  body: string | Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: Record<string, string>,
): Response {
  const all = isHttpsRequest(c)
    ? { ...SECURITY_HEADERS, "Strict-Transport-Security": HSTS, ...headers }
    : { ...SECURITY_HEADERS, ...headers };
  const response = new Response(body, { status, headers: all });
  secured.add(response);
  return response;
}

/** Adds the security headers (and HSTS over HTTPS) after next(), so 404s and errors get them too. */
export const securityHeaders: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (secured.has(c.res)) return;
  const headers = c.res.headers;
  for (const [name, value] of SECURITY_HEADER_ENTRIES) headers.set(name, value);
  if (isHttpsRequest(c)) headers.set("Strict-Transport-Security", HSTS);
});
