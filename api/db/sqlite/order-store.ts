import type { OrderStatus } from "../../../shared/order-status";
import type { PlaceOrderInput } from "../../../shared/schemas/orders";
import { nowIso } from "../../clock";
import { keyReusedForAnotherRequest, notFound } from "../../errors";
import { priceCart, QR_NOT_FOUND } from "../../order-pricing";
import { type Db, sqliteOf } from "../connection";
import { uuidv7 } from "../ids";
import { newOrder, type OrderAnswer, type OrderStore, type PlaceOrderCommand, type StoredKey } from "../order-placing";
import type { QrAnswers } from "./qr-answers";
import type { Writer } from "./writer";

interface NewCustomer {
  id: string;
  restaurantId: string;
  name: string;
  email: string;
  phone: string;
  amount: number;
  at: string;
}

interface NewOrderRow {
  id: string;
  restaurantId: string;
  tableId: string;
  customerId: string;
  items: string;
  totalAmount: number;
  status: OrderStatus;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  specialInstructions: string | null;
  orderTime: string;
}

/**
 * The SQLite store: each order is one synchronous job of the group writer, run with prepared statements
 * against the table and menu cached in QrAnswers (which the writer keeps fresh at every commit).
 */
export class SqliteOrderStore implements OrderStore {
  readonly #writer: Writer;
  readonly #places: QrAnswers;
  readonly #findKey;
  readonly #insertKey;
  readonly #customerByContact;
  readonly #insertCustomer;
  readonly #bookCustomerOrder;
  readonly #insertOrder;

  constructor(db: Db, writer: Writer, places: QrAnswers) {
    this.#writer = writer;
    this.#places = places;
    const sqlite = sqliteOf(db);
    this.#findKey = sqlite.prepare<[string, string], StoredKey>(
      "SELECT request_hash AS requestHash, status_code AS statusCode, response_body AS responseBody FROM idempotency_keys WHERE scope = ? AND key = ?",
    );
    this.#insertKey = sqlite.prepare<[string, string, string, number, string, string]>(
      "INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response_body, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    );
    // Straight from the (restaurant_id, phone, created_at) index; the e-mail (stored lower-case) filters its few rows.
    this.#customerByContact = sqlite.prepare<[string, string, string], { id: string }>(
      "SELECT id FROM customers WHERE restaurant_id = ? AND phone = ? AND lower(email) = ? ORDER BY created_at LIMIT 1",
    );
    this.#insertCustomer = sqlite.prepare<[NewCustomer]>(
      `INSERT INTO customers (id, restaurant_id, name, email, phone, total_orders, total_spent, first_order_date, last_order_date, is_active, created_at, updated_at)
       VALUES (@id, @restaurantId, @name, @email, @phone, 1, @amount, @at, @at, 1, @at, @at)`,
    );
    // A regular who gives the same details again leaves the phone and e-mail indexes untouched.
    this.#bookCustomerOrder = sqlite.prepare<[NewCustomer]>(
      `UPDATE customers SET total_orders = total_orders + 1, total_spent = total_spent + @amount,
         first_order_date = coalesce(first_order_date, @at), last_order_date = @at, updated_at = @at
       WHERE id = @id`,
    );
    this.#insertOrder = sqlite.prepare<[NewOrderRow]>(
      `INSERT INTO orders (id, restaurant_id, table_id, customer_id, items, total_amount, status, customer_name, customer_phone,
         customer_email, special_instructions, order_time, completed_at, updated_at)
       VALUES (@id, @restaurantId, @tableId, @customerId, @items, @totalAmount, @status, @customerName, @customerPhone,
         @customerEmail, @specialInstructions, @orderTime, NULL, @orderTime)`,
    );
  }

  place(command: PlaceOrderCommand): Promise<OrderAnswer> {
    return this.#writer.run(() => this.#place(command), { checksBeforeWriting: true });
  }

  /** Every refusal (replayed key, unknown table, stale cart) is thrown before the first write. */
  #place({ qrCode, input, idempotency }: PlaceOrderCommand): OrderAnswer {
    if (idempotency) {
      const earlier = this.#findKey.get(idempotency.scope, idempotency.key);
      if (earlier) {
        if (earlier.requestHash !== idempotency.requestHash) throw keyReusedForAnotherRequest();
        return { status: earlier.statusCode, json: earlier.responseBody };
      }
    }
    const place = this.#places.loadHoldingConnection(qrCode);
    if (!place) throw notFound(QR_NOT_FOUND);
    const { lines, total } = priceCart(place.menu, input);
    const orderTime = nowIso();
    const customerId = this.#bookCustomer(place.restaurantId, input, total, orderTime);
    const order = newOrder(place, input, lines, total, orderTime);
    this.#insertOrder.run({
      id: order.id,
      restaurantId: order.restaurantId,
      tableId: place.tableId,
      customerId,
      items: JSON.stringify(lines),
      totalAmount: total,
      status: order.status,
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      customerEmail: order.customerEmail,
      specialInstructions: order.specialInstructions,
      orderTime,
    });
    const json = JSON.stringify(order);
    if (idempotency) this.#insertKey.run(idempotency.scope, idempotency.key, idempotency.requestHash, 201, json, orderTime);
    return { status: 201, json, changed: { restaurantId: place.restaurantId, topics: ["orders", "customers"] } };
  }

  /**
   * Books the order to the restaurant's customer with this phone and this e-mail (the oldest, if several),
   * else to a new customer. An order is anonymous, so it never changes a customer's name or e-mail: one
   * that shares only a phone or only an e-mail is someone else as far as the restaurant knows (docs/api.md).
   */
  #bookCustomer(restaurantId: string, input: PlaceOrderInput, amount: number, at: string): string {
    const contact = { name: input.customerName, email: input.customerEmail, phone: input.customerPhone, amount, at };
    const existing = this.#customerByContact.get(restaurantId, contact.phone, contact.email.toLowerCase());
    if (existing) {
      this.#bookCustomerOrder.run({ id: existing.id, restaurantId, ...contact });
      return existing.id;
    }
    const id = uuidv7();
    this.#insertCustomer.run({ id, restaurantId, ...contact });
    return id;
  }
}
