import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../env";
import { isHttpsRequest } from "../https";

const SELF = "'self'";

/**
 * CSP for the built SPA: our own scripts only; inline styles allowed because Radix positions popovers
 * with style attributes; data:/blob: images for the generated QR codes.
 */
const baseHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: [SELF],
    scriptSrc: [SELF],
    styleSrc: [SELF, "'unsafe-inline'"],
    imgSrc: [SELF, "data:", "blob:"],
    fontSrc: [SELF],
    connectSrc: [SELF],
    manifestSrc: [SELF],
    workerSrc: [SELF],
    frameAncestors: ["'none'"],
    baseUri: [SELF],
    formAction: [SELF],
    objectSrc: ["'none'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
  // HSTS only over HTTPS (below): sent over plain HTTP on localhost it would be meaningless at best.
  strictTransportSecurity: false,
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
});

const HSTS = "max-age=31536000; includeSubDomains";

/** Hono's secure headers plus HSTS when the request came over HTTPS; set after next(), so 404s and errors get them too. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await baseHeaders(c, next);
  if (isHttpsRequest(c)) c.header("Strict-Transport-Security", HSTS);
});
