import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError, forbidden } from "../errors";
import { forwardedHeader } from "../https";
import { PHOTO_UPLOAD_PATH } from "../photos/store";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const TRUSTED_FETCH_SITES = new Set(["same-origin", "none"]);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function isJson(contentType: string): boolean {
  const essence = contentType.split(";")[0]?.trim().toLowerCase();
  return essence === "application/json";
}

/**
 * Cross-site request forgery guard for API writes. Browsers say where a request came from (Sec-Fetch-Site,
 * Origin); anything from another site is refused. Requiring a JSON content type also forces a CORS
 * preflight on any cross-site attempt, which this server never answers with CORS headers.
 */
export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();

  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite !== undefined && !TRUSTED_FETCH_SITES.has(fetchSite.toLowerCase())) {
    throw forbidden("Cross-site requests are not allowed");
  }
  const origin = c.req.header("origin");
  // A trusted reverse proxy may rewrite Host; the host it was asked for travels in X-Forwarded-Host.
  const hosts = [c.req.header("host") ?? new URL(c.req.url).host, forwardedHeader(c, "x-forwarded-host")];
  if (origin !== undefined && !hosts.includes(hostOf(origin) ?? "")) throw forbidden("Cross-site requests are not allowed");

  const contentType = c.req.header("content-type");
  const length = c.req.header("content-length");
  const hasBody = contentType !== undefined || (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
  // A photo upload is multipart; a browser names the page that sent it (checked above), so one must be named.
  const upload = PHOTO_UPLOAD_PATH.test(c.req.path) && contentType?.toLowerCase().startsWith("multipart/form-data");
  if (upload && fetchSite === undefined && origin === undefined) throw forbidden("Cross-site requests are not allowed");
  if (hasBody && !upload && !(contentType !== undefined && isJson(contentType))) {
    throw new ApiError(415, "Request body must be JSON (Content-Type: application/json)");
  }
  await next();
});
