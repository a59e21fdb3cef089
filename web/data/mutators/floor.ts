import * as z from "zod/mini";
import { API_PATHS, apiPath } from "../../../shared/api-paths";
import { resolveOptions } from "../../../shared/menu-options";
import { orderLinesOf } from "../../../shared/order-lines";
import { orderConflictKind } from "../../../shared/refusals";
import { order, type PricedLine } from "../../../shared/schemas/orders";
import { idParam } from "../../../shared/schemas/params";
import { serviceRequest, serviceRequestStatusInput } from "../../../shared/schemas/service-requests";
import { type StaffOrderInput, staffOrderInput } from "../../../shared/schemas/staff-orders";
import { moveServiceRequest } from "../../../shared/service-requests";
import { stationOfDish } from "../../../shared/stations";
import type { LocalStores } from "../types";
import { defineMutator, withNewId } from "./define";
import { refusalWords } from "./refusalWords";

const REQUEST_MOVES = { acknowledged: "acknowledged", done: "marked done", open: "reopened" } as const;

/** The local copy's lines, their options named and priced from the local menu as the server will. */
function namedLines(stores: Pick<LocalStores, "menuItems">, items: StaffOrderInput["items"]) {
  return Promise.all(
    items.map(async ({ options, ...line }) => {
      if (!options || options.length === 0) return line;
      const dish = await stores.menuItems.get(line.id);
      const resolved = dish ? resolveOptions(dish.optionGroups, options) : null;
      // The cart names a line with its options ("Biryani · Full"); the order's line names the dish and lists them apart.
      return resolved?.ok && dish ? { ...line, name: dish.name, options: resolved.options } : { ...line, options: [] };
    }),
  );
}

const staffOrderArgs = z.extend(staffOrderInput, { takenBy: z.string() });

/** Each dish's station as the server will route it (shared/stations.ts), from the local menu, categories and stations. */
async function stationsOfDishes(
  stores: Pick<LocalStores, "menuItems" | "menuCategories" | "stations">,
  items: StaffOrderInput["items"],
): Promise<Record<string, string | null>> {
  const [categories, stations] = await Promise.all([stores.menuCategories.filter(() => true), stores.stations.filter(() => true)]);
  const stationIds = stations.sort((a, b) => a.position - b.position || a.createdAt.localeCompare(b.createdAt)).map((row) => row.id);
  const entries = await Promise.all(
    items.map(async ({ id }) => {
      const dish = await stores.menuItems.get(id);
      return [id, dish ? stationOfDish(dish, categories, stationIds) : (stationIds[0] ?? null)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** What the outbox keeps of a waiter's order. */
interface StaffOrderArgs extends Omit<z.output<typeof staffOrderArgs>, "id"> {
  id: string;
  tableNumber: string;
  /** The lines as this device shows them, options named; missing in entries an older version of the app kept. */
  shownLines?: PricedLine[];
  /** Each dish's station by dish id, so the local copy shows on its stations' screens before the server answers. */
  stationOf?: Record<string, string | null>;
}

/**
 * An order a waiter takes at the table (docs/decisions/063-waiter-floor.md). It shows on this device at
 * once, pending, priced from the local menu; the server prices it again and stamps its own `takenBy`
 * (the one sent here only labels the local copy). The device's id makes it exactly once.
 */
export const placeStaffOrder = defineMutator({
  input: staffOrderArgs,
  // The table's number is kept with the change, so the order reads right even in a rebase that has no tables.
  // The lines are named from the local menu here, once, so applying the change reads no other table
  // and a refusal pulls back only the orders.
  prepare: async (input, stores): Promise<StaffOrderArgs> => ({
    ...withNewId(input),
    tableNumber: (await stores.restaurantTables.get(input.tableId))?.tableNumber ?? "?",
    shownLines: await namedLines(stores, input.items),
    stationOf: await stationsOfDishes(stores, input.items),
  }),
  store: "orders",
  rowId: (args) => args.id,
  async apply(stores, { id, tableId, tableNumber, takenBy, items, shownLines, stationOf, totalAmount, ...contact }, { restaurantId, at }) {
    // Once the server's copy is here, it is the truth (its prices, its time).
    if (await stores.orders.get(id)) return;
    await stores.orders.put({
      id,
      tableId,
      restaurantId,
      // An entry kept by an older version of the app has no named lines: its options show once the server's copy arrives.
      items: orderLinesOf(id, shownLines ?? items.map(({ options: _options, ...line }) => line), (line) => stationOf?.[line.id] ?? null),
      totalAmount,
      status: "pending",
      ...contact,
      orderTime: at,
      completedAt: null,
      readyAt: null,
      updatedAt: at,
      table: { tableNumber },
      takenBy,
    });
  },
  request: (
    { takenBy: _takenBy, tableNumber: _tableNumber, shownLines: _shownLines, stationOf: _stationOf, ...body },
    { restaurantId },
  ) => ({
    method: "POST",
    path: apiPath(API_PATHS.orders, { restaurantId }),
    body,
  }),
  answer: order,
  failure: { title: "Order Failed", fallback: "Failed to send the order to the kitchen" },
  // A dish back in stock or a table taking orders again lets the same order through; changed prices or a dish gone do not.
  conflicts: ({ code }) => orderConflictKind(code),
  refused: ({ tableNumber, items }, _local, refusal) =>
    refusalWords(
      `The order for table ${tableNumber} (${items.reduce((sum, line) => sum + line.quantity, 0)} items) could not be sent to the kitchen`,
      refusal,
    ),
});

/** Acknowledge or Done on a diner's call: forward only, as on the server, so two waiters' taps converge. */
export const answerServiceRequest = defineMutator({
  input: z.extend(idParam, serviceRequestStatusInput.shape),
  prepare: (input) => input,
  store: "serviceRequests",
  rowId: (args) => args.id,
  async apply(stores, { id, status }, { at }) {
    const current = await stores.serviceRequests.get(id);
    if (current) await stores.serviceRequests.put(moveServiceRequest(current, status, at));
  },
  request: ({ id, status }) => ({ method: "PUT", path: apiPath(API_PATHS.serviceRequest, { id }), body: { status } }),
  answer: serviceRequest,
  failure: { title: "Update Failed", fallback: "Failed to update the call" },
  refused: ({ status }, local, refusal) =>
    refusalWords(`${local ? `The call from table ${local.tableNumber}` : "A call"} could not be ${REQUEST_MOVES[status]}`, refusal),
});
