import * as z from "zod/mini";
import { API_PATHS, apiPath } from "../../../shared/api-paths";
import { order } from "../../../shared/schemas/orders";
import { idParam } from "../../../shared/schemas/params";
import {
  lineReadyInput,
  menuCategoriesInput,
  orderLineParams,
  station,
  stationCreateInput,
  stationFields,
} from "../../../shared/schemas/stations";
import { shortId } from "../../../shared/short-id";
import { setLineReady } from "../../../shared/stations";
import { defineMutator, withNewId } from "./define";
import { refusalWords } from "./refusalWords";

const ERROR = "Error";

/** An admin adds a station (docs/decisions/081-stations-and-categories.md); it goes after the others. */
export const addStation = defineMutator({
  input: stationCreateInput,
  prepare: (input) => withNewId(input),
  store: "stations",
  rowId: (args) => args.id,
  async apply(stores, { id, ...fields }, { restaurantId, at }) {
    const existing = await stores.stations.get(id);
    const others = await stores.stations.filter((row) => row.id !== id);
    await stores.stations.put({
      id,
      restaurantId,
      ...fields,
      position: existing?.position ?? Math.max(-1, ...others.map((row) => row.position)) + 1,
      createdAt: existing?.createdAt ?? at,
      updatedAt: existing?.updatedAt ?? at,
    });
  },
  request: (args, { restaurantId }) => ({ method: "POST", path: apiPath(API_PATHS.stations, { restaurantId }), body: args }),
  answer: station,
  failure: { title: ERROR, fallback: "Failed to add the station" },
  conflicts: "lasting",
  refused: (args, _local, refusal) => refusalWords(`The station ${args.name} could not be added`, refusal),
});

/** Renames a station, sets its printer or its prep-time target. */
export const updateStation = defineMutator({
  input: z.extend(stationFields, idParam.shape),
  prepare: (input) => input,
  store: "stations",
  rowId: (args) => args.id,
  async apply(stores, { id, ...fields }) {
    const existing = await stores.stations.get(id);
    if (existing) await stores.stations.put({ ...existing, ...fields });
  },
  request: ({ id, ...fields }) => ({ method: "PUT", path: apiPath(API_PATHS.station, { id }), body: fields }),
  answer: station,
  failure: { title: ERROR, fallback: "Failed to update the station" },
  refused: (args, local, refusal) => refusalWords(`The station ${local?.name ?? args.name} could not be updated`, refusal),
});

/** Deletes a station nothing routes to; the server refuses one with dishes or categories, or the last (409). */
export const deleteStation = defineMutator({
  input: idParam,
  prepare: (input) => input,
  store: "stations",
  rowId: (args) => args.id,
  async apply(stores, { id }) {
    await stores.stations.delete(id);
  },
  request: ({ id }) => ({ method: "DELETE", path: apiPath(API_PATHS.station, { id }) }),
  answer: null,
  failure: { title: ERROR, fallback: "Failed to delete the station" },
  conflicts: "lasting",
  refused: (_args, local, refusal) =>
    refusalWords(local ? `The station ${local.name} could not be deleted` : "A station could not be deleted", refusal),
});

/** The name the category list's pending mark is kept under: the list is saved whole. */
export const CATEGORY_LIST_ROW = "categories";

/** Saves the restaurant's whole category list, each with its station, in menu order. */
export const saveCategories = defineMutator({
  input: z.object({ categories: menuCategoriesInput }),
  prepare: (input) => input,
  store: "menuCategories",
  rowId: () => CATEGORY_LIST_ROW,
  async apply(stores, { categories }) {
    for (const row of await stores.menuCategories.filter(() => true)) await stores.menuCategories.delete(row.id);
    for (const [position, category] of categories.entries()) await stores.menuCategories.put({ ...category, id: category.name, position });
  },
  request: ({ categories }, { restaurantId }) => ({
    method: "PUT",
    path: apiPath(API_PATHS.categories, { restaurantId }),
    body: categories,
  }),
  // The answer is the whole list, not one row: the list is pulled again instead.
  answer: null,
  failure: { title: ERROR, fallback: "Failed to save the categories" },
  conflicts: "lasting",
  refused: (_args, _local, refusal) => refusalWords("The category list could not be saved", refusal),
});

/** A station bumps one line Ready, or recalls it within a minute (shared/stations.ts, setLineReady), as the server does. */
export const markLineReady = defineMutator({
  input: z.extend(orderLineParams, lineReadyInput.shape),
  prepare: (input) => input,
  store: "orders",
  rowId: (args) => args.orderId,
  async apply(stores, { orderId, lineId, ready }, { at }) {
    const current = await stores.orders.get(orderId);
    if (!current) return;
    const outcome = setLineReady(current.items, current.readyAt, lineId, ready, at);
    if (outcome?.kind === "changed") await stores.orders.put({ ...current, items: outcome.items, readyAt: outcome.readyAt });
  },
  request: ({ orderId, lineId, ready }) => ({
    method: "PUT",
    path: apiPath(API_PATHS.orderLineReady, { orderId, lineId }),
    body: { ready },
  }),
  answer: order,
  failure: { title: "Update Failed", fallback: "Failed to mark the dish ready" },
  // "Too late to recall" stays too late.
  conflicts: "lasting",
  refused({ orderId, lineId, ready }, local, refusal) {
    const dish = local?.items.find((line) => line.lineId === lineId)?.name ?? "A dish";
    const which = local?.table ? `table ${local.table.tableNumber}` : `order ${shortId(orderId)}`;
    return refusalWords(`${dish} for ${which} could not be ${ready ? "marked ready" : "recalled"}`, refusal);
  },
});
