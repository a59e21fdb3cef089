import { nowIso } from "../../clock";
import { keyReusedForAnotherRequest, notFound } from "../../errors";
import { priceCart, QR_NOT_FOUND } from "../../order-pricing";
import { orderTicketJobs, queueOrderTicketsOnSqlite } from "../../printing/queue";
import { type Db, type Sqlite, sqliteOf } from "../connection";
import { bookCustomer } from "../customer-booking";
import { uuidv7 } from "../ids";
import { newOrder, type OrderAnswer, type OrderStore, type PlaceOrderCommand, type StoredKey } from "../order-placing";
import { INSERT_ORDER_SQL, type NewOrderRow, orderRowOf } from "../order-row";
import type { QrAnswers } from "./qr-answers";
import type { Writer } from "./writer";

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

  async place(command: PlaceOrderCommand): Promise<OrderAnswer> {
    // A place read inside a group is used, never kept (it may hold changes that never commit): after a
    // change to the restaurant's tables or menu, orders alone would read the whole menu again each time
    // (docs/scaling.md, CPU per request). Read outside, it is kept; the job then finds it cached.
    if (!this.#places.peek(command.qrCode)) await this.#places.get(command.qrCode);
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
    // Its kitchen tickets in the same transaction: printed once, or not at all (docs/api.md, Printing).
    queueOrderTicketsOnSqlite(this.#sqlite, order, orderTicketJobs(order));
    const json = JSON.stringify(order);
    if (idempotency) this.#insertKey.run(idempotency.scope, idempotency.key, idempotency.requestHash, 201, json, orderTime);
    // Its table's diner pages hear of it; the other tables' pages do not ask again.
    return { status: 201, json, changed: { restaurantId: place.restaurantId, topics: ["orders", "customers"], tableId: place.tableId } };
  }
}
