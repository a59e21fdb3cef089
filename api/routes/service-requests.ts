import { Hono } from "hono";
import * as z from "zod/mini";
import { API_PATHS } from "../../shared/api-paths";
import { idParam } from "../../shared/schemas/params";
import { qrCodeParam } from "../../shared/schemas/qr";
import { serviceRequestInput, serviceRequestStatusInput } from "../../shared/schemas/service-requests";
import { moveServiceRequest } from "../../shared/service-requests";
import { ownRestaurantId, ownRow, requireStaff } from "../auth/guards";
import { nowIso } from "../clock";
import { findServiceRequest, listActiveRequests, openServiceRequest, publicRequest, setServiceRequestStatus } from "../db/service-requests";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { idempotentWrite, qrScope } from "../idempotency";
import type { Change } from "../live/change-feed";
import { QR_NOT_FOUND } from "../order-pricing";
import { jsonBody, pathParams } from "../validate";

const qrParams = z.object({ qrCode: qrCodeParam });
const requestsChanged = (restaurantId: string): Change => ({ restaurantId, topics: ["serviceRequests"] });

/**
 * A diner's calls for service (Call Waiter, Ask for Bill) and the staff who answer them
 * (docs/decisions/063-waiter-floor.md). One open call per table and kind: another tap answers the
 * open one with 200. Staff move a call forward only: open, acknowledged, done.
 */
export const serviceRequestsRoutes = new Hono<AppEnv>()
  // Public: the diner's table, by its QR code. Limited per table (api/middleware/rate-limit.ts).
  .post("/qr/:qrCode/requests", async (c) => {
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
        return { status: 201, body: publicRequest(request), changed: requestsChanged(place.restaurantId) };
      },
      { checksBeforeWriting: true },
    );
  })

  // Public, for the diner's page: this table's calls not yet done, newest first.
  .get("/qr/:qrCode/requests", async (c) => {
    const place = await c.get("services").qrAnswers.get(pathParams(c, qrParams).qrCode);
    if (!place) throw notFound(QR_NOT_FOUND);
    c.header("Cache-Control", "no-store");
    return c.json(await listActiveRequests(c.get("services").db, { tableId: place.tableId }));
  })

  .get(API_PATHS.serviceRequests, requireStaff, async (c) => {
    return c.json(await listActiveRequests(c.get("services").db, { restaurantId: ownRestaurantId(c) }));
  })

  // Forward only; a target at or behind the current status is a harmless 200, so two waiters' taps converge.
  .put(API_PATHS.serviceRequest, requireStaff, async (c) => {
    const { id } = pathParams(c, idParam);
    const { status } = await jsonBody(c, serviceRequestStatusInput);
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        const stored = ownRow(c.get("user"), await findServiceRequest(trx, id), "Service request not found");
        const request = publicRequest(stored);
        const moved = moveServiceRequest(request, status, nowIso());
        if (moved === request) return { status: 200, body: request };
        await setServiceRequestStatus(trx, moved);
        return { status: 200, body: moved, changed: requestsChanged(stored.restaurantId) };
      },
      { checksBeforeWriting: true },
    );
  });
