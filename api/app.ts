import { Hono } from "hono";
import { OrderLists } from "./cache/order-lists";
import { QrAnswers } from "./cache/qr-answers";
import type { Config } from "./config";
import type { Db } from "./db/connection";
import { SqliteOrderStore } from "./db/order-store";
import { Writer } from "./db/writer";
import type { AppEnv } from "./env";
import { onError } from "./errors";
import { type Change, ChangeFeed } from "./live/change-feed";
import { StreamRoster } from "./live/stream-roster";
import { apiBodyLimit } from "./middleware/body-limit";
import { csrfGuard } from "./middleware/csrf";
import { createLimits, type Limits, orderRateLimit } from "./middleware/rate-limit";
import { securityHeaders } from "./middleware/security-headers";
import { authRoutes } from "./routes/auth";
import { customersRoutes } from "./routes/customers";
import { demoRequestsRoutes } from "./routes/demo-requests";
import { eventsRoutes } from "./routes/events";
import { menuRoutes } from "./routes/menu";
import { ordersRoutes } from "./routes/orders";
import { qrRoutes } from "./routes/qr";
import { restaurantsRoutes } from "./routes/restaurants";
import { staffRoutes } from "./routes/staff";
import { tableLimitsRoutes } from "./routes/table-limits";
import { tablesRoutes } from "./routes/tables";
import { serveWebApp } from "./static";

export interface AppDeps {
  db: Db;
  config: Config;
  /** Committed changes, for live screens; a fresh feed unless the caller wants to watch it. */
  changes?: ChangeFeed;
  /** The one writer; made here unless a test wants to watch it. */
  writer?: Writer;
  /** Rate limiters and the password-hash gate; fresh ones unless the caller wants to stop or inspect them. */
  limits?: Limits;
  /** Aborted when the process stops: open event streams close so the server can exit. */
  shutdown?: AbortSignal;
}

/** The whole server as one Hono app: tests call `app.request()`, main.ts serves it. */
export function createApp({
  db,
  config,
  changes = new ChangeFeed(),
  writer = new Writer(db),
  limits = createLimits(config),
  shutdown = new AbortController().signal,
}: AppDeps) {
  const qrAnswers = new QrAnswers(db);
  const liveStreams = new StreamRoster({
    perUser: config.liveStreamsPerUser,
    perRestaurant: config.liveStreamsPerRestaurant,
    total: config.liveStreamsTotal,
  });
  const orderLists = new OrderLists(db);
  // Cached answers are dropped at the commit of a group (so the next group prices from the new menu),
  // and by any write made outside the writer that publishes what it changed.
  const invalidate = (committed: readonly Change[]) => {
    qrAnswers.invalidate(committed);
    orderLists.invalidate(committed);
  };
  writer.onCommit(invalidate);
  changes.subscribe((change) => invalidate([change]));
  const orders = new SqliteOrderStore(db, writer, qrAnswers);

  const app = new Hono<AppEnv>();
  app.onError(onError);
  // The bench's ceiling: the cheapest answer this server can give, before any middleware.
  if (config.benchHello) app.get("/bench/hello", (c) => c.text("Hello"));

  // First, so even the security headers can read the config (TRUST_PROXY); this cannot fail.
  app.use("*", async (c, next) => {
    c.set("db", db);
    c.set("config", config);
    c.set("changes", changes);
    c.set("liveStreams", liveStreams);
    c.set("shutdown", shutdown);
    c.set("writer", writer);
    c.set("orders", orders);
    c.set("qrAnswers", qrAnswers);
    c.set("orderLists", orderLists);
    c.set("limits", limits);
    await next();
  });
  // Outermost of the rest, so every answer (static files, 404s, errors) carries the security headers.
  app.use("*", securityHeaders);
  app.use("/api/*", csrfGuard);
  app.use("/api/*", apiBodyLimit(config.maxBodyBytes, config.maxBodyDrainBytes));
  app.use("/api/qr/:qrCode/order", orderRateLimit);

  const api = new Hono<AppEnv>()
    .route("/auth", authRoutes)
    .route("/restaurants", restaurantsRoutes)
    .route("/demo-requests", demoRequestsRoutes)
    .route("/", menuRoutes)
    .route("/", tablesRoutes)
    .route("/", tableLimitsRoutes)
    .route("/", ordersRoutes)
    .route("/", customersRoutes)
    .route("/", eventsRoutes)
    .route("/", staffRoutes)
    .route("/qr", qrRoutes);
  app.route("/api", api);
  if (config.webDir) app.use("*", serveWebApp<AppEnv>({ root: config.webDir }));
  // Sub-apps' notFound is not consulted once mounted, so the JSON 404 lives on the root app.
  app.notFound((c) => c.json({ message: "No such endpoint" }, 404));

  return app;
}

export type App = ReturnType<typeof createApp>;
