import { Hono } from "hono";
import { idParam } from "../../shared/schemas/params";
import { ownRow, requireAdmin } from "../auth/guards";
import { findTable } from "../db/tables";
import type { AppEnv } from "../env";
import { pathParams } from "../validate";
import { clearOrderBudget } from "./diner/table-budgets";

/**
 * The admin clears a table's order budget (docs/security.md), e.g. after a large party used it up.
 * The budget lives in memory (in PostgreSQL's limit_windows over PostgreSQL), so clearing it twice is
 * harmless and takes no Idempotency-Key.
 */
export const tableLimitsRoutes = new Hono<AppEnv>().delete("/tables/:id/order-limit", requireAdmin, async (c) => {
  const { id } = pathParams(c, idParam);
  const table = ownRow(c.get("user"), await findTable(c.get("services").db, id), "Table not found");
  await clearOrderBudget(c.get("services").limits, table.qrCode);
  return c.body(null, 204);
});
