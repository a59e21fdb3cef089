import { Hono } from "hono";
import * as z from "zod/mini";
import { toDinerBill } from "../../../shared/schemas/diner-bill";
import { qrCodeParam } from "../../../shared/schemas/qr";
import { findDinerBill } from "../../db/bills";
import type { AppEnv } from "../../env";
import { notFound } from "../../errors";
import { pathParams, queryParams } from "../../validate";
import { pollRateLimit } from "./table-budgets";

const qrParams = z.object({ qrCode: qrCodeParam });
/** The bill this phone already saw, by its printed number, so it can still see it paid once its party's visit is over. */
const billQuery = z.object({ number: z.optional(z.string().check(z.maxLength(16, { error: "number must be a bill number" }))) });

// Public, for the diner's page: the current visit's bill (or the one this phone saw), to pay by UPI and to see it paid (docs/billing.md), without internal ids.
export const qrBillRoutes = new Hono<AppEnv>().get("/:qrCode/bill", pollRateLimit, async (c) => {
  const { qrCode } = pathParams(c, qrParams);
  const { number } = queryParams(c, billQuery);
  const table = await findDinerBill(c.get("services").db, qrCode, new Date(), number);
  if (!table) throw notFound("Table not found");
  // One table's bill: no shared cache may keep it, and the diner must see Paid as soon as it is.
  c.header("Cache-Control", "no-store");
  // No bill yet is the usual answer, not an error: the page asks every few seconds.
  if (!table.bill) return c.body(null, 204);
  return c.json(toDinerBill(table.bill));
});
