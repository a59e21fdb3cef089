import { DEFAULT_MENU_LANGUAGE, isMenuLanguage } from "../../shared/languages";
import { sortMenu } from "../../shared/menu-order";
import type { DinerMenuItem, QrLookup } from "../../shared/schemas/qr";
import { type Db, type Sqlite, sqliteOf } from "../db/connection";
import { type DishColumns, toDish } from "../db/menu-items";
import type { Change } from "../live/change-feed";
import { CachedAnswer } from "./cached-answer";

/** Everything the QR endpoints need of one table, read once and kept until a write changes it. */
export class QrPlace {
  #answer: CachedAnswer | null = null;

  constructor(
    readonly tableId: string,
    readonly tableNumber: string,
    readonly restaurantId: string,
    /** The restaurant's menu in menu order, as the diner sees it. */
    readonly menu: DinerMenuItem[],
    readonly lookup: QrLookup,
  ) {}

  /** The JSON answer of `GET /api/qr/{qrCode}`, built on first use (an order needs only the menu). */
  get answer(): CachedAnswer {
    this.#answer ??= new CachedAnswer(JSON.stringify(this.lookup));
    return this.#answer;
  }
}

/** A table, its restaurant's name and menu language, as both stores read it. */
export interface TableRow {
  id: string;
  restaurantId: string;
  tableNumber: string;
  capacity: number;
  restaurantName: string;
  menuLanguage: string;
}

/** One phone per table at most; past this many codes the cache starts again rather than grow. */
const MAX_ENTRIES = 50_000;

/** Only order, customer and service-request changes leave the QR answer as it was; anything else may change it. */
const leavesQrAnswer = (change: Change) =>
  change.topics.every((topic) => topic === "orders" || topic === "customers" || topic === "serviceRequests");

/**
 * The diner's QR answer, cached per QR code with the menu shared per restaurant (docs/scaling.md).
 * Entries are dropped, per restaurant, by every committed write that touches a menu, a table or a
 * restaurant: the writer reports its changes right after each commit and the change feed those of
 * writes made elsewhere. A miss is read and stored while holding the database's only connection, so
 * no commit (and its invalidation) can fall between the read and the store.
 */
export class QrAnswers {
  readonly #db: Db;
  readonly #sqlite: Sqlite;
  readonly #places = new Map<string, QrPlace>();
  readonly #menus = new Map<string, DinerMenuItem[]>();
  readonly #tableByQr;
  readonly #menuOf;

  constructor(db: Db) {
    this.#db = db;
    this.#sqlite = sqliteOf(db);
    this.#tableByQr = this.#sqlite.prepare<[string], TableRow>(
      `SELECT t.id, t.restaurant_id AS restaurantId, t.table_number AS tableNumber, t.capacity, r.name AS restaurantName,
         r.menu_language AS menuLanguage
       FROM restaurant_tables t JOIN restaurants r ON r.id = t.restaurant_id
       WHERE t.qr_code = ? AND t.is_active = 1 AND r.is_active = 1`,
    );
    this.#menuOf = this.#sqlite.prepare<[string], DishColumns>(
      `SELECT id, name, description, price, category, is_available AS isAvailable, local_name AS localName,
         local_description AS localDescription, option_groups AS optionGroups, diet
       FROM menu_items WHERE restaurant_id = ?`,
    );
  }

  /** The cached place, without touching the database. */
  peek(qrCode: string): QrPlace | undefined {
    return this.#places.get(qrCode);
  }

  /** The place behind a QR code (null for an unknown or inactive table), from the cache or the database. */
  async get(qrCode: string): Promise<QrPlace | null> {
    return this.peek(qrCode) ?? this.#db.connection().execute(async () => this.loadHoldingConnection(qrCode));
  }

  /**
   * Reads a place and caches it (unless read inside a writer's open transaction). Only for callers
   * that hold the connection: the writer's jobs, or get().
   * Unknown codes are not remembered, so guessing codes cannot fill the cache.
   */
  loadHoldingConnection(qrCode: string): QrPlace | null {
    const cached = this.#places.get(qrCode);
    if (cached) return cached;
    const table = this.#tableByQr.get(qrCode);
    if (!table) return null;
    let menu = this.#menus.get(table.restaurantId);
    if (!menu) {
      // Option groups are parsed once here, when the restaurant's menu is cached, never per order.
      menu = dinerMenu(this.#menuOf.all(table.restaurantId));
      if (!this.#sqlite.inTransaction) this.#menus.set(table.restaurantId, menu);
    }
    const place = placeOf(table, menu);
    // Read inside a writer's group, it may hold changes that never commit: use it, do not keep it.
    if (this.#sqlite.inTransaction) return place;
    if (this.#places.size >= MAX_ENTRIES) this.clear();
    this.#places.set(qrCode, place);
    return place;
  }

  /** Inside a writer's job, which holds the one connection. */
  placeInJob(qrCode: string): QrPlace | null {
    return this.loadHoldingConnection(qrCode);
  }

  /** Drops the places of every restaurant these changes may have altered. */
  invalidate(changes: readonly Change[]): void {
    dropChanged(changes, this.#places, this.#menus);
  }

  /** Drops everything (changes may have been missed). */
  clear(): void {
    this.#places.clear();
    this.#menus.clear();
  }
}

/** Drops from a store's caches the places and menus of every restaurant these changes may have altered. */
export function dropChanged(changes: readonly Change[], places: Map<string, QrPlace>, menus: Map<string, DinerMenuItem[]>): void {
  for (const change of changes) {
    if (leavesQrAnswer(change)) continue;
    menus.delete(change.restaurantId);
    for (const [qrCode, place] of places) if (place.restaurantId === change.restaurantId) places.delete(qrCode);
  }
}

/** The diner's menu from a restaurant's menu rows, in menu order (option groups parsed once, here). */
export function dinerMenu(rows: DishColumns[]): DinerMenuItem[] {
  return sortMenu(rows.map(toDish));
}

/** Everything the QR endpoints need of one table, from its row and its restaurant's menu. */
export function placeOf(table: TableRow, menu: DinerMenuItem[]): QrPlace {
  const lookup: QrLookup = {
    table: { tableNumber: table.tableNumber, capacity: table.capacity },
    restaurant: {
      name: table.restaurantName,
      menuLanguage: isMenuLanguage(table.menuLanguage) ? table.menuLanguage : DEFAULT_MENU_LANGUAGE,
    },
    menuItems: menu,
  };
  return new QrPlace(table.id, table.tableNumber, table.restaurantId, menu, lookup);
}

/** The most places either store keeps; past it the cache starts again rather than grow. */
export const MAX_QR_PLACES = MAX_ENTRIES;
