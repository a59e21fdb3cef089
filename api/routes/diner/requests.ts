import { Hono } from "hono";
import * as z from "zod/mini";
import { qrCodeParam } from "../../../shared/schemas/qr";
import { serviceRequestInput } from "../../../shared/schemas/service-requests";
import { nowIso } from "../../clock";
import { listActiveRequests, openServiceRequest, publicRequest } from "../../db/service-requests";
import type { AppEnv } from "../../env";
import { notFound } from "../../errors";
import { idempotentWrite, qrScope } from "../../idempotency";
import { QR_NOT_FOUND } from "../../order-pricing";
import { jsonBody, pathParams } from "../../validate";
import { requestsChanged } from "../service-requests";
import { pollRateLimit } from "./table-budgets";

const qrParams = z.object({ qrCode: qrCodeParam });

/**
 * A diner's calls for service (Call Waiter, Ask for Bill), by the table's QR code; staff answer them
 * through api/routes/service-requests.ts. One open call per table and kind: another tap answers the
 * open one with 200.
 */
export const dinerRequestsRoutes = new Hono<AppEnv>()
  // Public: the diner's table, by its QR code. Limited per table and per address (api/routes/diner/table-budgets.ts).
  .post("/:qrCode/requests", async (c) => {
    const { qrCode } = pathParams(c, qrParams);
    const { kind } = await jsonBody(c, serviceRequestInput);
    const places = c.get("services").qrAnswers;
    return idempotentWrite(
      c,
      qrScope(qrCode),
      async (trx) => {
        const place = await places.placeInJob(qrCode, trx);
        if (!place) throw notFound(QR_NOT_FOUND);
        const { request, created } = await openServiceRequest(trx, place, kind, nowIso());
        if (!created) return { status: 200, body: publicRequest(request) };
        return { status: 201, body: publicRequest(request), changed: requestsChanged(place.restaurantId, place.tableId) };
      },
      { checksBeforeWriting: true },
    );
  })

  // Public, for the diner's page: this table's calls not yet done, newest first. Polled: a budget per address.
  .get("/:qrCode/requests", pollRateLimit, async (c) => {
    const place = await c.get("services").qrAnswers.get(pathParams(c, qrParams).qrCode);
    if (!place) throw notFound(QR_NOT_FOUND);
    c.header("Cache-Control", "no-store");
    return c.json(await listActiveRequests(c.get("services").db, { tableId: place.tableId }));
  });
