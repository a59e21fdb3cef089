import type { Bill } from "../../../shared/schemas/bills";
import type { Order } from "../../../shared/schemas/orders";

interface TableToBill {
  tableId: string;
  tableNumber: string;
  orderCount: number;
}

/**
 * Tables with an order a bill could take (docs/billing.md): not completed and on none of the bills
 * this device knows (today's and every unpaid one); by table number as people count.
 */
export function unbilledTables(
  orders: readonly Pick<Order, "id" | "tableId" | "status" | "table">[],
  bills: readonly Pick<Bill, "orderIds">[],
): TableToBill[] {
  const billed = new Set(bills.flatMap((bill) => bill.orderIds));
  const byTable = new Map<string, TableToBill>();
  for (const order of orders) {
    if (order.status === "completed" || order.tableId === null || billed.has(order.id)) continue;
    const seen = byTable.get(order.tableId);
    if (seen) seen.orderCount += 1;
    else byTable.set(order.tableId, { tableId: order.tableId, tableNumber: order.table?.tableNumber ?? "?", orderCount: 1 });
  }
  return [...byTable.values()].sort((a, b) => a.tableNumber.localeCompare(b.tableNumber, "en", { numeric: true }));
}
