import { Hono } from "hono";
import * as z from "zod/mini";
import { qrCodeParam } from "../../../shared/schemas/qr";
import { findDinerBill } from "../../db/bills";
import type { AppEnv } from "../../env";
import { notFound } from "../../errors";
import { pathParams } from "../../validate";

const qrParams = z.object({ qrCode: qrCodeParam });

// Public, for the diner's page: the table's latest bill, to pay by UPI and to see it paid (docs/billing.md).
export const qrBillRoutes = new Hono<AppEnv>().get("/:qrCode/bill", async (c) => {
  const { qrCode } = pathParams(c, qrParams);
  const table = await findDinerBill(c.get("services").db, qrCode, new Date());
  if (!table) throw notFound("Table not found");
  // One table's bill: no shared cache may keep it, and the diner must see Paid as soon as it is.
  c.header("Cache-Control", "no-store");
  // No bill yet is the usual answer, not an error: the page asks every few seconds.
  if (!table.bill) return c.body(null, 204);
  return c.json(table.bill);
});
