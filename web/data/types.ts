/*
 * The data layer's shared types, at the bottom of its imports: the database, the outbox, the stores and
 * the mutators all read these and none of them imports another for a type.
 */
import type { StaffRows, StoreName } from "./lists";

export type { ListName, StaffRows, StoreName } from "./lists";

/** The restaurant's bill settings, kept as one row under the restaurant's id. */
export type LocalSettings = StaffRows["restaurantSettings"];

/** The few things a mutator does to a local table. */
export interface RowStore<Row> {
  get(id: string): Promise<Row | undefined>;
  put(row: Row): Promise<void>;
  delete(id: string): Promise<void>;
  filter(test: (row: Row) => boolean): Promise<Row[]>;
}

/** The restaurant's local tables as mutators see them: IndexedDB in the app, plain maps inside `rebase`. */
export type LocalStores = { [K in StoreName]: RowStore<StaffRows[K]> };

export type RowLists = { [K in StoreName]?: readonly StaffRows[K][] };
