/**
 * The registry of the lists a staff device keeps: one entry per list, from which the local database's
 * tables, the stores mutators see, the pulls, the live topics they answer and the hooks' order all
 * follow. Adding a list is one entry here, its mutators, its route and its screen (docs/sync.md).
 * It imports only shared/, so every file of the data layer may read it.
 */
import * as z from "zod/mini";
import { API_PATHS } from "../../shared/api-paths";
import type { LiveTopic } from "../../shared/live";
import { sortMenu } from "../../shared/menu-order";
import { bill } from "../../shared/schemas/bills";
import { customer } from "../../shared/schemas/customers";
import { demoRequest } from "../../shared/schemas/demo-requests";
import { menuItem } from "../../shared/schemas/menu";
import { order } from "../../shared/schemas/orders";
import { restaurant } from "../../shared/schemas/restaurants";
import { serviceRequest } from "../../shared/schemas/service-requests";
import { restaurantSettings } from "../../shared/schemas/settings";
import { menuCategories, station } from "../../shared/schemas/stations";
import { restaurantTable } from "../../shared/schemas/tables";
import { reservation, waitlistEntry } from "../../shared/schemas/waitlist";
import { activeRequestsOf, SERVICE_REQUEST_STATUSES } from "../../shared/service-requests";

/** Who pulls a list: every staff member, admins only, or the platform's operator only. Others get a 403, kept as empty. */
export type Readers = "staff" | "admins" | "operator";

/** A GET path of API_PATHS that needs at most the restaurant's id. */
export type ListPath = "/restaurants" | "/demo-requests" | `/restaurants/:restaurantId/${string}`;

export interface ListEntry<Row extends { id: string }> {
  /** The list's GET answer, as the rows stored locally. */
  answer: z.ZodMiniType<Row[]>;
  /** Dexie's index spec for its local table: the key `id`, then the fields screens look rows up by. */
  index: string;
  /** The Dexie version that created its table (db.ts): a new list takes the newest version plus one. */
  since: number;
  path: ListPath;
  readers: Readers;
  /** What screens show, in order (hooks.ts): it may sort in place and may leave rows out. Rows are typed by `answer` alone. */
  shown(rows: NoInfer<Row>[]): NoInfer<Row>[];
}

/** A list of the restaurant's rows: mutators change it, pulls rebase the outbox on it, and the live topic of its name refreshes it. */
export interface StaffListEntry<Row extends { id: string }> extends ListEntry<Row> {
  /** Whether the local copy is newer than a server answer about the same row (a replayed first answer, docs/sync.md). */
  newer(local: NoInfer<Row>, answered: NoInfer<Row>): boolean;
  /** Pulled since the newest stamp already seen (`?updatedSince=`, the `ordersCursor`), unless a whole pull is asked for: each row's stamp. */
  incremental?: (row: NoInfer<Row>) => string;
}

const entry = <Row extends { id: string }>(list: StaffListEntry<Row>) => list;
const platformEntry = <Row extends { id: string }>(list: ListEntry<Row>) => list;

const byUpdatedAt = (local: { updatedAt: string }, answered: { updatedAt: string }) => local.updatedAt > answered.updatedAt;
const newestCreatedFirst = <Row extends { createdAt: string }>(rows: Row[]) => rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));

const restaurantEntries = {
  orders: entry({
    answer: z.array(order),
    index: "id, tableId",
    since: 1,
    path: API_PATHS.orders,
    readers: "staff",
    shown: (rows) => rows.sort((a, b) => b.orderTime.localeCompare(a.orderTime) || b.id.localeCompare(a.id)),
    newer: byUpdatedAt,
    incremental: (row) => row.updatedAt,
  }),
  menuItems: entry({
    answer: z.array(menuItem),
    index: "id",
    since: 1,
    path: API_PATHS.menuItems,
    readers: "staff",
    shown: sortMenu,
    newer: byUpdatedAt,
  }),
  restaurantTables: entry({
    answer: z.array(restaurantTable),
    index: "id",
    since: 1,
    path: API_PATHS.tables,
    readers: "staff",
    // By table number as people count it: 2 before 10.
    shown: (rows) => rows.sort((a, b) => a.tableNumber.localeCompare(b.tableNumber, "en", { numeric: true }) || a.id.localeCompare(b.id)),
    newer: byUpdatedAt,
  }),
  serviceRequests: entry({
    answer: z.array(serviceRequest),
    index: "id, tableId",
    since: 2,
    path: API_PATHS.serviceRequests,
    readers: "staff",
    shown: activeRequestsOf,
    // A call only moves forward.
    newer: (local, answered) => SERVICE_REQUEST_STATUSES.indexOf(local.status) > SERVICE_REQUEST_STATUSES.indexOf(answered.status),
  }),
  bills: entry({
    answer: z.array(bill),
    index: "id, tableId",
    since: 2,
    path: API_PATHS.bills,
    readers: "staff",
    shown: newestCreatedFirst,
    // A bill changes only by being paid.
    newer: (local, answered) => local.paidPaise > answered.paidPaise,
  }),
  customers: entry({
    answer: z.array(customer),
    index: "id",
    since: 1,
    path: API_PATHS.customers,
    readers: "admins",
    shown: (rows) =>
      rows.sort((a, b) => (b.lastOrderDate ?? "").localeCompare(a.lastOrderDate ?? "") || a.name.localeCompare(b.name, "en")),
    newer: byUpdatedAt,
  }),
  restaurantSettings: entry({
    // One object per restaurant, kept locally as a list of one row under the restaurant's id.
    answer: z.pipe(
      restaurantSettings,
      z.transform((settings) => [{ ...settings, id: settings.restaurantId }]),
    ),
    index: "id",
    since: 2,
    path: API_PATHS.settings,
    // Staff too: a waiter's bill with changes offers the admin's discount reasons and service charge.
    readers: "staff",
    shown: (rows) => rows,
    newer: byUpdatedAt,
  }),
  // Stations (docs/decisions/081-stations-and-categories.md): every role reads them, the kitchen screen picks one.
  stations: entry({
    answer: z.array(station),
    index: "id",
    since: 3,
    path: API_PATHS.stations,
    readers: "staff",
    shown: (rows) => rows.sort((a, b) => a.position - b.position || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)),
    newer: byUpdatedAt,
  }),
  menuCategories: entry({
    // The restaurant's own category list, kept as rows named by the category, in menu order.
    answer: z.pipe(
      menuCategories,
      z.transform((categories) => categories.map((category, position) => ({ ...category, id: category.name, position }))),
    ),
    index: "id",
    since: 3,
    path: API_PATHS.categories,
    readers: "staff",
    shown: (rows) => rows.sort((a, b) => a.position - b.position),
    // The list is saved whole: the server's answer is the list as it now is.
    newer: () => false,
  }),
  // The door's queue for the host stand (docs/api.md, Waitlist and reservations): first come first.
  waitlist: entry({
    answer: z.array(waitlistEntry),
    index: "id, status",
    since: 3,
    path: API_PATHS.waitlist,
    readers: "staff",
    shown: (rows) => rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)),
    newer: byUpdatedAt,
  }),
  // Bookings from the last business day on, for the host stand and the floor (docs/api.md, Waitlist and reservations): soonest first.
  reservations: entry({
    answer: z.array(reservation),
    index: "id, status, tableId",
    since: 4,
    path: API_PATHS.reservations,
    readers: "staff",
    shown: (rows) => rows.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id)),
    newer: byUpdatedAt,
  }),
} satisfies Record<LiveTopic, unknown>;

const platformEntries = {
  restaurants: platformEntry({
    answer: z.array(restaurant),
    index: "id",
    since: 1,
    path: API_PATHS.restaurants,
    readers: "operator",
    shown: newestCreatedFirst,
  }),
  demoRequests: platformEntry({
    answer: z.array(demoRequest),
    index: "id",
    since: 1,
    path: API_PATHS.demoRequests,
    readers: "operator",
    shown: newestCreatedFirst,
  }),
};

type RowOf<Entry> = Entry extends ListEntry<infer Row> ? Row : never;

/** The restaurant's rows a staff device keeps, by the name of their local table (and live topic). Mutators change these. */
export type StaffRows = { [K in keyof typeof restaurantEntries]: RowOf<(typeof restaurantEntries)[K]> };
export type StoreName = keyof StaffRows;
/** The platform's lists, for the operator's dashboard: stored as the server answers, never changed locally. */
export type PlatformRows = { [K in keyof typeof platformEntries]: RowOf<(typeof platformEntries)[K]> };
export type PlatformListName = keyof PlatformRows;
/** Every list a device pulls. */
export type ListName = StoreName | PlatformListName;
export type ListRows = StaffRows & PlatformRows;

/** The restaurant's lists, typed by name so `restaurantLists[name]` keeps its row type. */
export const restaurantLists: { [K in StoreName]: StaffListEntry<StaffRows[K]> } = restaurantEntries;
export const platformLists: { [K in PlatformListName]: ListEntry<PlatformRows[K]> } = platformEntries;
export const lists: { [K in ListName]: ListEntry<ListRows[K]> } = { ...restaurantEntries, ...platformEntries };

// The keys of literal objects: exactly these names.
export const STORE_NAMES = Object.keys(restaurantEntries) as StoreName[];
export const PLATFORM_LIST_NAMES = Object.keys(platformEntries) as PlatformListName[];
export const LIST_NAMES = Object.keys(lists) as ListName[];

export const isStoreName = (name: string): name is StoreName => name in restaurantEntries;

/** Every role reads the restaurant's floor; admins also the admins' lists; the platform's operator also the platform's. */
export function listsFor({ role, isOperator }: { role: string; isOperator: boolean }): ListName[] {
  const reads: Record<Readers, boolean> = { staff: true, admins: role === "admin", operator: isOperator };
  return LIST_NAMES.filter((name) => reads[lists[name].readers]);
}
