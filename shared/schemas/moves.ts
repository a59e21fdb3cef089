import * as z from "zod/mini";
import { ORDER_LINE_QUANTITY } from "../constants";
import { optionalText, uuid, wholeNumber } from "./fields";
import { order } from "./orders";
import { restaurantTable } from "./tables";

/** Why, for the audit trail: optional ("the party wanted the window"). */
function moveReason() {
  return optionalText(200, "Reason");
}

/** `POST /api/restaurants/{id}/tables/{tableId}/move`: every open order of the table goes to `toTableId` (docs/api.md, Moves and merges). */
export const tableMoveInput = z.object({ toTableId: uuid(), reason: moveReason() });
export type TableMoveInput = z.infer<typeof tableMoveInput>;

/** `POST /api/restaurants/{id}/tables/{tableId}/merge`: `fromTableId`'s open orders join this table's visit. */
export const tableMergeInput = z.object({ fromTableId: uuid(), reason: moveReason() });
export type TableMergeInput = z.infer<typeof tableMergeInput>;

/**
 * `POST /api/orders/{orderId}/lines/{lineId}/move`: `quantity` of the line goes to `toTableId` as a new
 * order, whose id the device makes (`newOrderId`) so a resend makes it once; the server makes one when absent.
 */
export const lineMoveInput = z.object({
  toTableId: uuid(),
  quantity: wholeNumber(
    ORDER_LINE_QUANTITY.min,
    ORDER_LINE_QUANTITY.max,
    "Quantity must be a whole number",
    `Quantity must be between ${ORDER_LINE_QUANTITY.min} and ${ORDER_LINE_QUANTITY.max}`,
  ),
  newOrderId: z.optional(uuid()),
  reason: moveReason(),
});
export type LineMoveInput = z.infer<typeof lineMoveInput>;

/** A line's id in a path: the order's id, a dot and its place (shared/order-lines.ts). */
export const lineMoveParams = z.object({
  orderId: uuid(),
  lineId: z.string().check(z.regex(/^[0-9a-f-]{36}\.[1-9][0-9]{0,2}$/i, { error: "Must be a line id" })),
});

/** What a table move or merge answers: both tables as they are now and the orders that moved. */
export const tableMoveAnswer = z.object({
  fromTable: restaurantTable,
  toTable: restaurantTable,
  orders: z.array(order),
});
export type TableMoveAnswer = z.infer<typeof tableMoveAnswer>;
