import { Hono } from "hono";
import { idParam } from "../../../shared/schemas/params";
import { restaurantStatusInput } from "../../../shared/schemas/restaurants";
import { requireOperator } from "../../auth/guards";
import { deleteSessionsOfRestaurant } from "../../auth/session";
import { findRestaurant, listRestaurants, setRestaurantActive } from "../../db/restaurants";
import type { AppEnv } from "../../env";
import { conflict, notFound } from "../../errors";
import { idempotentWrite } from "../../idempotency";
import { jsonBody, pathParams } from "../../validate";

const OWN_RESTAURANT_REFUSED = "You cannot deactivate your own restaurant: the platform operator signs in through it";

// Platform data: every restaurant on the server, for the operator only (docs/security.md).
export const restaurantsRoutes = new Hono<AppEnv>()
  .get("/", requireOperator, async (c) => c.json(await listRestaurants(c.get("services").db), 200))

  // Switching a restaurant off locks its staff out and stops its QR codes (docs/security.md, Deactivating).
  .put("/:id/status", requireOperator, async (c) => {
    const { id } = pathParams(c, idParam);
    const { isActive } = await jsonBody(c, restaurantStatusInput);
    if (!isActive && id === c.get("user").restaurantId) throw conflict(OWN_RESTAURANT_REFUSED);
    const response = await idempotentWrite(c, c.get("user").id, async (trx) => {
      if (!(await findRestaurant(trx, id))) throw notFound("Restaurant not found");
      const restaurant = await setRestaurantActive(trx, id, isActive);
      // Same transaction: no session of its staff outlives the switch.
      if (!isActive) await deleteSessionsOfRestaurant(trx, id);
      // Any topic but orders, customers and requests drops the restaurant's cached QR answers.
      return { status: 200, body: restaurant, changed: { restaurantId: id, topics: ["restaurantSettings"] } };
    });
    // Its staff's open event streams stop now, not at their next heartbeat.
    if (!isActive) c.get("services").liveStreams.endRestaurant(id);
    return response;
  });
