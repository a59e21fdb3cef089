import type { DinerMenuItem } from "../../../shared/schemas/qr";
import type { QrAnswerCache } from "../../cache/caches";
import { dinerMenu, dropChanged, MAX_QR_PLACES, type MenuRow, placeOf, type QrPlace, type TableRow } from "../../cache/qr-answers";
import type { Change } from "../../live/change-feed";
import type { Db } from "../connection";
import { poolOf } from "./connection";

const TABLE_BY_QR = {
  name: "rasoi-table-by-qr",
  text: `SELECT t.id, t.restaurant_id AS "restaurantId", t.table_number AS "tableNumber", t.capacity, r.name AS "restaurantName"
         FROM restaurant_tables t JOIN restaurants r ON r.id = t.restaurant_id
         WHERE t.qr_code = $1 AND t.is_active = 1 AND r.is_active = 1`,
};
const MENU_OF = {
  name: "rasoi-menu-of",
  text: `SELECT id, name, description, price, category, is_available AS "isAvailable" FROM menu_items WHERE restaurant_id = $1`,
};

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
    const cached = this.#places.get(qrCode);
    if (cached) return cached;
    const generation = this.#generation;
    const pool = poolOf(this.#db);
    const { rows } = await pool.query<TableRow>({ ...TABLE_BY_QR, values: [qrCode] });
    const [table] = rows;
    if (!table) return null;
    let menu = this.#menus.get(table.restaurantId);
    if (!menu) {
      menu = dinerMenu((await pool.query<MenuRow>({ ...MENU_OF, values: [table.restaurantId] })).rows);
      if (generation === this.#generation) this.#menus.set(table.restaurantId, menu);
    }
    const place = placeOf(table, menu);
    if (generation !== this.#generation) return place;
    if (this.#places.size >= MAX_QR_PLACES) this.clear();
    this.#places.set(qrCode, place);
    return place;
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
