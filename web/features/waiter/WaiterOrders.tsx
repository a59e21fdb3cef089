import { type LocalOrder, useMutate, useOrders } from "../../data/hooks";
import { useTapGuard } from "../../lib/useTapGuard";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./Floor.css";
import { FloorOrder } from "./FloorOrder";

/**
 * The waiter's orders (docs/decisions/061-waiter-serves-what-is-preparing.md): what the kitchen is
 * preparing, oldest first, to carry out and mark served; then new orders, newest first, with the
 * diner's notes, so the waiter knows what is coming.
 */
export function WaiterOrders() {
  const orders = useOrders();
  const mutate = useMutate();
  // Food at the pass first, longest waiting first; then what is still cooking, oldest first.
  const toServe = orders
    ?.filter((order) => order.status === "preparing")
    .reverse()
    .sort((a, b) => (a.readyAt && b.readyAt ? a.readyAt.localeCompare(b.readyAt) : a.readyAt ? -1 : b.readyAt ? 1 : 0));
  const fresh = orders?.filter((order) => order.status === "pending" || order.status === "confirmed");
  // One tap is one step: the next order slides under the thumb once this one is served.
  const { settling, guard } = useTapGuard();

  const markServed = async (order: LocalOrder) => {
    try {
      await mutate.advanceOrder({ orderId: order.id, status: "served" });
    } catch {
      toast({ title: "Update Failed", description: "Failed to update order status", variant: "destructive" });
    }
  };

  return (
    <>
      <Card title="Order Management" headingLevel={2} description="Orders the kitchen is preparing, oldest first.">
        {toServe === undefined ? <p className={styles.muted}>Loading orders...</p> : null}
        {toServe?.length === 0 ? <p className={styles.muted}>Nothing to serve right now</p> : null}
        <ul className={styles.list} aria-label="Ready to serve">
          {toServe?.map((order) => (
            <FloorOrder key={order.id} order={order}>
              {order.readyAt ? <p className={styles.readyNote}>Ready at the pass</p> : null}
              <Button size="lg" className={styles.big} disabled={settling} onClick={() => guard(() => void markServed(order))}>
                Mark Served
              </Button>
            </FloorOrder>
          ))}
        </ul>
      </Card>
      <Card title="New Orders" headingLevel={2} description="Waiting for the kitchen, newest first.">
        {fresh?.length === 0 ? <p className={styles.muted}>No new orders</p> : null}
        <ul className={styles.list} aria-label="New orders">
          {fresh?.map((order) => (
            <FloorOrder key={order.id} order={order} />
          ))}
        </ul>
      </Card>
    </>
  );
}
