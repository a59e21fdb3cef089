import { type Handler, Hono } from "hono";
import * as z from "zod/mini";
import type { DinerOrder } from "../../../shared/schemas/diner-order";
import { uuid } from "../../../shared/schemas/fields";
import { placeOrderInput } from "../../../shared/schemas/orders";
import { qrCodeParam } from "../../../shared/schemas/qr";
import { findTableOrder } from "../../db/diner-orders";
import type { AppEnv } from "../../env";
import { notFound } from "../../errors";
import { idempotencyKeyOf, qrScope, requestHashOf } from "../../idempotency";
import { securedResponse } from "../../middleware/security-headers";
import { QR_NOT_FOUND } from "../../order-pricing";
import { sendCached } from "../../send-cached";
import type { Services } from "../../services";
import { bodyText, jsonText, pathParams } from "../../validate";
import { pollRateLimit } from "./table-budgets";

const qrParams = z.object({ qrCode: qrCodeParam });
const tableOrderParams = z.object({ qrCode: qrCodeParam, orderId: uuid() });

/**
 * The diner's menu by QR code straight from the per-menu cache, mounted ahead of every middleware
 * (api/app.ts): a hit needs none of them (no session, no tenant, no body), and its bytes, ETag and
 * headers were made once for this menu version (docs/scaling.md, QR lookup). A miss, a code the cache
 * does not hold, goes on through the middleware to the route below.
 */
export function qrCacheHit(services: Services): Handler<AppEnv> {
  return (c, next) => {
    const place = services.qrAnswers.peek(c.req.param("qrCode") ?? "");
    if (!place) return next();
    c.set("services", services);
    return sendCached(c, place.answer, "no-cache");
  };
}

export const qrRoutes = new Hono<AppEnv>()
  // Public and hot: every diner at every table. The answer is cached until a write changes it, and a
  // phone that already has this version gets a 304 with no body (docs/scaling.md).
  .get("/:qrCode", async (c) => {
    const answers = c.get("services").qrAnswers;
    const place = answers.peek(c.req.param("qrCode")) ?? (await answers.get(pathParams(c, qrParams).qrCode));
    if (!place) throw notFound(QR_NOT_FOUND);
    return sendCached(c, place.answer, "no-cache");
  })

  // Public: prices, names and totals come from the database; the cart only says what and how many.
  .post("/:qrCode/order", async (c) => {
    const { qrCode } = pathParams(c, qrParams);
    const key = idempotencyKeyOf(c);
    const text = await bodyText(c);
    const input = jsonText(text, placeOrderInput);
    const answer = await c.get("services").orderStore.place({
      qrCode,
      input,
      idempotency: key === undefined ? null : { scope: qrScope(qrCode), key, requestHash: requestHashOf(c, text) },
    });
    return securedResponse(c, answer.json, answer.status, { "Content-Type": "application/json" });
  })

  // Public, for the diner's status card (docs/diner-ordering.md): only this table's own order, only what the card shows.
  .get("/:qrCode/orders/:orderId", pollRateLimit, async (c) => {
    const { qrCode, orderId } = pathParams(c, tableOrderParams);
    const order = await findTableOrder(c.get("services").db, qrCode, orderId);
    if (!order) throw notFound("Order not found");
    // Contact-free, but still one diner's order: no shared cache may keep it.
    c.header("Cache-Control", "no-store");
    return c.json(order satisfies DinerOrder);
  });
