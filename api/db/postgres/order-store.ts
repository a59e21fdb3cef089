import type pg from "pg";
import type { PlaceOrderInput } from "../../../shared/schemas/orders";
import type { QrAnswerCache } from "../../cache/caches";
import { nowIso } from "../../clock";
import { notFound } from "../../errors";
import { keyReusedForAnotherRequest } from "../../idempotency";
import type { Change } from "../../live/change-feed";
import { priceCart, QR_NOT_FOUND } from "../../order-pricing";
import type { Db } from "../connection";
import { uuidv7 } from "../ids";
import { type CustomerMatch, newOrder, type OrderAnswer, type OrderStore, type PlaceOrderCommand, type StoredKey } from "../order-store";
import { isRetryable, poolOf } from "./connection";

/** Named statements: each connection parses and plans them once. */
const Q = {
  findKey: {
    name: "rasoi-order-find-key",
    text: `SELECT request_hash AS "requestHash", status_code AS "statusCode", response_body AS "responseBody"
           FROM idempotency_keys WHERE scope = $1 AND key = $2`,
  },
  insertKey: {
    name: "rasoi-order-insert-key",
    text: "INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response_body, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
  },
  // Two orders from one new diner at once must make one customer: the phone and the e-mail are locked
  // (phone first, in their own lock classes, so two orders can never wait on each other in a circle).
  lockContact: {
    name: "rasoi-order-lock-contact",
    text: "SELECT pg_advisory_xact_lock(7262, hashtext($1::text || ':' || $2::text)), pg_advisory_xact_lock(7263, hashtext($1::text || ':' || $3::text))",
  },
  customerByPhone: {
    name: "rasoi-order-customer-by-phone",
    text: "SELECT id, name, email, phone FROM customers WHERE restaurant_id = $1 AND phone = $2 ORDER BY created_at LIMIT 1",
  },
  customerByEmail: {
    name: "rasoi-order-customer-by-email",
    text: "SELECT id, name, email, phone FROM customers WHERE restaurant_id = $1 AND email = $2 ORDER BY created_at LIMIT 1",
  },
  insertCustomer: {
    name: "rasoi-order-insert-customer",
    text: `INSERT INTO customers (id, restaurant_id, name, email, phone, total_orders, total_spent, first_order_date, last_order_date, is_active, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $7, 1, $7, $7)`,
  },
  // The contact details become the latest ones given, in the same statement as the booking.
  bookCustomer: {
    name: "rasoi-order-book-customer",
    text: `UPDATE customers SET total_orders = total_orders + 1, total_spent = total_spent + $2,
             first_order_date = coalesce(first_order_date, $3), last_order_date = $3, updated_at = $3,
             name = $4, email = $5, phone = $6
           WHERE id = $1`,
  },
  insertOrder: {
    name: "rasoi-order-insert",
    text: `INSERT INTO orders (id, restaurant_id, table_id, customer_id, items, total_amount, status, customer_name, customer_phone,
             customer_email, special_instructions, order_time, completed_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, NULL, $12)`,
  },
} satisfies Record<string, { name: string; text: string }>;

/** Runs of one order before a conflict is answered as it is. */
const MAX_ATTEMPTS = 5;

/**
 * Diners' orders on PostgreSQL: one transaction per order on a pooled connection, with its customer and
 * its idempotency record, answered once committed (synchronous_commit on, so durable). A replay of a
 * stored key answers the stored answer; two replays of one key racing (on any processes) both insert the
 * key, the primary key refuses the second at its insert, and that one runs again and answers the first's
 * answer: one order, never a read-then-write race. Prices come from the cached menu, as on SQLite.
 */
export class PgOrderStore implements OrderStore {
  readonly #pool: pg.Pool;
  readonly #places: QrAnswerCache;

  constructor(db: Db, places: QrAnswerCache) {
    this.#pool = poolOf(db);
    this.#places = places;
  }

  async place(command: PlaceOrderCommand): Promise<OrderAnswer> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.#pool.connect();
      try {
        return await this.#place(client, command);
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      } finally {
        client.release();
      }
    }
  }

  async #place(client: pg.PoolClient, { qrCode, input, idempotency }: PlaceOrderCommand): Promise<OrderAnswer> {
    if (idempotency) {
      const { rows } = await client.query<StoredKey>({ ...Q.findKey, values: [idempotency.scope, idempotency.key] });
      const [earlier] = rows;
      if (earlier) {
        if (earlier.requestHash !== idempotency.requestHash) throw keyReusedForAnotherRequest();
        return { status: earlier.statusCode, json: earlier.responseBody };
      }
    }
    const place = await this.#places.get(qrCode);
    if (!place) throw notFound(QR_NOT_FOUND);
    const { lines, total } = priceCart(place.menu, input);
    const orderTime = nowIso();
    const order = newOrder(place, input, lines, total, orderTime);
    const json = JSON.stringify(order);
    await client.query("BEGIN");
    try {
      const customerId = await this.#bookCustomer(client, place.restaurantId, input, total, orderTime);
      await client.query({
        ...Q.insertOrder,
        values: [
          order.id,
          order.restaurantId,
          place.tableId,
          customerId,
          JSON.stringify(lines),
          total,
          order.status,
          order.customerName,
          order.customerPhone,
          order.customerEmail,
          order.specialInstructions,
          orderTime,
        ],
      });
      if (idempotency) {
        await client.query({
          ...Q.insertKey,
          values: [idempotency.scope, idempotency.key, idempotency.requestHash, 201, json, orderTime],
        });
      }
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
    const changed: Change = { restaurantId: place.restaurantId, topics: ["orders", "customers"] };
    return { status: 201, json, changed };
  }

  /** As SQLite's store: the restaurant's customer with this phone, else this e-mail (oldest first), else a new one. */
  async #bookCustomer(client: pg.PoolClient, restaurantId: string, input: PlaceOrderInput, amount: number, at: string): Promise<string> {
    const { customerName: name, customerEmail: email, customerPhone: phone } = input;
    await client.query({ ...Q.lockContact, values: [restaurantId, phone, email] });
    const byPhone = await client.query<CustomerMatch>({ ...Q.customerByPhone, values: [restaurantId, phone] });
    const existing =
      byPhone.rows[0] ?? (await client.query<CustomerMatch>({ ...Q.customerByEmail, values: [restaurantId, email] })).rows[0];
    if (existing) {
      await client.query({ ...Q.bookCustomer, values: [existing.id, amount, at, name, email, phone] });
      return existing.id;
    }
    const id = uuidv7();
    await client.query({ ...Q.insertCustomer, values: [id, restaurantId, name, email, phone, amount, at] });
    return id;
  }
}
