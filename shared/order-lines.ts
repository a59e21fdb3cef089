import type { OrderLine, PricedLine } from "./schemas/orders";

/** A line's id: its order's id and its place in it, so it is unique across orders and needs no server to make. */
export function lineIdOf(orderId: string, index: number): string {
  return `${orderId}.${index + 1}`;
}

/**
 * An order's priced lines as stored: each named by `lineIdOf`, at the station `stationOf` names (null when
 * the restaurant has none to name), nothing ready and nothing voided yet.
 */
export function orderLinesOf(
  orderId: string,
  lines: readonly PricedLine[],
  stationOf: (line: PricedLine) => string | null = () => null,
): OrderLine[] {
  return lines.map((line, index) => ({
    ...line,
    lineId: lineIdOf(orderId, index),
    stationId: stationOf(line),
    readyAt: null,
    voidedQuantity: 0,
  }));
}

/** How many of a line are still wanted: ordered less voided. */
export function liveQuantity(line: Pick<OrderLine, "quantity" | "voidedQuantity">): number {
  return line.quantity - line.voidedQuantity;
}
