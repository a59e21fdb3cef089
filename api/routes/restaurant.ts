import { Hono } from "hono";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { ownRestaurantId, requireOwnRestaurant } from "../auth/guards";
import type { AppEnv } from "../env";
import { streamEvents } from "../live/event-stream";
import { restaurantBillsRoutes } from "./bills";
import { restaurantCustomersRoutes } from "./customers";
import { restaurantMenuRoutes } from "./menu";
import { menuLanguageRoutes } from "./menu-language";
import { restaurantOrdersRoutes } from "./orders";
import { restaurantPhotoRoutes } from "./photos";
import { restaurantRequestsRoutes } from "./service-requests";
import { settingsRoutes } from "./settings";
import { restaurantStaffRoutes } from "./staff";
import { staffOrdersRoutes } from "./staff-orders";
import { restaurantTablesRoutes } from "./tables";

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
  .route("/", restaurantPhotoRoutes);
