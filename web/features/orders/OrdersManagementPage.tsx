import { useState } from "react";
import { ORDERS_POLL_MS } from "../../../shared/constants";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "../../../shared/order-status";
import type { ListName } from "../../data/db";
import { type LocalOrder, useAutoRefresh, useMutate, useOrders, useSyncActions } from "../../data/hooks";
import { useTapGuard } from "../../lib/useTapGuard";
import { visuallyHidden } from "../../theme/utilities.css";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Page } from "../../ui/Page/Page";
import { StatCard, StatGrid } from "../../ui/StatCard/StatCard";
import { toast } from "../../ui/Toast/toastStore";
import { BillsSection } from "../billing";
import { ServiceCalls } from "../calls";
import { OrderCard } from "./OrderCard";
import * as styles from "./Orders.css";
import "../../ui/Toast/toastStrip.css";

const ORDER_LISTS: readonly ListName[] = ["orders"];

/**
 * The kitchen workflow: every order, newest first, from this device's copy. Moving
 * an order on is saved here at once and reaches the server when it can (docs/sync.md); new orders
 * arrive through the live stream, and the list is pulled every 30 s and on Refresh Orders as well.
 */
export function OrdersManagementPage() {
  const orders = useOrders();
  const mutate = useMutate();
  const { refresh } = useSyncActions();
  const [refreshing, setRefreshing] = useState(false);
  useAutoRefresh(ORDER_LISTS, ORDERS_POLL_MS);
  const { settling, guard } = useTapGuard();

  // `status` is the step the button showed (Confirm Order: confirmed), never "whatever comes next now".
  const advance = async (order: LocalOrder, status: OrderStatus) => {
    try {
      await mutate.advanceOrder({ orderId: order.id, status });
      toast({ title: "Order Updated", description: "Order status has been updated successfully" });
    } catch {
      toast({ title: "Update Failed", description: "Failed to update order status", variant: "destructive" });
    }
  };

  const refreshNow = async () => {
    setRefreshing(true);
    try {
      await refresh(ORDER_LISTS);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Page title="Orders Management" lead="Track orders through the kitchen, from new order to completed.">
      <div className={styles.toolbar}>
        <Button variant="secondary" className={styles.tapTarget} onClick={() => void refreshNow()} disabled={refreshing}>
          Refresh Orders
        </Button>
      </div>
      <ServiceCalls />
      {orders === undefined ? (
        <p className={styles.muted} role="status">
          Loading orders...
        </p>
      ) : (
        <>
          <StatGrid>
            {ORDER_STATUSES.map((status) => (
              <StatCard
                key={status}
                title={ORDER_STATUS_LABELS[status]}
                value={String(orders.filter((order) => order.status === status).length)}
              />
            ))}
          </StatGrid>
          <BillsSection orders={orders} />
          {/* data-toast-strip: "Order Updated" and the rest keep to a strip below the cards, never over a button. */}
          <section aria-labelledby="orders-heading" data-toast-strip>
            <h2 id="orders-heading" className={visuallyHidden}>
              Orders
            </h2>
            {orders.length === 0 ? (
              <Card>
                <p className={styles.muted}>No orders yet</p>
              </Card>
            ) : (
              <ul className={styles.list}>
                {orders.map((order) => (
                  <li key={order.id}>
                    <OrderCard
                      order={order}
                      settling={settling}
                      onAdvance={(chosen, status) => guard(() => void advance(chosen, status))}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Page>
  );
}
