import { orderLinesOf } from "../../shared/order-lines";
import type { Order, PlaceOrderInput, PricedLine } from "../../shared/schemas/orders";
import type { QrPlace } from "../cache/qr-answers";
import type { Change } from "../live/change-feed";
import { uuidv7 } from "./ids";

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

/** A new diner's order as both stores answer it, before it is stored. */
export function newOrder(place: QrPlace, input: PlaceOrderInput, lines: readonly PricedLine[], total: number, orderTime: string): Order {
  const id = uuidv7();
  return {
    id,
    tableId: place.tableId,
    restaurantId: place.restaurantId,
    items: orderLinesOf(id, lines, (line) => place.stationOf.get(line.id) ?? null),
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
    movedAt: null,
  };
}
