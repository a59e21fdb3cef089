import { Hono } from "hono";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { idParam } from "../../shared/schemas/params";
import { serviceRequestStatusInput } from "../../shared/schemas/service-requests";
import { moveServiceRequest } from "../../shared/service-requests";
import { ownRestaurantId, ownRow, requireStaff } from "../auth/guards";
import { nowIso } from "../clock";
import { findServiceRequest, listActiveRequests, publicRequest, setServiceRequestStatus } from "../db/service-requests";
import type { AppEnv } from "../env";
import { idempotentWrite } from "../idempotency";
import type { Change } from "../live/change-feed";
import { jsonBody, pathParams } from "../validate";
import { oneTripOf, sendOneTrip } from "./one-trip";

const CALL_NOT_FOUND = "Service request not found";

export const requestsChanged = (restaurantId: string, tableId: string): Change => ({ restaurantId, topics: ["serviceRequests"], tableId });

/**
 * The staff's side of a diner's calls for service (docs/decisions/063-waiter-floor.md; the diner's side
 * is api/routes/diner/requests.ts): the list is on the restaurant router (api/routes/restaurant.ts), and
 * staff move a call forward only: open, acknowledged, done.
 */
export const restaurantRequestsRoutes = new Hono<AppEnv>().get(inRestaurant(API_PATHS.serviceRequests), async (c) => {
  return c.json(await listActiveRequests(c.get("services").db, { restaurantId: ownRestaurantId(c) }));
});

export const serviceRequestsRoutes = new Hono<AppEnv>()
  // Forward only; a target at or behind the current status is a harmless 200, so two waiters' taps converge.
  .put(API_PATHS.serviceRequest, requireStaff, async (c) => {
    const { id } = pathParams(c, idParam);
    const { status } = await jsonBody(c, serviceRequestStatusInput);
    // On PostgreSQL the same rules in one function call (api/db/postgres/staff-writes.ts).
    const trip = await oneTripOf(c, CALL_NOT_FOUND);
    if (trip) return sendOneTrip(c, await trip.writes.moveCall({ ...trip.command, id, status }));
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        const stored = ownRow(c.get("user"), await findServiceRequest(trx, id), CALL_NOT_FOUND);
        const request = publicRequest(stored);
        const moved = moveServiceRequest(request, status, nowIso());
        if (moved === request) return { status: 200, body: request };
        await setServiceRequestStatus(trx, request, moved);
        return { status: 200, body: moved, changed: requestsChanged(stored.restaurantId, stored.tableId) };
      },
      { checksBeforeWriting: true },
    );
  });
