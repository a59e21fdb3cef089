import { CachedAnswer } from "../../cache/cached-answer";
import type { OrderListCache } from "../../cache/caches";
import { changesOrders, keepList } from "../../cache/order-lists";
import type { Change } from "../../live/change-feed";
import type { Db } from "../connection";
import { poolOf } from "./connection";

/** Keys in the order of `Order` (shared/schemas/orders.ts), as SQLite's OrderLists builds them. */
const ORDER_LIST = {
  name: "rasoi-order-list",
  text: `SELECT coalesce(json_agg(json_build_object(
           'id', o.id, 'tableId', o.table_id, 'restaurantId', o.restaurant_id, 'items', o.items::json,
           'totalAmount', o.total_amount, 'status', o.status, 'customerName', o.customer_name,
           'customerPhone', o.customer_phone, 'customerEmail', o.customer_email,
           'specialInstructions', o.special_instructions, 'orderTime', o.order_time, 'completedAt', o.completed_at, 'readyAt', o.ready_at,
           'updatedAt', o.updated_at,
           'table', CASE WHEN t.table_number IS NULL THEN NULL ELSE json_build_object('tableNumber', t.table_number) END,
           'takenBy', o.taken_by,
           'movedAt', o.moved_at,
           'channel', o.channel,
           'token', o.token
         ) ORDER BY o.order_time DESC, o.id DESC), '[]')::text AS list
         FROM orders o LEFT JOIN restaurant_tables t ON t.id = o.table_id
         WHERE o.restaurant_id = $1`,
};

/**
 * The kitchen's order list per restaurant on PostgreSQL: built as JSON text by PostgreSQL, kept per
 * process until a change to the restaurant's orders or tables arrives (from this process or, by
 * NOTIFY, another); a build that a change overtook is answered once and not kept.
 */
export class PgOrderLists implements OrderListCache {
  readonly #db: Db;
  readonly #lists = new Map<string, CachedAnswer>();
  /** One build at a time per restaurant: tablets asking together share it. */
  readonly #building = new Map<string, Promise<CachedAnswer>>();
  #generation = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  async get(restaurantId: string): Promise<CachedAnswer> {
    const cached = this.#lists.get(restaurantId);
    if (cached) return cached;
    const shared = this.#building.get(restaurantId);
    if (shared) return shared;
    const building: Promise<CachedAnswer> = this.#build(restaurantId).finally(() => {
      if (this.#building.get(restaurantId) === building) this.#building.delete(restaurantId);
    });
    this.#building.set(restaurantId, building);
    return building;
  }

  async #build(restaurantId: string): Promise<CachedAnswer> {
    const generation = this.#generation;
    const { rows } = await poolOf(this.#db).query<{ list: string }>({ ...ORDER_LIST, values: [restaurantId] });
    const list = new CachedAnswer(rows[0]?.list ?? "[]");
    if (generation !== this.#generation) return list;
    keepList(this.#lists, restaurantId, list);
    return list;
  }

  invalidate(changes: readonly Change[]): void {
    if (!changes.some(changesOrders)) return;
    this.#generation += 1;
    // A build in flight may predate the change: later callers start a fresh one.
    for (const change of changes) {
      if (!changesOrders(change)) continue;
      this.#lists.delete(change.restaurantId);
      this.#building.delete(change.restaurantId);
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#lists.clear();
    this.#building.clear();
  }
}
