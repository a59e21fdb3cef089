import { useMemo } from "react";
import type { Order } from "../../../shared/schemas/orders";
import { useAnnounceNew } from "../../lib/useAnnounceNew";

/** Announces food the kitchen puts at the pass, like a diner's call (docs/decisions/063-waiter-floor.md). */
export function useReadyAlerts(orders: readonly Pick<Order, "id" | "readyAt" | "status">[] | undefined): void {
  // Keyed by the ready time too: an order taken back and marked ready again announces again.
  const ready = useMemo(
    () =>
      orders
        ?.filter((order) => order.readyAt && order.status !== "served" && order.status !== "completed")
        .map((order) => `${order.id}@${order.readyAt}`),
    [orders],
  );
  useAnnounceNew(ready);
}
