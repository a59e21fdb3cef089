import type { Order, PlaceOrderInput } from "../../shared/schemas/orders";
import type { QrAnswers, QrPlace } from "../cache/qr-answers";
import { nowIso } from "../clock";
import { keyReusedForAnotherRequest, notFound } from "../errors";
import type { Change } from "../live/change-feed";
import { priceCart, QR_NOT_FOUND } from "../order-pricing";
import { type Db, type Sqlite, sqliteOf } from "./connection";
import { bookCustomer } from "./customer-booking";
import { uuidv7 } from "./ids";
import { INSERT_ORDER_SQL, type NewOrderRow, newOrderRow } from "./order-row";
import type { Writer } from "./writer";

export interface PlaceOrderCommand {
  qrCode: string;
  input: PlaceOrderInput;
  /** The request's Idempotency-Key with its scope and request hash, when it carried one. */
  idempotency: { scope: string; key: string; requestHash: string } | null;
}

/** An answer ready to send: a fresh order, or the first answer to a replayed key. */
export interface OrderAnswer {
  status: number;
  /** The answer's JSON text, stored with the key as it was sent. */
  json: string;
  /** Set for a fresh order only (the writer publishes it); a replay changed nothing. */
  changed?: Change;
}

/**
 * Where diners' orders are placed: the hot write path (docs/scaling.md). The promise settles only once
 * the order, its customer and its idempotency record are durable together. A PostgreSQL store can take
 * this place; staff reads and writes stay on Kysely.
 */
export interface OrderStore {
  place(command: PlaceOrderCommand): Promise<OrderAnswer>;
}

export interface StoredKey {
  requestHash: string;
  statusCode: number;
  responseBody: string;
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
  readonly #sqlite: Sqlite;
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
    this.#sqlite = sqlite;
    this.#insertOrder = sqlite.prepare<[NewOrderRow]>(INSERT_ORDER_SQL);
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
    const order = newOrder(place, input, lines, total, orderTime);
    const contact = { name: input.customerName, phone: input.customerPhone, email: input.customerEmail };
    const customerId = bookCustomer(this.#sqlite, {
      restaurantId: place.restaurantId,
      contact,
      amount: total,
      at: orderTime,
      newId: uuidv7(),
    });
    this.#insertOrder.run(orderRowOf(order, place.tableId, customerId));
    const json = JSON.stringify(order);
    if (idempotency) this.#insertKey.run(idempotency.scope, idempotency.key, idempotency.requestHash, 201, json, orderTime);
    return { status: 201, json, changed: { restaurantId: place.restaurantId, topics: ["orders", "customers"] } };
  }
}

/** The row of a new diner's order, from the one column list (api/db/order-row.ts). */
export function orderRowOf(order: Order, tableId: string, customerId: string | null): NewOrderRow {
  return newOrderRow({
    id: order.id,
    restaurantId: order.restaurantId,
    tableId,
    customerId,
    items: JSON.stringify(order.items),
    totalAmount: order.totalAmount,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    customerEmail: order.customerEmail,
    specialInstructions: order.specialInstructions,
    orderTime: order.orderTime,
    takenBy: null,
  });
}

/** A new diner's order as both stores answer it, before it is stored. */
export function newOrder(place: QrPlace, input: PlaceOrderInput, lines: Order["items"], total: number, orderTime: string): Order {
  return {
    id: uuidv7(),
    tableId: place.tableId,
    restaurantId: place.restaurantId,
    items: lines,
    totalAmount: total,
    status: "pending",
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    customerEmail: input.customerEmail,
    specialInstructions: input.specialInstructions,
    orderTime,
    completedAt: null,
    readyAt: null,
    updatedAt: orderTime,
    table: { tableNumber: place.tableNumber },
    takenBy: null,
  };
}
