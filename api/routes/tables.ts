import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { idParam } from "../../shared/schemas/params";
import { tableCreateInput, tableFields } from "../../shared/schemas/tables";
import { ownRestaurantId, ownRow, requireAdmin, requireStaff } from "../auth/guards";
import type { Db } from "../db/connection";
import { deleteTable, findTable, insertTable, listTables, tableNumberTaken, updateTable } from "../db/tables";
import type { AppEnv } from "../env";
import { conflict } from "../errors";
import { idempotentWrite, replayOfCreate } from "../idempotency";
import { jsonBody, pathParams } from "../validate";

const TABLE_NOT_FOUND = "Table not found";

async function assertNumberFree(db: Db, restaurantId: string, tableNumber: string, tableId: string): Promise<void> {
  if (await tableNumberTaken(db, restaurantId, tableNumber, tableId)) throw conflict(`Table ${tableNumber} already exists`);
}

export const tablesRoutes = new Hono<AppEnv>()
  // Waiters need the floor plan too; only admins change it.
  .get("/restaurants/:restaurantId/tables", requireStaff, async (c) => {
    return c.json(await listTables(c.var.db, ownRestaurantId(c)));
  })

  .post("/restaurants/:restaurantId/tables", requireAdmin, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { id = randomUUID(), ...fields } = await jsonBody(c, tableCreateInput);
    return idempotentWrite(c, c.var.user.id, async (trx) => {
      const replay = replayOfCreate(await findTable(trx, id), restaurantId, "table");
      if (replay) return replay;
      await assertNumberFree(trx, restaurantId, fields.tableNumber, id);
      return { status: 201, body: await insertTable(trx, restaurantId, id, fields) };
    });
  })

  .put("/tables/:id", requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const fields = await jsonBody(c, tableFields);
    return idempotentWrite(c, c.var.user.id, async (trx) => {
      const existing = ownRow(c.var.user, await findTable(trx, id), TABLE_NOT_FOUND);
      await assertNumberFree(trx, existing.restaurantId, fields.tableNumber, id);
      return { status: 200, body: await updateTable(trx, id, fields) };
    });
  })

  .delete("/tables/:id", requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    return idempotentWrite(c, c.var.user.id, async (trx) => {
      ownRow(c.var.user, await findTable(trx, id), TABLE_NOT_FOUND);
      await deleteTable(trx, id);
      return { status: 204, body: null };
    });
  });
