import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { qrBillRoutes } from "./bill";
import { qrEventsRoutes } from "./events";
import { qrRoutes } from "./qr";
import { dinerRequestsRoutes } from "./requests";
import { orderRateLimit, serviceRequestRateLimit } from "./table-budgets";

/**
 * Everything a diner's phone reaches without an account, by the table's QR code, mounted at /api/qr:
 * the menu, orders and their status, the bill, calls for service, the page's live notices, and the per-table budgets that hold
 * the two writes back (docs/security.md).
 */
export const dinerRoutes = new Hono<AppEnv>()
  .use("/:qrCode/order", orderRateLimit)
  .use("/:qrCode/requests", serviceRequestRateLimit)
  .route("/", qrRoutes)
  .route("/", qrBillRoutes)
  .route("/", dinerRequestsRoutes)
  .route("/", qrEventsRoutes);
