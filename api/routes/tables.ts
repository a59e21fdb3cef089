import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { idParam, restaurantIdParam } from "../../shared/schemas/params";
import { tableCreateInput, tableFields } from "../../shared/schemas/tables";
import { assertSameRestaurant, requireAdmin, requireStaff } from "../auth/guards";
import type { Db } from "../db/connection";
import { deleteTable, findTable, insertTable, listTables, tableNumberTaken, updateTable } from "../db/tables";
import type { AppEnv } from "../env";
import { conflict, notFound } from "../errors";
import { idempotentWrite } from "../idempotency";
import { jsonBody, pathParams } from "../validate";

const TABLE_NOT_FOUND = "Table not found";

async function assertNumberFree(db: Db, restaurantId: string, tableNumber: string, tableId: string): Promise<void> {
  if (await tableNumberTaken(db, restaurantId, tableNumber, tableId)) throw conflict(`Table ${tableNumber} already exists`);
}

export const tablesRoutes = new Hono<AppEnv>()
  // Waiters need the floor plan too; only admins change it.
  .get("/restaurants/:restaurantId/tables", requireStaff, async (c) => {
    const { restaurantId } = pathParams(c, restaurantIdParam);
    assertSameRestaurant(c.var.user, restaurantId);
    return c.json(await listTables(c.var.db, restaurantId));
  })

  // Same contract as menu items: a client id seen before answers 200 with the stored table.
  .post("/restaurants/:restaurantId/tables", requireAdmin, async (c) => {
    const { restaurantId } = pathParams(c, restaurantIdParam);
    assertSameRestaurant(c.var.user, restaurantId);
    const { id = randomUUID(), ...fields } = await jsonBody(c, tableCreateInput);
    return idempotentWrite(c, c.var.user.id, async (trx) => {
      const existing = await findTable(trx, id);
      if (existing) {
        if (existing.restaurantId !== restaurantId) throw conflict("This id is already used by another table");
        return { status: 200, body: existing };
      }
      await assertNumberFree(trx, restaurantId, fields.tableNumber, id);
      return { status: 201, body: await insertTable(trx, restaurantId, id, fields) };
    });
  })

  .put("/tables/:id", requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const fields = await jsonBody(c, tableFields);
    return idempotentWrite(c, c.var.user.id, async (trx) => {
      const existing = await findTable(trx, id);
      if (!existing) throw notFound(TABLE_NOT_FOUND);
      assertSameRestaurant(c.var.user, existing.restaurantId);
      await assertNumberFree(trx, existing.restaurantId, fields.tableNumber, id);
      return { status: 200, body: await updateTable(trx, id, fields) };
    });
  })

  .delete("/tables/:id", requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    return idempotentWrite(c, c.var.user.id, async (trx) => {
      const existing = await findTable(trx, id);
      if (!existing) throw notFound(TABLE_NOT_FOUND);
      assertSameRestaurant(c.var.user, existing.restaurantId);
      await deleteTable(trx, id);
      return { status: 204, body: null };
    });
  });
