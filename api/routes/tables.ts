import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { idParam, tableIdParam } from "../../shared/schemas/params";
import { tableCreateInput, tableFields } from "../../shared/schemas/tables";
import { ownRestaurantId, ownRow, requireAdmin } from "../auth/guards";
import type { Db } from "../db/connection";
import { clearTable, type VisitBlocker } from "../db/table-visits";
import { deleteTable, findTable, insertTable, listTables, tableNumberTaken, touchOrdersOfTable, updateTable } from "../db/tables";
import type { AppEnv } from "../env";
import { conflict, notFound } from "../errors";
import { idempotentWrite, idTaken, replayOfCreate } from "../idempotency";
import type { Change } from "../live/change-feed";
import { jsonBody, pathParams } from "../validate";
import { oneTripOf, sendOneTrip } from "./one-trip";

const TABLE_NOT_FOUND = "Table not found";
/** A change of one table: only that table's diner pages hear of it. */
const tablesChanged = (restaurantId: string, tableId: string): Change => ({ restaurantId, topics: ["restaurantTables"], tableId });

const numberTaken = (tableNumber: string) => conflict(`Table ${tableNumber} already exists`);

async function assertNumberFree(db: Db, restaurantId: string, tableNumber: string, tableId: string): Promise<void> {
  if (await tableNumberTaken(db, restaurantId, tableNumber, tableId)) throw numberTaken(tableNumber);
}

/** Why a table cannot be cleared, in the floor's words. */
function blockerMessage(tableNumber: string, blocker: VisitBlocker): string {
  switch (blocker.kind) {
    case "unpaid-bill":
      return `Table ${tableNumber} has an unpaid bill (${blocker.billNumber}): take the payment before clearing it`;
    case "unserved":
      return `Table ${tableNumber} still has food on its way: serve it before clearing the table`;
    case "unbilled":
      return `Table ${tableNumber} has served food on no paid bill: make the bill and take the payment first`;
  }
}

/** On the restaurant router (api/routes/restaurant.ts). */
export const restaurantTablesRoutes = new Hono<AppEnv>()
  // Waiters need the floor plan too; only admins change it.
  .get(inRestaurant(API_PATHS.tables), async (c) => {
    return c.json(await listTables(c.get("services").db, ownRestaurantId(c)));
  })

  .post(inRestaurant(API_PATHS.tables), requireAdmin, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { id = randomUUID(), ...fields } = await jsonBody(c, tableCreateInput);
    // On PostgreSQL the same rules in one function call (api/db/postgres/staff-writes.ts).
    const trip = await oneTripOf(c, TABLE_NOT_FOUND);
    if (trip) {
      const created = await trip.writes.createTable({ ...trip.command, id, fields });
      if (created.kind === "number-taken") throw numberTaken(fields.tableNumber);
      if (created.kind === "taken") throw idTaken("table");
      return sendOneTrip(c, created);
    }
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      const replay = replayOfCreate(await findTable(trx, id), restaurantId, "table");
      if (replay) return replay;
      await assertNumberFree(trx, restaurantId, fields.tableNumber, id);
      return { status: 201, body: await insertTable(trx, restaurantId, id, fields), changed: tablesChanged(restaurantId, id) };
    });
  })

  // The next party starts clean (docs/billing.md, A table's visit): any staff, once nothing is owed or cooking.
  .post("/tables/:tableId/clear", async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { tableId } = pathParams(c, tableIdParam);
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      const table = await findTable(trx, tableId);
      if (!table || table.restaurantId !== restaurantId) throw notFound(TABLE_NOT_FOUND);
      const blocker = await clearTable(trx, tableId, new Date().toISOString());
      if (blocker) throw conflict(blockerMessage(table.tableNumber, blocker), { table });
      const cleared = await findTable(trx, tableId);
      return { status: 200, body: cleared ?? table, changed: tablesChanged(restaurantId, tableId) };
    });
  });

export const tablesRoutes = new Hono<AppEnv>()
  .put("/tables/:id", requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const fields = await jsonBody(c, tableFields);
    const trip = await oneTripOf(c, TABLE_NOT_FOUND);
    if (trip) {
      const updated = await trip.writes.updateTable({ ...trip.command, id, fields });
      if (updated.kind === "number-taken") throw numberTaken(fields.tableNumber);
      return sendOneTrip(c, updated);
    }
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      const existing = ownRow(c.get("user"), await findTable(trx, id), TABLE_NOT_FOUND);
      await assertNumberFree(trx, existing.restaurantId, fields.tableNumber, id);
      const table = await updateTable(trx, id, fields, existing.tableNumber);
      if (existing.tableNumber === fields.tableNumber)
        return { status: 200, body: table, changed: tablesChanged(existing.restaurantId, id) };
      // Its orders now show the new number.
      await touchOrdersOfTable(trx, id);
      return { status: 200, body: table, changed: { ...tablesChanged(existing.restaurantId, id), topics: ["restaurantTables", "orders"] } };
    });
  })

  .delete(API_PATHS.table, requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const trip = await oneTripOf(c, TABLE_NOT_FOUND);
    if (trip) return sendOneTrip(c, await trip.writes.deleteTable({ ...trip.command, id }));
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      const { restaurantId } = ownRow(c.get("user"), await findTable(trx, id), TABLE_NOT_FOUND);
      await deleteTable(trx, id);
      // Its orders now show the table as Unknown.
      return { status: 204, body: null, changed: { ...tablesChanged(restaurantId, id), topics: ["restaurantTables", "orders"] } };
    });
  });
