import * as z from "zod/mini";
import { API_PATHS, apiPath } from "../../../shared/api-paths";
import { lineIdOf, liveQuantity } from "../../../shared/order-lines";
import { uuid } from "../../../shared/schemas/fields";
import { lineMoveInput, tableMergeInput, tableMoveInput } from "../../../shared/schemas/moves";
import { order } from "../../../shared/schemas/orders";
import { newId } from "../ids";
import type { LocalStores } from "../types";
import { defineMutator } from "./define";
import { refusalWords } from "./refusalWords";

/**
 * Moves and merges on the device (docs/api.md, Moves and merges; docs/sync.md): shown at once, replayed
 * through the outbox. Each keeps the ids it moves and applies only to rows still as it found them, so on
 * top of another device's move (pulled first) it changes nothing and the server's answer stands; a
 * refusal pulls the orders and tables back.
 */

/** What the outbox keeps of a table move or merge: both tables, their numbers, and the orders that go. */
interface TableMoveArgs {
  fromTableId: string;
  toTableId: string;
  fromNumber: string;
  toNumber: string;
  orderIds: string[];
  /** Why, for the audit trail; absent in entries without one. */
  reason?: string;
}

/** The orders of a table that may move: open and on no bill (as this device knows its bills). */
async function movableOrderIds(stores: LocalStores, tableId: string): Promise<string[]> {
  const billed = new Set((await stores.bills.filter((bill) => bill.tableId === tableId)).flatMap((bill) => bill.orderIds));
  const open = await stores.orders.filter((row) => row.tableId === tableId && row.status !== "completed" && !billed.has(row.id));
  return open.map((row) => row.id);
}

async function tableMoveArgs(stores: LocalStores, fromTableId: string, toTableId: string, reason: string): Promise<TableMoveArgs> {
  return {
    reason,
    fromTableId,
    toTableId,
    fromNumber: (await stores.restaurantTables.get(fromTableId))?.tableNumber ?? "?",
    toNumber: (await stores.restaurantTables.get(toTableId))?.tableNumber ?? "?",
    orderIds: await movableOrderIds(stores, fromTableId),
  };
}

/** Moves the kept orders that are still at the table they left (another device may have moved them first), and frees that table. */
async function applyTableMove(stores: Pick<LocalStores, "orders" | "restaurantTables">, args: TableMoveArgs, at: string) {
  for (const id of args.orderIds) {
    const row = await stores.orders.get(id);
    if (!row || row.tableId !== args.fromTableId || row.status === "completed") continue;
    await stores.orders.put({ ...row, tableId: args.toTableId, table: { tableNumber: args.toNumber }, movedAt: at, updatedAt: at });
  }
  const left = await stores.restaurantTables.get(args.fromTableId);
  if (left && args.orderIds.length > 0) await stores.restaurantTables.put({ ...left, visitStartedAt: at });
}

const moveFailure = { title: "Move Failed", fallback: "Failed to move the orders" };

/** Every open order of a table goes to another (the party changed tables). */
export const moveTable = defineMutator({
  input: z.extend(tableMoveInput, { tableId: uuid() }),
  prepare: ({ tableId, toTableId, reason }, stores) => tableMoveArgs(stores, tableId, toTableId, reason),
  store: "restaurantTables",
  rowId: (args) => args.fromTableId,
  alsoTouches: ["orders"],
  apply: (stores, args, { at }) => applyTableMove(stores, args, at),
  request: ({ fromTableId, toTableId, reason }, { restaurantId }) => ({
    method: "POST",
    path: apiPath(API_PATHS.tableMove, { restaurantId, tableId: fromTableId }),
    body: { toTableId, reason },
  }),
  // The moved orders and both tables arrive by the live change that follows.
  answer: null,
  failure: moveFailure,
  conflicts: "lasting",
  refused: (args, _local, refusal) => refusalWords(`Table ${args.fromNumber} could not be moved to table ${args.toNumber}`, refusal),
});

/** Another table's open orders join this one, so one bill covers both. */
export const mergeTables = defineMutator({
  input: z.extend(tableMergeInput, { tableId: uuid() }),
  prepare: ({ tableId, fromTableId, reason }, stores) => tableMoveArgs(stores, fromTableId, tableId, reason),
  store: "restaurantTables",
  rowId: (args) => args.toTableId,
  alsoTouches: ["orders"],
  apply: (stores, args, { at }) => applyTableMove(stores, args, at),
  request: ({ fromTableId, toTableId, reason }, { restaurantId }) => ({
    method: "POST",
    path: apiPath(API_PATHS.tableMerge, { restaurantId, tableId: toTableId }),
    body: { fromTableId, reason },
  }),
  answer: null,
  failure: { title: "Merge Failed", fallback: "Failed to merge the tables" },
  conflicts: "lasting",
  refused: (args, _local, refusal) => refusalWords(`Table ${args.fromNumber} could not be merged into table ${args.toNumber}`, refusal),
});

const lineMoveArgs = z.extend(lineMoveInput, { orderId: uuid(), lineId: z.string() });

/** What the outbox keeps of a line move: the new order's id is made here, so a resend makes it once. */
interface LineMoveArgs extends Omit<z.output<typeof lineMoveArgs>, "newOrderId"> {
  newOrderId: string;
  toNumber: string;
}

/** One line, or part of its quantity, goes to another table as a new order. */
export const moveOrderLine = defineMutator({
  input: lineMoveArgs,
  prepare: async ({ newOrderId, ...input }, stores): Promise<LineMoveArgs> => ({
    ...input,
    newOrderId: newOrderId ?? newId(),
    toNumber: (await stores.restaurantTables.get(input.toTableId))?.tableNumber ?? "?",
  }),
  store: "orders",
  rowId: (args) => args.newOrderId,
  async apply(stores, { orderId, lineId, quantity, toTableId, toNumber, newOrderId }, { at }) {
    // Once the server's copy of the new order is here, the source came with it.
    if (await stores.orders.get(newOrderId)) return;
    const source = await stores.orders.get(orderId);
    const line = source?.items.find((item) => item.lineId === lineId);
    if (!source || !line || source.status === "completed" || liveQuantity(line) < quantity) return;
    const items = source.items.flatMap((item) =>
      item.lineId !== lineId ? [item] : item.quantity > quantity ? [{ ...item, quantity: item.quantity - quantity }] : [],
    );
    const nothingLeft = items.every((item) => liveQuantity(item) <= 0);
    await stores.orders.put({
      ...source,
      items,
      totalAmount: nothingLeft ? 0 : source.totalAmount - line.price * quantity,
      ...(nothingLeft ? { status: "completed" as const, completedAt: at } : {}),
      updatedAt: at,
    });
    await stores.orders.put({
      ...source,
      id: newOrderId,
      tableId: toTableId,
      table: { tableNumber: toNumber },
      items: [{ ...line, lineId: lineIdOf(newOrderId, 0), quantity, voidedQuantity: 0 }],
      totalAmount: line.price * quantity,
      completedAt: null,
      movedAt: at,
      updatedAt: at,
    });
  },
  request: ({ orderId, lineId, toTableId, quantity, newOrderId, reason }) => ({
    method: "POST",
    path: apiPath(API_PATHS.lineMove, { orderId, lineId }),
    body: { toTableId, quantity, newOrderId, reason },
  }),
  answer: order,
  failure: { title: "Move Failed", fallback: "Failed to move the dish" },
  conflicts: "lasting",
  refused: (args, _local, refusal) => refusalWords(`A dish could not be moved to table ${args.toNumber}`, refusal),
});
