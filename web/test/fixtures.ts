import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { orderLinesOf } from "../../shared/order-lines";
import type { Order, PricedLine } from "../../shared/schemas/orders";

/** An order row as the server answers it, for tests that put rows into a local database by hand. */
export function orderRow(
  id: string,
  { items, ...overrides }: Partial<Omit<Order, "items">> & { items?: readonly PricedLine[] } = {},
): Order {
  return {
    id,
    tableId: "5e2b7c1a-9d3f-4a6b-8c2e-1f0a9b8c7d6e",
    restaurantId: DEMO_RESTAURANT_ID,
    items: orderLinesOf(id, items ?? [{ id: "m1", name: "Chai", price: 40, quantity: 2 }]),
    totalAmount: 80,
    status: "pending",
    customerName: "Asha Rao",
    customerPhone: "9876501234",
    customerEmail: "asha@example.in",
    specialInstructions: null,
    orderTime: "2026-03-01T13:00:00.000Z",
    completedAt: null,
    readyAt: null,
    updatedAt: "2026-03-01T13:00:00.000Z",
    table: { tableNumber: "4" },
    takenBy: null,
    ...overrides,
  };
}
