import * as z from "zod/mini";
import { OPTION_LIMITS, ORDER_LINE_QUANTITY, ORDER_MAX_LINES } from "../constants";
import { ORDER_TOTAL_MAX, ORDER_TOTAL_MAX_MESSAGE } from "../money";
import { ORDER_CHANNELS } from "../order-channel";
import { ORDER_STATUSES } from "../order-status";
import { email, phone, plainText, requiredText, uuid, wellFormed, wholeNumber } from "./fields";
import { chosenOption, lineOption } from "./menu-options";

const orderLineInput = z.object({
  id: uuid(),
  name: z.string().check(z.maxLength(200), wellFormed(), plainText("A dish's name")),
  price: z.int({ error: "Price must be a whole number" }),
  quantity: wholeNumber(
    ORDER_LINE_QUANTITY.min,
    ORDER_LINE_QUANTITY.max,
    `Quantity must be between ${ORDER_LINE_QUANTITY.min} and ${ORDER_LINE_QUANTITY.max}`,
  ),
  /** The dish's chosen options; absent for a dish without options (docs/api.md, Options). */
  options: z.optional(
    z.array(chosenOption).check(z.maxLength(OPTION_LIMITS.groups * OPTION_LIMITS.choices, { error: "Too many options on one line" })),
  ),
});

/** The diner's contact details: the order form validates these before anything is sent (docs/product.md, Validation). */
export const orderContactFields = z.object({
  customerName: requiredText(100, "Name is required", "Name"),
  customerPhone: phone(),
  customerEmail: email(),
  specialInstructions: z._default(
    z.pipe(
      z.nullish(
        z
          .string()
          .check(
            wellFormed(),
            z.trim(),
            plainText("Special instructions", { multiline: true }),
            z.maxLength(500, { error: "Special instructions must be at most 500 characters" }),
          ),
      ),
      z.transform((value) => value || null),
    ),
    null,
  ),
});
export type OrderContactFields = z.infer<typeof orderContactFields>;

export const placeOrderInput = z.extend(orderContactFields, {
  items: z
    .array(orderLineInput)
    .check(
      z.minLength(1, { error: "Your cart is empty" }),
      z.maxLength(ORDER_MAX_LINES, { error: `An order can have at most ${ORDER_MAX_LINES} lines` }),
    ),
  totalAmount: z.int({ error: "Total must be a whole number" }).check(z.lte(ORDER_TOTAL_MAX, { error: ORDER_TOTAL_MAX_MESSAGE })),
});
export type PlaceOrderInput = z.infer<typeof placeOrderInput>;

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: "Unknown order status" });

export const orderStatusInput = z.object({ status: orderStatusSchema });

/**
 * `GET /api/restaurants/{id}/orders?updatedSince=`: only the orders changed at or after that instant
 * (ISO-8601 UTC, as every timestamp the server answers). Without it, every order.
 */
export const ordersQuery = z.object({
  updatedSince: z.optional(z.iso.datetime({ error: "updatedSince must be an ISO-8601 UTC date-time, e.g. 2026-01-31T18:30:00.000Z" })),
});

/** A priced line: `id` is the dish's, `price` the unit price with its options; `options` only when some were chosen. */
export const pricedLine = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number(),
  options: z.optional(z.array(lineOption)),
});
export type PricedLine = z.infer<typeof pricedLine>;

/**
 * A stored line (docs/api.md, Order lines): the priced line with its own `lineId` (the order's id, a dot
 * and its place: unique across orders, so a bill or a move names one line), the station that makes it,
 * when that station put it at the pass, and how many of it were voided.
 */
export const orderLine = z.extend(pricedLine, {
  lineId: z.string(),
  stationId: z.nullable(z.string()),
  readyAt: z.nullable(z.string()),
  voidedQuantity: z.number(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** `PUT /api/orders/{orderId}/ready`: the kitchen puts the order at the pass, or takes that back. */
export const orderReadyInput = z.object({ ready: z.boolean({ error: "ready must be true or false" }) });
export type OrderReadyInput = z.infer<typeof orderReadyInput>;

export const order = z.object({
  id: z.string(),
  tableId: z.nullable(z.string()),
  restaurantId: z.string(),
  items: z.array(orderLine),
  totalAmount: z.number(),
  status: orderStatusSchema,
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string(),
  specialInstructions: z.nullable(z.string()),
  orderTime: z.string(),
  completedAt: z.nullable(z.string()),
  /** When the kitchen put it at the pass (docs/api.md, Orders); null until then. */
  readyAt: z.nullable(z.string()),
  updatedAt: z.string(),
  table: z.nullable(z.object({ tableNumber: z.string() })),
  /** The username of the staff member who took it at the table; null for a diner's QR order. */
  takenBy: z.nullable(z.string()),
  /** When it last joined its table by a move (docs/api.md, Moves and merges): its visit counts from then. Absent or null if never moved. */
  movedAt: z.optional(z.nullable(z.string())),
  /** "table", or a parcel: "pickup" / "delivery" with `tableId` null (docs/api.md, Takeout and delivery). Absent on rows kept before it: a table's. */
  channel: z.optional(z.enum(ORDER_CHANNELS)),
  /** A parcel's token of the day; null or absent at a table. */
  token: z.optional(z.nullable(z.number())),
});
export type Order = z.infer<typeof order>;
