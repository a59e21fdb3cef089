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
 * What every answer carries: no MIME sniffing (scripts, styles and JSON are taken for what they say),
 * and no other site may embed our files.
 */
const EVERY_ANSWER: Readonly<Record<string, string>> = Object.freeze({
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Content-Type-Options": "nosniff",
});

/**
 * What a document adds (Hono's secureHeaders defaults plus our CSP and permissions): these govern a
 * page or a worker, so the HTML and the service worker carry them. A script or stylesheet ignores
 * them, and on a phone's cold visit they would cost about 1 KB per chunk (docs/security.md, Headers).
 */
const DOCUMENT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...EVERY_ANSWER,
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  "X-Frame-Options": "DENY",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-XSS-Protection": "0",
});

/** An API answer opened in a tab runs nothing and may not be framed. */
const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...EVERY_ANSWER,
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
});

/** The service worker's own CSP is the one on its script's answer. */
const WORKER_SCRIPT = "/sw.js";

/** Which set an answer gets: documents and the worker the full one, the API its own, static files the least. */
function headersFor(path: string, contentType: string | null): Readonly<Record<string, string>> {
  if (contentType?.startsWith("text/html") || path === WORKER_SCRIPT) return DOCUMENT_HEADERS;
  if (path === "/api" || path.startsWith("/api/") || contentType?.startsWith("application/json")) return API_HEADERS;
  return EVERY_ANSWER;
}

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The security headers of an answer made ahead of its requests (a cached answer's, docs/scaling.md):
 * as `securedResponse` picks them, and a name for the set, so the answer can keep its headers per set.
 */
export function securityHeadersOf(
  c: Context<AppEnv>,
  contentType: string | null,
): { name: string; headers: () => Readonly<Record<string, string>> } {
  const own = headersFor(c.req.path, contentType);
  const set = own === DOCUMENT_HEADERS ? "document" : own === API_HEADERS ? "api" : "file";
  if (!isHttpsRequest(c)) return { name: set, headers: () => own };
  return { name: `${set} hsts`, headers: () => ({ ...own, "Strict-Transport-Security": HSTS }) };
}

/** An answer whose headers (security ones included, `securityHeadersOf`) were made ahead: sent as they are. */
export function presecuredResponse(
  body: Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: Readonly<Record<string, string>>,
): Response {
  const response = new Response(body, { status, headers });
  secured.add(response);
  return response;
}

/** Responses built with the headers already in place; the middleware leaves them untouched. */
const secured = new WeakSet<Response>();

/**
 * An answer that carries its security headers from the start (by its path and Content-Type, as the
 * middleware would pick them), as a plain header object: the server writes it straight out, where
 * adding headers afterwards would make it build a full Headers object first. The hot paths (the
 * diner's QR answer and order, the restaurant's website) answer this way.
 */
export function securedResponse(
  c: Context<AppEnv>,
  body: string | Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: Record<string, string>,
): Response {
  const own = headersFor(c.req.path, headers["Content-Type"] ?? null);
  const all = isHttpsRequest(c) ? { ...own, "Strict-Transport-Security": HSTS, ...headers } : { ...own, ...headers };
  const response = new Response(body, { status, headers: all });
  secured.add(response);
  return response;
}

/** Adds the answer's security headers (and HSTS over HTTPS) after next(), so 404s and errors get them too. */
export const securityHeaders: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (secured.has(c.res)) return;
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(headersFor(c.req.path, headers.get("content-type")))) headers.set(name, value);
  if (isHttpsRequest(c)) headers.set("Strict-Transport-Security", HSTS);
});
