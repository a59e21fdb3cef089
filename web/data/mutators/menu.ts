import * as z from "zod/mini";
import { menuItem, menuItemCreateInput, menuItemFields } from "../../../shared/schemas/menu";
import { idParam } from "../../../shared/schemas/params";
import { defineMutator, withNewId } from "./define";

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
  request: (args, { restaurantId }) => ({ method: "POST", path: `/api/restaurants/${restaurantId}/menu`, body: args }),
  answer: menuItem,
  failure: { title: ERROR, fallback: "Failed to add menu item" },
  describe: (args) => `Add ${args.name}`,
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
  request: ({ id, ...fields }) => ({ method: "PUT", path: `/api/menu-items/${id}`, body: fields }),
  answer: menuItem,
  failure: { title: ERROR, fallback: "Failed to update menu item" },
  describe: (args) => `Update ${args.name}`,
});

/**
 * One tap to mark a dish sold out or back. Replayed as the full update, with the other fields as this
 * device had them when the tap was made.
 */
export const setMenuItemAvailability = defineMutator({
  ...updateMenuItem,
  input: z.extend(idParam, { isAvailable: z.boolean({ error: "isAvailable must be true or false" }) }),
  async prepare({ id, isAvailable }, stores) {
    const item = await stores.menuItems.get(id);
    if (!item) throw new Error("This menu item is not on this device (it may have been deleted)");
    // A row stored before dishes had diet marks has none: it replays as not marked.
    const { name, description, price, category, diet = null } = item;
    // Back through the shared schema: a category this build does not know must fail here, not on the server.
    return { id, ...menuItemFields.parse({ name, description, price, category, isAvailable, diet }) };
  },
  describe: (args) => `Mark ${args.name} ${args.isAvailable ? "available" : "unavailable"}`,
});

export const deleteMenuItem = defineMutator({
  input: idParam,
  prepare: (input) => input,
  store: "menuItems",
  rowId: (args) => args.id,
  apply: (stores, { id }) => stores.menuItems.delete(id),
  request: ({ id }) => ({ method: "DELETE", path: `/api/menu-items/${id}` }),
  answer: null,
  failure: { title: ERROR, fallback: "Failed to delete menu item" },
  describe: () => "Delete a menu item",
});
