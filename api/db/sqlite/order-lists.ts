import { CachedAnswer } from "../../cache/cached-answer";
import { changesOrders, keepList } from "../../cache/order-lists";
import type { Change } from "../../live/change-feed";
import { type Db, sqliteOf } from "../connection";

/**
 * The kitchen's full order list per restaurant, built as JSON by SQLite itself (no row objects, no
 * stringify) and kept until a committed write touches that restaurant's orders or tables; every
 * tablet that asks after the same change shares one build, and one whose copy is current gets a 304.
 * Read and stored while holding the database's only connection, like QrAnswers.
 */
export class OrderLists {
  readonly #db: Db;
  /** Each restaurant's orders newest first, as `Order` objects (1.3 MB of JSON for 2,000 orders). */
  readonly #lists = new Map<string, CachedAnswer>();
  readonly #build;

  constructor(db: Db) {
    this.#db = db;
    // Keys in the order of `Order` (shared/schemas/orders.ts); items are stored as JSON already.
    this.#build = sqliteOf(db)
      .prepare<[string], string>(
        `SELECT json_group_array(json_object(
           'id', o.id, 'tableId', o.table_id, 'restaurantId', o.restaurant_id, 'items', json(o.items),
           'totalAmount', o.total_amount, 'status', o.status, 'customerName', o.customer_name,
           'customerPhone', o.customer_phone, 'customerEmail', o.customer_email,
           'specialInstructions', o.special_instructions, 'orderTime', o.order_time, 'completedAt', o.completed_at, 'readyAt', o.ready_at,
           'updatedAt', o.updated_at,
           'table', json(CASE WHEN t.table_number IS NULL THEN NULL ELSE json_object('tableNumber', t.table_number) END),
           'takenBy', o.taken_by,
           'movedAt', o.moved_at,
           'channel', o.channel,
           'token', o.token
         ) ORDER BY o.order_time DESC, o.id DESC)
         FROM orders o LEFT JOIN restaurant_tables t ON t.id = o.table_id
         WHERE o.restaurant_id = ?`,
      )
      .pluck();
  }

  async get(restaurantId: string): Promise<CachedAnswer> {
    return this.#lists.get(restaurantId) ?? this.#db.connection().execute(async () => this.#load(restaurantId));
  }

  invalidate(changes: readonly Change[]): void {
    for (const change of changes) if (changesOrders(change)) this.#lists.delete(change.restaurantId);
  }

  clear(): void {
    this.#lists.clear();
  }

  #load(restaurantId: string): CachedAnswer {
    const cached = this.#lists.get(restaurantId);
    if (cached) return cached;
    const list = new CachedAnswer(this.#build.get(restaurantId) ?? "[]");
    keepList(this.#lists, restaurantId, list);
    return list;
  }
}
