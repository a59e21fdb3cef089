import { useState } from "react";
import { KITCHEN_COLUMNS } from "../../../shared/kitchen";
import { nextOrderStatus, ORDER_STATUS_LABELS } from "../../../shared/order-status";
import { type LocalOrder, useMutate, useOrders } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { toast } from "../../ui/Toast/toastStore";
import { setSoundWanted, soundWanted } from "./chime";
import * as styles from "./Kitchen.css";
import { KitchenTicket } from "./KitchenTicket";
import { NewOrderBanner } from "./NewOrderBanner";
import { StartService } from "./StartService";
import { useNewOrderAlerts } from "./useNewOrderAlerts";
import { useNow } from "./useNow";

const CLOCK_TICK_MS = 30_000;

/**
 * The chef's live kitchen screen: New Order, Confirmed and Preparing columns, oldest ticket first, each
 * moved on with one tap through the local data (works offline; docs/sync.md). New orders arrive live.
 */
export function KitchenBoard({ now: fixedNow }: { now?: Date }) {
  const orders = useOrders();
  const mutate = useMutate();
  const ticking = useNow(CLOCK_TICK_MS);
  const now = fixedNow ?? ticking;
  const [soundOn, setSoundOn] = useState(soundWanted);
  const arrivals = useNewOrderAlerts(orders, soundOn);

  const setSound = (on: boolean) => {
    setSoundWanted(on);
    setSoundOn(on);
  };
  const toggleSound = () => setSound(!soundOn);

  const moveOn = async (order: LocalOrder) => {
    const status = nextOrderStatus(order.status);
    if (!status) return;
    try {
      await mutate.advanceOrder({ orderId: order.id, status });
    } catch {
      toast({ title: "Update Failed", description: "Failed to update order status", variant: "destructive" });
    }
  };

  return (
    <section aria-labelledby="kitchen-heading" className={styles.column}>
      <StartService onStart={setSound} />
      <NewOrderBanner arrivals={arrivals} />
      <div className={styles.toolbar}>
        <h2 id="kitchen-heading" className={styles.columnTitle}>
          Kitchen Orders
        </h2>
        <Button variant="secondary" aria-pressed={soundOn} onClick={toggleSound}>
          {soundOn ? "Sound on" : "Turn sound on"}
        </Button>
      </div>
      {orders === undefined ? (
        <p className={styles.muted} role="status">
          Loading orders...
        </p>
      ) : (
        <div className={styles.columns}>
          {KITCHEN_COLUMNS.map((status) => {
            // Oldest first: the ticket that has waited longest is the next to cook.
            const tickets = orders.filter((order) => order.status === status).reverse();
            return (
              <section key={status} aria-label={ORDER_STATUS_LABELS[status]} className={styles.column}>
                <h3 className={styles.columnTitle}>
                  {ORDER_STATUS_LABELS[status]} ({tickets.length})
                </h3>
                {tickets.length === 0 ? <p className={styles.muted}>Nothing here</p> : null}
                <ul className={styles.tickets}>
                  {tickets.map((order) => (
                    <KitchenTicket key={order.id} order={order} now={now} onMoveOn={(ticket) => void moveOn(ticket)} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
