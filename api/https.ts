import type { Context } from "hono";
import type { AppEnv } from "./env";

/** The first value of a proxy header, when the config says a reverse proxy sets it; else undefined. */
export function forwardedHeader(c: Context<AppEnv>, name: "x-forwarded-proto" | "x-forwarded-host"): string | undefined {
  if (c.get("services").config.trustProxy === 0) return undefined;
  return c.req.header(name)?.split(",")[0]?.trim() || undefined;
}

const HTTPS_URL = /^https:/i;

/**
 * Whether the browser reached us over HTTPS, directly or through a TLS-terminating proxy. The proxy's
 * X-Forwarded-Proto counts only with TRUST_PROXY set: anyone else could send it (docs/security.md).
 */
export function isHttpsRequest(c: Context<AppEnv>): boolean {
  // The scheme as the URL begins (no parse: this runs on every cached answer's request).
  return HTTPS_URL.test(c.req.url) || forwardedHeader(c, "x-forwarded-proto") === "https";
}
