import { Dexie, type DexieOptions, type EntityTable } from "dexie";
import type { SessionUser } from "../../shared/schemas/auth";
import { type ListName, type ListRows, lists } from "./lists";
import type { MutatorName } from "./mutators";
import type { StoreName } from "./types";

export type { ListName, LocalSettings, StaffRows, StoreName } from "./types";

/**
 * A change waiting for the server. `seq` (auto-increment) fixes the push order; `id` is sent as the
 * `Idempotency-Key`, so resending an entry whose answer was lost changes nothing twice. `args` are
 * what `mutators[name]` was prepared with (checked by its schema before they were stored).
 */
export interface OutboxEntry {
  seq: number;
  id: string;
  name: MutatorName;
  args: unknown;
  createdAt: string;
  /** Tries that ended without an answer to act on (network error, timeout, 5xx, 408, 429). */
  attempts: number;
  lastError: string | null;
  /** The local table and row the change touches, for the pending marks on screens. */
  store: StoreName;
  rowId: string;
}

/** An entry the server refused (400, 403, 404, 409, 422): kept until the user retries or discards it. */
export interface Rejection extends Omit<OutboxEntry, "attempts" | "lastError"> {
  status: number;
  message: string;
  /** The server's word for why, where it gives one (an order's 409: shared/refusals.ts). */
  code?: string;
  rejectedAt: string;
}

/** Small facts about the local copy: see `MetaKey`. */
export interface MetaRow {
  key: MetaKey;
  value: string;
}
/**
 * `<list>Cursor` (`ordersCursor`): the newest stamp of an incremental list pulled, for its next pull. `pulled:<list>`: when that
 * list was first pulled whole (until then screens show loading, not an empty state). `connection`: what the
 * device's replayer last learnt about the server, so every tab shows the same status.
 */
export type MetaKey = `${StoreName}Cursor` | "connection" | `pulled:${ListName}`;

/** The local table of every list of lists.ts, typed by its rows. */
export type ListTables = { [K in ListName]: EntityTable<ListRows[K], "id"> };

/** Dexie's schema for the lists its version `version` created (lists.ts `since`). */
function listsSince(version: number): Record<string, string> {
  return Object.fromEntries(Object.entries(lists).flatMap(([name, list]) => (list.since === version ? [[name, list.index]] : [])));
}

/** The newest version any list asks for: opening an older database creates the tables added since. */
const NEWEST_VERSION = Math.max(...Object.values(lists).map((list) => list.since));

/**
 * One signed-in user's local database (IndexedDB through Dexie). Each user gets their own, named by
 * their id, so an outbox waiting for its user to sign in again never mixes with another's. See
 * docs/sync.md for what each table holds. Its lists' tables come from lists.ts.
 */
class StaffDexie extends Dexie {
  outbox!: EntityTable<OutboxEntry, "seq">;
  rejections!: EntityTable<Rejection, "id">;
  meta!: EntityTable<MetaRow, "key">;

  constructor(name: string, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      ...listsSince(1),
      // seq fixes the push order; store lets a screen ask which of its rows are waiting.
      outbox: "++seq, &id, store",
      rejections: "id, seq",
      meta: "key",
    });
    // Each later version adds the tables of the lists that name it.
    for (let version = 2; version <= NEWEST_VERSION; version += 1) this.version(version).stores(listsSince(version));
    // Another tab deletes this database (logout): close it for good, or a late write would re-create it.
    // Returning false stops Dexie's own handler, which would close it but let the next write re-open it.
    this.on("versionchange", (event) => {
      if (event.newVersion) return;
      this.close({ disableAutoOpen: true });
      return false;
    });
  }
}

export type StaffDb = StaffDexie & ListTables;
/** Dexie's documented way to type tables declared at run time: the lists' tables are exactly those of `ListTables`. */
export const StaffDb = StaffDexie as (new (name: string, options?: DexieOptions) => StaffDb) & typeof StaffDexie;

const DB_PREFIX = "rasoi-staff-";
const OUTLET_MARK = "@";

/**
 * The user's local database in the outlet they work in: their own restaurant's keeps its old name, and
 * each other outlet an owner switches to has its own (docs/decisions/108-owner-switches-outlet.md), so
 * nothing of one outlet, not even a waiting change, is ever read in another. Dexie's version is the same.
 */
export function staffDbName(user: Pick<SessionUser, "id" | "restaurantId" | "homeRestaurantId">): string {
  const away = user.homeRestaurantId !== undefined && user.homeRestaurantId !== user.restaurantId;
  return away ? `${DB_PREFIX}${user.id}${OUTLET_MARK}${user.restaurantId}` : `${DB_PREFIX}${user.id}`;
}

/** Whether a database of this browser is one of the user's (their own restaurant's or an outlet's). */
export function isStaffDbOf(userId: string, name: string): boolean {
  return name === `${DB_PREFIX}${userId}` || name.startsWith(`${DB_PREFIX}${userId}${OUTLET_MARK}`);
}
