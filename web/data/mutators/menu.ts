import * as z from "zod/mini";
import { API_PATHS, apiPath } from "../../../shared/api-paths";
import { type MenuItemPatch, menuItem, menuItemCreateInput, menuItemFields } from "../../../shared/schemas/menu";
import { idParam } from "../../../shared/schemas/params";
import { defineMutator, withNewId } from "./define";
import { refusalWords } from "./refusalWords";

const ERROR = "Error";

export const addMenuItem = defineMutator({
  input: menuItemCreateInput,
  prepare: (input) => withNewId(input),
  store: "menuItems",
  rowId: (args) => args.id,
  async apply(stores, { id, ...fields }, { restaurantId, at }) {
    const existing = await stores.menuItems.get(id);
    await stores.menuItems.put({
      id,
      restaurantId,
      ...fields,
      createdAt: existing?.createdAt ?? at,
      updatedAt: existing?.updatedAt ?? at,
    });
  },
  request: (args, { restaurantId }) => ({ method: "POST", path: apiPath(API_PATHS.menuItems, { restaurantId }), body: args }),
  answer: menuItem,
  failure: { title: ERROR, fallback: "Failed to add menu item" },
  refused: (args, _local, refusal) => refusalWords(`${args.name} could not be added to the menu`, refusal),
});

/** A full write of the item's fields: the last full write wins (docs/sync.md). */
export const updateMenuItem = defineMutator({
  input: z.extend(menuItemFields, idParam.shape),
  prepare: (input) => input,
  store: "menuItems",
  rowId: (args) => args.id,
  async apply(stores, { id, ...fields }) {
    const existing = await stores.menuItems.get(id);
    if (existing) await stores.menuItems.put({ ...existing, ...fields });
  },
  request: ({ id, ...fields }) => ({ method: "PUT", path: apiPath(API_PATHS.menuItem, { id }), body: fields }),
  answer: menuItem,
  failure: { title: ERROR, fallback: "Failed to update menu item" },
  refused: (args, local, refusal) => refusalWords(`${local?.name ?? args.name} could not be changed`, refusal),
});

/**
 * One tap to mark a dish sold out or back. Replayed as a partial update of `isAvailable` alone, so it
 * merges with edits other devices made meanwhile (decision 016); the name is kept only to describe it.
 */
export const setMenuItemAvailability = defineMutator({
  input: z.extend(idParam, { isAvailable: z.boolean({ error: "isAvailable must be true or false" }) }),
  async prepare({ id, isAvailable }, stores) {
    const item = await stores.menuItems.get(id);
    if (!item) throw new Error("This menu item is not on this device (it may have been deleted)");
    return { id, isAvailable, name: item.name };
  },
  store: "menuItems",
  rowId: (args) => args.id,
  async apply(stores, { id, isAvailable }) {
    const existing = await stores.menuItems.get(id);
    if (existing) await stores.menuItems.put({ ...existing, isAvailable });
  },
  request: ({ id, isAvailable }) => ({
    method: "PATCH",
    path: apiPath(API_PATHS.menuItem, { id }),
    body: { isAvailable } satisfies MenuItemPatch,
  }),
  answer: menuItem,
  failure: { title: ERROR, fallback: "Failed to update menu item" },
  refused: (args, _local, refusal) =>
    refusalWords(`${args.name} could not be marked ${args.isAvailable ? "available" : "unavailable"}`, refusal),
});

export const deleteMenuItem = defineMutator({
  input: idParam,
  prepare: (input) => input,
  store: "menuItems",
  rowId: (args) => args.id,
  apply: (stores, { id }) => stores.menuItems.delete(id),
  request: ({ id }) => ({ method: "DELETE", path: apiPath(API_PATHS.menuItem, { id }) }),
  answer: null,
  failure: { title: ERROR, fallback: "Failed to delete menu item" },
  refused: (_args, local, refusal) => refusalWords(`${local?.name ?? "A menu item"} could not be deleted`, refusal),
});
