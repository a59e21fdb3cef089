import { Hono } from "hono";
import type { AppEnv } from "./env";
import { onError } from "./errors";
import { apiBodyLimit } from "./middleware/body-limit";
import { csrfGuard } from "./middleware/csrf";
import { menuPreload } from "./middleware/menu-preload";
import { securityHeaders } from "./middleware/security-headers";
import { PHOTO_UPLOAD_PATH } from "./photos/store";
import { authRoutes } from "./routes/auth";
import { billsRoutes } from "./routes/bills";
import { customersRoutes } from "./routes/customers";
import { demoRequestsRoutes } from "./routes/demo-requests";
import { qrCacheHit } from "./routes/diner/qr";
import { dinerRoutes } from "./routes/diner/routes";
import { menuRoutes } from "./routes/menu";
import { movesRoutes } from "./routes/moves";
import { restaurantsRoutes } from "./routes/operator/restaurants";
import { ordersRoutes } from "./routes/orders";
import { ownerRoutes } from "./routes/owner";
import { menuPhotoRoutes, photoFiles } from "./routes/photos";
import { printJobsRoutes } from "./routes/print-jobs";
import { pushRoutes } from "./routes/push";
import { reservationRoutes, siteReservationRoutes } from "./routes/reservations";
import { restaurantRoutes } from "./routes/restaurant";
import { serviceRequestsRoutes } from "./routes/service-requests";
import { shiftsRoutes } from "./routes/shifts";
import { siteRoutes } from "./routes/site";
import { siteOrderEventsRoutes } from "./routes/site-order-events";
import { sitePageHit, sitePagesRoutes } from "./routes/site-pages";
import { staffRoutes } from "./routes/staff";
import { stationsRoutes } from "./routes/stations";
import { tableLimitsRoutes } from "./routes/table-limits";
import { tablesRoutes } from "./routes/tables";
import { takeoutRoutes } from "./routes/takeout";
import { siteWaitlistRoutes, waitlistRoutes } from "./routes/waitlist";
import type { Services } from "./services";
import { serveWebApp } from "./static";

/** The whole server as one Hono app over services built once (createServices): tests call `app.request()`, main.ts serves it. */
export function createApp(services: Services) {
  const { config } = services;
  const app = new Hono<AppEnv>();
  app.onError(onError);
  // The bench's ceiling: the cheapest answer this server can give, before any middleware.
  if (config.benchHello) app.get("/bench/hello", (c) => c.text("Hello"));
  // Every diner's menu, hot: a cached answer goes out before any middleware (api/routes/diner/qr.ts, qrCacheHit).
  app.get("/api/qr/:qrCode", qrCacheHit(services));
  // A restaurant's website, likewise, while its kept page is good (api/routes/site-pages.ts, sitePageHit).
  app.get("/r/:slug", sitePageHit(services));

  // First, so even the security headers can read the config (TRUST_PROXY); this cannot fail.
  app.use("*", async (c, next) => {
    c.set("services", services);
    await next();
  });
  // Outermost of the rest, so every answer (static files, 404s, errors) carries the security headers.
  app.use("*", securityHeaders);
  app.use("/api/*", csrfGuard);
  // A photo upload may be up to maxPhotoBytes (its multipart wrapping on top); every other body stays small.
  const bodyLimit = apiBodyLimit(config.maxBodyBytes, config.maxBodyDrainBytes);
  const photoBodyLimit = apiBodyLimit(config.maxPhotoBytes + 64 * 1024, config.maxBodyDrainBytes);
  app.use("/api/*", (c, next) => (PHOTO_UPLOAD_PATH.test(c.req.path) ? photoBodyLimit(c, next) : bodyLimit(c, next)));

  const api = new Hono<AppEnv>()
    .route("/auth", authRoutes)
    // The operator's, before the restaurant router: its `/:id/status` must not meet that router's staff check.
    .route("/restaurants", restaurantsRoutes)
    .route("/restaurants/:restaurantId", restaurantRoutes)
    .route("/demo-requests", demoRequestsRoutes)
    .route("/qr", dinerRoutes)
    .route("/site", siteRoutes)
    .route("/site", siteWaitlistRoutes)
    .route("/site", siteReservationRoutes)
    .route("/", menuRoutes)
    .route("/", tablesRoutes)
    .route("/", tableLimitsRoutes)
    .route("/", ordersRoutes)
    .route("/", serviceRequestsRoutes)
    .route("/", customersRoutes)
    .route("/", staffRoutes)
    .route("/", billsRoutes)
    .route("/", stationsRoutes)
    // Printing (docs/api.md, Printing).
    .route("/", printJobsRoutes)
    .route("/", menuPhotoRoutes)
    .route("/", shiftsRoutes)
    .route("/owner", ownerRoutes)
    .route("/", waitlistRoutes)
    .route("/", reservationRoutes)
    .route("/", movesRoutes)
    // Takeout and delivery (docs/api.md): the guest's /site/{slug} and /site-orders, the counter's /online-orders.
    .route("/", takeoutRoutes)
    // The guest's tracking stream (docs/api.md, Takeout and delivery).
    .route("/", siteOrderEventsRoutes)
    // Web Push (docs/api.md, Web Push): the VAPID key and guests' subscriptions.
    .route("/", pushRoutes);
  app.route("/api", api);
  // The websites, sitemap and robots.txt, and photos: public, on every host (docs/api.md, Website and photos).
  app.route("/", sitePagesRoutes);
  app.route("/photos", photoFiles);
  if (config.webDir) {
    app.use("/menu/:qrCode", menuPreload);
    app.use("*", serveWebApp<AppEnv>({ root: config.webDir }));
  }
  // Sub-apps' notFound is not consulted once mounted, so the JSON 404 lives on the root app.
  app.notFound((c) => c.json({ message: "No such endpoint" }, 404));

  return app;
}

export type App = ReturnType<typeof createApp>;
