import { Hono } from "hono";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { customerNotesInput } from "../../shared/schemas/customers";
import { customerIdParam } from "../../shared/schemas/params";
import { ownRestaurantId, ownRow, requireAdmin } from "../auth/guards";
import { findCustomer, listCustomers, updateCustomerNotes } from "../db/customers";
import type { AppEnv } from "../env";
import { idempotentWrite } from "../idempotency";
import { jsonBody, pathParams } from "../validate";

/** On the restaurant router (api/routes/restaurant.ts). */
export const restaurantCustomersRoutes = new Hono<AppEnv>().get(inRestaurant(API_PATHS.customers), requireAdmin, async (c) => {
  return c.json(await listCustomers(c.get("services").db, ownRestaurantId(c)));
});

export const customersRoutes = new Hono<AppEnv>().put("/customers/:customerId/notes", requireAdmin, async (c) => {
  const { customerId } = pathParams(c, customerIdParam);
  const { notes } = await jsonBody(c, customerNotesInput);
  return idempotentWrite(c, c.get("user").id, async (trx) => {
    const { restaurantId } = ownRow(c.get("user"), await findCustomer(trx, customerId), "Customer not found");
    return { status: 200, body: await updateCustomerNotes(trx, customerId, notes), changed: { restaurantId, topics: ["customers"] } };
  });
});
