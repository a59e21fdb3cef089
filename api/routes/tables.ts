import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { API_PATHS } from "../../shared/api-paths";
import { idParam } from "../../shared/schemas/params";
import { tableCreateInput, tableFields } from "../../shared/schemas/tables";
import { ownRestaurantId, ownRow, requireAdmin, requireStaff } from "../auth/guards";
import type { Db } from "../db/connection";
import { deleteTable, findTable, insertTable, listTables, tableNumberTaken, touchOrdersOfTable, updateTable } from "../db/tables";
import type { AppEnv } from "../env";
import { conflict } from "../errors";
import { idempotentWrite, replayOfCreate } from "../idempotency";
import type { Change } from "../live/change-feed";
import { jsonBody, pathParams } from "../validate";

const TABLE_NOT_FOUND = "Table not found";
const tablesChanged = (restaurantId: string): Change => ({ restaurantId, topics: ["restaurantTables"] });

async function assertNumberFree(db: Db, restaurantId: string, tableNumber: string, tableId: string): Promise<void> {
  if (await tableNumberTaken(db, restaurantId, tableNumber, tableId)) throw conflict(`Table ${tableNumber} already exists`);
}

export const tablesRoutes = new Hono<AppEnv>()
  // Waiters need the floor plan too; only admins change it.
  .get(API_PATHS.tables, requireStaff, async (c) => {
    return c.json(await listTables(c.get("services").db, ownRestaurantId(c)));
  })

  .post(API_PATHS.tables, requireAdmin, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { id = randomUUID(), ...fields } = await jsonBody(c, tableCreateInput);
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      const replay = replayOfCreate(await findTable(trx, id), restaurantId, "table");
      if (replay) return replay;
      await assertNumberFree(trx, restaurantId, fields.tableNumber, id);
      return { status: 201, body: await insertTable(trx, restaurantId, id, fields), changed: tablesChanged(restaurantId) };
    });
  })

  .put(API_PATHS.table, requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const fields = await jsonBody(c, tableFields);
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      const existing = ownRow(c.get("user"), await findTable(trx, id), TABLE_NOT_FOUND);
      await assertNumberFree(trx, existing.restaurantId, fields.tableNumber, id);
      const table = await updateTable(trx, id, fields);
      if (existing.tableNumber === fields.tableNumber) return { status: 200, body: table, changed: tablesChanged(existing.restaurantId) };
      // Its orders now show the new number.
      await touchOrdersOfTable(trx, id);
      return { status: 200, body: table, changed: { restaurantId: existing.restaurantId, topics: ["restaurantTables", "orders"] } };
    });
  })

  .delete(API_PATHS.table, requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      const { restaurantId } = ownRow(c.get("user"), await findTable(trx, id), TABLE_NOT_FOUND);
      await deleteTable(trx, id);
      // Its orders now show the table as Unknown.
      return { status: 204, body: null, changed: { restaurantId, topics: ["restaurantTables", "orders"] } };
    });
  });
