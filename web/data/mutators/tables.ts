import * as z from "zod/mini";
import { API_PATHS, apiPath } from "../../../shared/api-paths";
import type { Order } from "../../../shared/schemas/orders";
import { idParam, tableIdParam } from "../../../shared/schemas/params";
import { restaurantTable, tableCreateInput, tableFields } from "../../../shared/schemas/tables";
import type { LocalStores } from "../types";
import { defineMutator, withNewId } from "./define";
import { type OwnWords, refusalWords } from "./refusalWords";

const ERROR = "Error";

/** A number another table has is refused however often it is sent: no Retry, and where to fix it. */
const numberTaken = (tableNumber: string): OwnWords => ({
  409: { reason: `table ${tableNumber} already exists`, hint: "Choose another number in Table Management." },
});

/** Orders show their table's number, so renumbering or deleting a table shows on its orders at once. */
async function relabelOrders(stores: Pick<LocalStores, "orders">, tableId: string, table: { tableNumber: string } | null): Promise<void> {
  const stale = (order: Order) => order.tableId === tableId && order.table?.tableNumber !== table?.tableNumber;
  for (const order of await stores.orders.filter(stale)) {
    await stores.orders.put({ ...order, tableId: table ? tableId : null, table });
  }
}

/** The server makes the table's QR code; until it answers, the local row has none (an empty string). */
export const addTable = defineMutator({
  input: tableCreateInput,
  prepare: (input) => withNewId(input),
  store: "restaurantTables",
  rowId: (args) => args.id,
  async apply(stores, { id, ...fields }, { restaurantId, at }) {
    const existing = await stores.restaurantTables.get(id);
    await stores.restaurantTables.put({
      id,
      restaurantId,
      ...fields,
      qrCode: existing?.qrCode ?? "",
      isActive: existing?.isActive ?? true,
      createdAt: existing?.createdAt ?? at,
      updatedAt: existing?.updatedAt ?? at,
      visitStartedAt: existing?.visitStartedAt ?? null,
    });
  },
  request: (args, { restaurantId }) => ({ method: "POST", path: apiPath(API_PATHS.tables, { restaurantId }), body: args }),
  answer: restaurantTable,
  failure: { title: ERROR, fallback: "Failed to add table" },
  conflicts: "lasting",
  refused: (args, _local, refusal) => refusalWords(`Table ${args.tableNumber} could not be added`, refusal, numberTaken(args.tableNumber)),
});

export const updateTable = defineMutator({
  input: z.extend(tableFields, idParam.shape),
  prepare: (input) => input,
  store: "restaurantTables",
  rowId: (args) => args.id,
  alsoTouches: ["orders"],
  async apply(stores, { id, ...fields }) {
    const existing = await stores.restaurantTables.get(id);
    if (existing) await stores.restaurantTables.put({ ...existing, ...fields });
    // Also when only orders were pulled (the tables are not in this rebase): they still show the new number.
    await relabelOrders(stores, id, { tableNumber: fields.tableNumber });
  },
  request: ({ id, ...fields }) => ({ method: "PUT", path: apiPath(API_PATHS.table, { id }), body: fields }),
  answer: restaurantTable,
  failure: { title: ERROR, fallback: "Failed to update table" },
  conflicts: "lasting",
  refused(args, local, refusal) {
    // The local row is the server's copy again: its number is the one the table still has.
    const failed =
      local && local.tableNumber !== args.tableNumber
        ? `Table ${local.tableNumber} could not be renamed`
        : `Table ${args.tableNumber} could not be changed`;
    return refusalWords(failed, refusal, numberTaken(args.tableNumber));
  },
});

/** The table's orders stay and show their table as Unknown, as on the server. */
export const deleteTable = defineMutator({
  input: idParam,
  prepare: (input) => input,
  store: "restaurantTables",
  rowId: (args) => args.id,
  alsoTouches: ["orders"],
  async apply(stores, { id }) {
    await stores.restaurantTables.delete(id);
    await relabelOrders(stores, id, null);
  },
  request: ({ id }) => ({ method: "DELETE", path: apiPath(API_PATHS.table, { id }) }),
  answer: null,
  failure: { title: ERROR, fallback: "Failed to delete table" },
  refused: (_args, local, refusal) => refusalWords(`${local ? `Table ${local.tableNumber}` : "A table"} could not be deleted`, refusal),
});

/**
 * Clears the table for the next party (docs/billing.md, A table's visit): its visit starts again now,
 * so the floor and the next diner's phone see only what comes after. The server refuses while a bill
 * is unpaid or food is on its way, in words the refusal shows; that can pass, so Retry stays.
 */
export const clearTable = defineMutator({
  input: tableIdParam,
  prepare: (input) => input,
  store: "restaurantTables",
  rowId: (args) => args.tableId,
  async apply(stores, { tableId }, { at }) {
    const existing = await stores.restaurantTables.get(tableId);
    if (existing) await stores.restaurantTables.put({ ...existing, visitStartedAt: at });
  },
  request: ({ tableId }, { restaurantId }) => ({
    method: "POST",
    path: `/api/restaurants/${restaurantId}/tables/${tableId}/clear`,
    body: {},
  }),
  answer: restaurantTable,
  failure: { title: "Clear Failed", fallback: "Failed to clear the table" },
  conflicts: "passing",
  refused: (_args, local, refusal) => refusalWords(`${local ? `Table ${local.tableNumber}` : "A table"} could not be cleared`, refusal),
});
