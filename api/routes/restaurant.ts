import { Hono } from "hono";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { ownRestaurantId, requireOwnRestaurant } from "../auth/guards";
import type { AppEnv } from "../env";
import { streamEvents } from "../live/event-stream";
import { restaurantAnalyticsRoutes } from "./analytics";
import { restaurantBillsRoutes } from "./bills";
import { restaurantCustomersRoutes } from "./customers";
import { restaurantGstSummaryRoutes } from "./gst-summary";
import { restaurantMenuRoutes } from "./menu";
import { menuLanguageRoutes } from "./menu-language";
import { restaurantMovesRoutes } from "./moves";
import { restaurantOrdersRoutes } from "./orders";
import { restaurantPhotoRoutes } from "./photos";
import { restaurantPrintJobsRoutes } from "./print-jobs";
import { restaurantReservationRoutes } from "./reservations";
import { restaurantRequestsRoutes } from "./service-requests";
import { settingsRoutes } from "./settings";
import { restaurantShiftsRoutes } from "./shifts";
import { restaurantStaffRoutes } from "./staff";
import { staffOrdersRoutes } from "./staff-orders";
import { restaurantStationsRoutes } from "./stations";
import { restaurantTablesRoutes } from "./tables";
import { restaurantWaitlistRoutes } from "./waitlist";

/**
 * One restaurant's own lists, mounted at /api/restaurants/:restaurantId (docs/decisions/080-routers-by-audience.md):
 * the caller is checked once, here, as signed-in staff of this restaurant; handlers read the checked id
 * with `ownRestaurantId(c)`, and admin-only ones add `requireAdmin`.
 */
export const restaurantRoutes = new Hono<AppEnv>()
  .use("*", requireOwnRestaurant)
  .route("/", restaurantMenuRoutes)
  .route("/", menuLanguageRoutes)
  .route("/", restaurantTablesRoutes)
  .route("/", restaurantOrdersRoutes)
  .route("/", staffOrdersRoutes)
  .route("/", restaurantRequestsRoutes)
  .route("/", restaurantCustomersRoutes)
  // The staff event stream (docs/sync.md).
  .get(inRestaurant(API_PATHS.events), (c) => streamEvents(c, ownRestaurantId(c)))
  .route("/", restaurantStaffRoutes)
  .route("/", settingsRoutes)
  .route("/", restaurantBillsRoutes)
  .route("/", restaurantStationsRoutes)
  // Printing (docs/api.md, Printing).
  .route("/", restaurantPrintJobsRoutes)
  .route("/", restaurantPhotoRoutes)
  // The owner's view: shifts, the GST summary and analytics.
  .route("/", restaurantShiftsRoutes)
  .route("/", restaurantGstSummaryRoutes)
  .route("/", restaurantAnalyticsRoutes)
  .route("/", restaurantWaitlistRoutes)
  .route("/", restaurantReservationRoutes)
  .route("/", restaurantMovesRoutes);
