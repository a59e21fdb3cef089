import { Hono } from "hono";
import * as z from "zod/mini";
import { placeOrderInput } from "../../shared/schemas/orders";
import { qrCodeParam } from "../../shared/schemas/qr";
import { sendCached } from "../cache/cached-answer";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { idempotencyKeyOf, requestHashOf } from "../idempotency";
import { securedResponse } from "../middleware/security-headers";
import { QR_NOT_FOUND } from "../order-pricing";
import { bodyText, jsonText, pathParams } from "../validate";

const qrParams = z.object({ qrCode: qrCodeParam });

export const qrRoutes = new Hono<AppEnv>()
  // Public and hot: every diner at every table. The answer is cached until a write changes it, and a
  // phone that already has this version gets a 304 with no body (docs/scaling.md).
  .get("/:qrCode", async (c) => {
    const answers = c.var.qrAnswers;
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
    const answer = await c.var.orders.place({
      qrCode,
      input,
      idempotency: key === undefined ? null : { scope: `qr:${qrCode}`, key, requestHash: requestHashOf(c, text) },
    });
    if (answer.changed) c.var.changes.publish(answer.changed);
    return securedResponse(c, answer.json, answer.status, { "Content-Type": "application/json" });
  });
