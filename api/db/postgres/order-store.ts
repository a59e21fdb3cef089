import type pg from "pg";
import type { QrAnswerCache } from "../../cache/caches";
import { nowIso } from "../../clock";
import { keyReusedForAnotherRequest, notFound } from "../../errors";
import type { Change } from "../../live/change-feed";
import { priceCart, QR_NOT_FOUND } from "../../order-pricing";
import { orderTicketJobs } from "../../printing/queue";
import type { Db } from "../connection";
import { uuidv7 } from "../ids";
import { newOrder, type OrderAnswer, type OrderStore, type PlaceOrderCommand, type StoredKey } from "../order-placing";
import { orderRowJson, orderRowOf } from "../order-row";
import { isRetryable, poolOf } from "./connection";
import type { PgWriter } from "./writer";

/** Named statements: each connection parses and plans them once. */
const FIND_KEY = {
  name: "rasoi-order-find-key",
  text: `SELECT request_hash AS "requestHash", status_code AS "statusCode", response_body AS "responseBody"
         FROM idempotency_keys WHERE scope = $1 AND key = $2`,
};
/** The whole order and its kitchen tickets in one round trip (migration 017): a stored answer's row when the key was used before, else none. */
const PLACE = {
  name: "rasoi-order-place",
  text: `SELECT request_hash AS "requestHash", status_code AS "statusCode", response_body AS "responseBody"
         FROM rasoi_place_order($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
};

/** Runs of one order before a conflict is answered as it is. */
const MAX_ATTEMPTS = 5;

/**
 * Diners' orders on PostgreSQL: one statement per order (the function rasoi_place_order) and so one
 * transaction, with its customer and its idempotency record, answered once committed
 * (synchronous_commit on, so durable). A replay of a stored key answers the stored answer; two
 * replays of one key racing (on any processes) both insert the key, the primary key refuses the
 * second, and that one runs again and answers the first's answer: one order, never a read-then-write
 * race. Prices come from the cached menu, as on SQLite.
 */
export class PgOrderStore implements OrderStore {
  readonly #pool: pg.Pool;
  readonly #places: QrAnswerCache;
  readonly #writer: PgWriter;

  constructor(db: Db, places: QrAnswerCache, writer: PgWriter) {
    this.#pool = poolOf(db);
    this.#places = places;
    this.#writer = writer;
  }

  async place(command: PlaceOrderCommand): Promise<OrderAnswer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#place(command);
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      }
    }
  }

  async #place({ qrCode, input, idempotency }: PlaceOrderCommand): Promise<OrderAnswer> {
    const place = await this.#places.get(qrCode);
    let priced: ReturnType<typeof priceCart>;
    try {
      if (!place) throw notFound(QR_NOT_FOUND);
      priced = priceCart(place.menu, input);
    } catch (error) {
      // A replay gets its first answer even when the table or the menu has changed since.
      const { rows } = idempotency
        ? await this.#pool.query<StoredKey>({ ...FIND_KEY, values: [idempotency.scope, idempotency.key] })
        : { rows: [] };
      if (rows[0] && idempotency) return replayed(rows[0], idempotency.requestHash);
      throw error;
    }
    const orderTime = nowIso();
    const order = newOrder(place, input, priced.lines, priced.total, orderTime);
    const json = JSON.stringify(order);
    const { rows } = await this.#pool.query<StoredKey>({
      ...PLACE,
      values: [
        idempotency?.scope ?? null,
        idempotency?.key ?? null,
        idempotency?.requestHash ?? null,
        json,
        orderRowJson(orderRowOf(order, place.tableId, null)),
        input.customerName,
        input.customerPhone,
        input.customerEmail,
        uuidv7(),
        JSON.stringify(orderTicketJobs(order)),
      ],
    });
    if (rows[0] && idempotency) return replayed(rows[0], idempotency.requestHash);
    // Its table's diner pages hear of it; the other tables' pages do not ask again.
    const changed: Change = { restaurantId: place.restaurantId, topics: ["orders", "customers"], tableId: place.tableId };
    this.#writer.committed(changed);
    return { status: 201, json, changed };
  }
}

/** The stored answer of a key used before, or 422 when it was used for another request. */
function replayed(earlier: StoredKey, requestHash: string): OrderAnswer {
  if (earlier.requestHash !== requestHash) throw keyReusedForAnotherRequest();
  return { status: earlier.statusCode, json: earlier.responseBody };
}
