import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { menuItemCreateInput, menuItemFields } from "../../shared/schemas/menu";
import { idParam, restaurantIdParam } from "../../shared/schemas/params";
import { assertSameRestaurant, requireAdmin, requireStaff } from "../auth/guards";
import { deleteMenuItem, findMenuItem, insertMenuItem, listMenu, updateMenuItem } from "../db/menu-items";
import type { AppEnv } from "../env";
import { conflict, notFound } from "../errors";
import { idempotentWrite } from "../idempotency";
import { jsonBody, pathParams } from "../validate";

const ITEM_NOT_FOUND = "Menu item not found";

export const menuRoutes = new Hono<AppEnv>()
  // Every role of the restaurant reads the menu (the kitchen plans from it); only admins change it.
  .get("/restaurants/:restaurantId/menu", requireStaff, async (c) => {
    const { restaurantId } = pathParams(c, restaurantIdParam);
    assertSameRestaurant(c.var.user, restaurantId);
    return c.json(await listMenu(c.var.db, restaurantId));
  })

  // A client-made id that already exists answers 200 with the stored row (first write wins), 201 only creates.
  .post("/restaurants/:restaurantId/menu", requireAdmin, async (c) => {
    const { restaurantId } = pathParams(c, restaurantIdParam);
    assertSameRestaurant(c.var.user, restaurantId);
    const { id = randomUUID(), ...fields } = await jsonBody(c, menuItemCreateInput);
    return idempotentWrite(c, c.var.user.id, async (trx) => {
      const existing = await findMenuItem(trx, id);
      if (existing) {
        if (existing.restaurantId !== restaurantId) throw conflict("This id is already used by another menu item");
        return { status: 200, body: existing };
      }
      return { status: 201, body: await insertMenuItem(trx, restaurantId, id, fields) };
    });
  })

  .put("/menu-items/:id", requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const fields = await jsonBody(c, menuItemFields);
    return idempotentWrite(c, c.var.user.id, async (trx) => {
      const existing = await findMenuItem(trx, id);
      if (!existing) throw notFound(ITEM_NOT_FOUND);
      assertSameRestaurant(c.var.user, existing.restaurantId);
      return { status: 200, body: await updateMenuItem(trx, id, fields) };
    });
  })

  .delete("/menu-items/:id", requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    return idempotentWrite(c, c.var.user.id, async (trx) => {
      const existing = await findMenuItem(trx, id);
      if (!existing) throw notFound(ITEM_NOT_FOUND);
      assertSameRestaurant(c.var.user, existing.restaurantId);
      await deleteMenuItem(trx, id);
      return { status: 204, body: null };
    });
  });
