import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { dinerMenu, dropChanged, MAX_QR_PLACES, placeOf, type QrPlace, type TableRow } from "../../cache/qr-answers";
import type { Change } from "../../live/change-feed";
import { type Db, type Sqlite, sqliteOf } from "../connection";
import { type DishColumns, menuOfSql } from "../menu-items";

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
         r.menu_language AS menuLanguage, s.gst_mode AS gstMode, s.prices_include_gst AS pricesIncludeGst
       FROM restaurant_tables t JOIN restaurants r ON r.id = t.restaurant_id
       LEFT JOIN restaurant_settings s ON s.restaurant_id = r.id
       WHERE t.qr_code = ? AND t.is_active = 1 AND r.is_active = 1`,
    );
    this.#menuOf = this.#sqlite.prepare<[string], DishColumns>(menuOfSql("?"));
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
    const place = placeOf(table, this.#menuHoldingConnection(table.restaurantId));
    // Read inside a writer's group, it may hold changes that never commit: use it, do not keep it.
    if (this.#sqlite.inTransaction) return place;
    if (this.#places.size >= MAX_QR_PLACES) this.clear();
    this.#places.set(qrCode, place);
    return place;
  }

  #menuHoldingConnection(restaurantId: string): DinerMenuItem[] {
    let menu = this.#menus.get(restaurantId);
    if (!menu) {
      // Option groups are parsed once here, when the restaurant's menu is cached, never per order.
      menu = dinerMenu(this.#menuOf.all(restaurantId));
      if (!this.#sqlite.inTransaction) this.#menus.set(restaurantId, menu);
    }
    return menu;
  }

  async menuOf(restaurantId: string): Promise<DinerMenuItem[]> {
    return this.#menus.get(restaurantId) ?? this.#db.connection().execute(async () => this.#menuHoldingConnection(restaurantId));
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
