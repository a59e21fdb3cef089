import { Hono } from "hono";
import { customerNotesInput } from "../../shared/schemas/customers";
import { customerIdParam, restaurantIdParam } from "../../shared/schemas/params";
import { assertSameRestaurant, requireAdmin } from "../auth/guards";
import { findCustomer, listCustomers, updateCustomerNotes } from "../db/customers";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { idempotentWrite } from "../idempotency";
import { jsonBody, pathParams } from "../validate";

export const customersRoutes = new Hono<AppEnv>()
  .get("/restaurants/:restaurantId/customers", requireAdmin, async (c) => {
    const { restaurantId } = pathParams(c, restaurantIdParam);
    assertSameRestaurant(c.var.user, restaurantId);
    return c.json(await listCustomers(c.var.db, restaurantId));
  })

  .put("/customers/:customerId/notes", requireAdmin, async (c) => {
    const { customerId } = pathParams(c, customerIdParam);
    const { notes } = await jsonBody(c, customerNotesInput);
    return idempotentWrite(c, c.var.user.id, async (trx) => {
      const existing = await findCustomer(trx, customerId);
      if (!existing) throw notFound("Customer not found");
      assertSameRestaurant(c.var.user, existing.restaurantId);
      return { status: 200, body: await updateCustomerNotes(trx, customerId, notes) };
    });
  });
