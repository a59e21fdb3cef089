import { Hono } from "hono";
import { API_PATHS } from "../shared/api-paths";
import type { AppEnv } from "./env";
import { onError } from "./errors";
import { apiBodyLimit } from "./middleware/body-limit";
import { csrfGuard } from "./middleware/csrf";
import { menuPreload } from "./middleware/menu-preload";
import { orderRateLimit, serviceRequestRateLimit } from "./middleware/rate-limit";
import { securityHeaders } from "./middleware/security-headers";
import { authRoutes } from "./routes/auth";
import { billsRoutes } from "./routes/bills";
import { customersRoutes } from "./routes/customers";
import { demoRequestsRoutes } from "./routes/demo-requests";
import { eventsRoutes } from "./routes/events";
import { menuRoutes } from "./routes/menu";
import { menuLanguageRoutes } from "./routes/menu-language";
import { ordersRoutes } from "./routes/orders";
import { qrRoutes } from "./routes/qr";
import { qrBillRoutes } from "./routes/qr-bill";
import { restaurantsRoutes } from "./routes/restaurants";
import { serviceRequestsRoutes } from "./routes/service-requests";
import { settingsRoutes } from "./routes/settings";
import { siteRoutes } from "./routes/site";
import { staffRoutes } from "./routes/staff";
import { staffOrdersRoutes } from "./routes/staff-orders";
import { tableLimitsRoutes } from "./routes/table-limits";
import { tablesRoutes } from "./routes/tables";
import type { Services } from "./services";
import { serveWebApp } from "./static";

/** The whole server as one Hono app over services built once (createServices): tests call `app.request()`, main.ts serves it. */
export function createApp(services: Services) {
  const { config } = services;
  const app = new Hono<AppEnv>();
  app.onError(onError);
  // The bench's ceiling: the cheapest answer this server can give, before any middleware.
  if (config.benchHello) app.get("/bench/hello", (c) => c.text("Hello"));

  // First, so even the security headers can read the config (TRUST_PROXY); this cannot fail.
  app.use("*", async (c, next) => {
    c.set("services", services);
    await next();
  });
  // Outermost of the rest, so every answer (static files, 404s, errors) carries the security headers.
  app.use("*", securityHeaders);
  app.use("/api/*", csrfGuard);
  app.use("/api/*", apiBodyLimit(config.maxBodyBytes, config.maxBodyDrainBytes));
  app.use("/api/qr/:qrCode/order", orderRateLimit);
  app.use("/api/qr/:qrCode/requests", serviceRequestRateLimit);

  const api = new Hono<AppEnv>()
    .route("/auth", authRoutes)
    .route(API_PATHS.restaurants, restaurantsRoutes)
    .route(API_PATHS.demoRequests, demoRequestsRoutes)
    .route("/", menuRoutes)
    .route("/", menuLanguageRoutes)
    .route("/", tablesRoutes)
    .route("/", tableLimitsRoutes)
    .route("/", ordersRoutes)
    .route("/", staffOrdersRoutes)
    .route("/", serviceRequestsRoutes)
    .route("/", customersRoutes)
    .route("/", eventsRoutes)
    .route("/", staffRoutes)
    .route("/qr", qrRoutes)
    .route("/site", siteRoutes)
    // Bills (issue 20): settings, bills and payments, and the diner's bill.
    .route("/", settingsRoutes)
    .route("/", billsRoutes)
    .route("/qr", qrBillRoutes);
  app.route("/api", api);
  if (config.webDir) {
    app.use("/menu/:qrCode", menuPreload);
    app.use("*", serveWebApp<AppEnv>({ root: config.webDir }));
  }
  // Sub-apps' notFound is not consulted once mounted, so the JSON 404 lives on the root app.
  app.notFound((c) => c.json({ message: "No such endpoint" }, 404));

  return app;
}

export type App = ReturnType<typeof createApp>;
