import { CompiledQuery } from "kysely";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import type { QrAnswerCache } from "../../cache/caches";
import { dinerMenu, dropChanged, MAX_QR_PLACES, placeOf, type QrPlace, type TableRow } from "../../cache/qr-answers";
import type { Change } from "../../live/change-feed";
import type { Db } from "../connection";
import { type DishColumns, menuOfSql } from "../menu-items";
import { poolOf } from "./connection";

const TABLE_BY_QR = {
  name: "rasoi-table-by-qr",
  text: `SELECT t.id, t.restaurant_id AS "restaurantId", t.table_number AS "tableNumber", t.capacity, r.name AS "restaurantName",
           r.menu_language AS "menuLanguage", s.gst_mode AS "gstMode", s.prices_include_gst AS "pricesIncludeGst"
         FROM restaurant_tables t JOIN restaurants r ON r.id = t.restaurant_id
         LEFT JOIN restaurant_settings s ON s.restaurant_id = r.id
         WHERE t.qr_code = $1 AND t.is_active = 1 AND r.is_active = 1`,
};
const MENU_OF = {
  name: "rasoi-menu-of",
  text: menuOfSql("$1"),
};

type Query = (statement: { name: string; text: string }, values: unknown[]) => Promise<unknown[]>;

/**
 * The diner's QR answers on PostgreSQL, cached per process like SQLite's QrAnswers and dropped by the
 * same changes: this process's commits and, through LISTEN/NOTIFY, every other process's. Reads run
 * on the pool, so a commit can land while one is in flight: a read is kept only if no change arrived
 * since it began (the generation count), else used once and dropped.
 */
export class PgQrAnswers implements QrAnswerCache {
  readonly #db: Db;
  readonly #places = new Map<string, QrPlace>();
  readonly #menus = new Map<string, DinerMenuItem[]>();
  #generation = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  peek(qrCode: string): QrPlace | undefined {
    return this.#places.get(qrCode);
  }

  async get(qrCode: string): Promise<QrPlace | null> {
    const pool = poolOf(this.#db);
    return this.#load(qrCode, true, async (statement, values) => (await pool.query({ ...statement, values })).rows);
  }

  /** Inside a writer's job: read on the job's own transaction (never a second connection of the pool), kept only from the cache. */
  placeInJob(qrCode: string, trx: Db): Promise<QrPlace | null> {
    return this.#load(qrCode, false, async (statement, values) => (await trx.executeQuery(CompiledQuery.raw(statement.text, values))).rows);
  }

  async #load(qrCode: string, keep: boolean, query: Query) {
    const cached = this.#places.get(qrCode);
    if (cached) return cached;
    const generation = this.#generation;
    const [table] = (await query(TABLE_BY_QR, [qrCode])) as TableRow[];
    if (!table) return null;
    const place = placeOf(table, await this.#menu(table.restaurantId, keep, generation, query));
    if (!keep || generation !== this.#generation) return place;
    if (this.#places.size >= MAX_QR_PLACES) this.clear();
    this.#places.set(qrCode, place);
    return place;
  }

  async #menu(restaurantId: string, keep: boolean, generation: number, query: Query): Promise<DinerMenuItem[]> {
    let menu = this.#menus.get(restaurantId);
    if (!menu) {
      menu = dinerMenu((await query(MENU_OF, [restaurantId])) as DishColumns[]);
      if (keep && generation === this.#generation) this.#menus.set(restaurantId, menu);
    }
    return menu;
  }

  menuOf(restaurantId: string): Promise<DinerMenuItem[]> {
    const pool = poolOf(this.#db);
    return this.#menu(restaurantId, true, this.#generation, async (statement, values) => (await pool.query({ ...statement, values })).rows);
  }

  invalidate(changes: readonly Change[]): void {
    this.#generation += 1;
    dropChanged(changes, this.#places, this.#menus);
  }

  clear(): void {
    this.#generation += 1;
    this.#places.clear();
    this.#menus.clear();
  }
}
