import { openOrdersOf } from "../../../shared/restaurant-day";
import { type LocalOrder, useMutate, useOrders, useTables } from "../../data/hooks";
import { Badge } from "../../ui/Badge/Badge";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { toast } from "../../ui/Toast/toastStore";
import * as kitchen from "../kitchen/Kitchen.css";
import { TicketItems } from "../kitchen/TicketItems";
import { useTapGuard } from "../orders/useTapGuard";
import { PendingBadge } from "../sync/PendingBadge";

/**
 * The waiter's live panels (docs/decisions/061-waiter-serves-what-is-preparing.md): the orders the
 * kitchen is preparing, to carry out and mark served, and which tables have an open order.
 */
export function WaiterBoard() {
  const orders = useOrders();
  const tables = useTables();
  const mutate = useMutate();
  // Oldest first: the dish that has waited longest goes out first.
  const toServe = orders?.filter((order) => order.status === "preparing").reverse();
  const open = orders ? openOrdersOf(orders) : undefined;

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
        {toServe === undefined ? <p className={kitchen.muted}>Loading orders...</p> : null}
        {toServe?.length === 0 ? <p className={kitchen.muted}>Nothing to serve right now</p> : null}
        <ul className={kitchen.tickets}>
          {toServe?.map((order) => (
            <li key={order.id} className={kitchen.ticket.fresh} aria-label={`Table ${order.table?.tableNumber ?? "?"}`}>
              <h3 className={kitchen.tableNumber}>Table {order.table?.tableNumber ?? "?"}</h3>
              <TicketItems items={order.items} />
              <PendingBadge pending={order.pending} />
              <Button size="lg" className={kitchen.moveOn} disabled={settling} onClick={() => guard(() => void markServed(order))}>
                Mark Served
              </Button>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Table Status" headingLevel={2}>
        {tables === undefined || open === undefined ? <p className={kitchen.muted}>Loading tables...</p> : null}
        {tables?.length === 0 ? <p className={kitchen.muted}>No tables configured</p> : null}
        <ul className={kitchen.items}>
          {open &&
            tables?.map((table) => {
              const count = open.filter((order) => order.tableId === table.id).length;
              return (
                <li key={table.id}>
                  Table {table.tableNumber}{" "}
                  {count > 0 ? (
                    <Badge tone="accent">{count === 1 ? "1 open order" : `${count} open orders`}</Badge>
                  ) : (
                    <Badge tone="success">Free</Badge>
                  )}
                </li>
              );
            })}
        </ul>
      </Card>
    </>
  );
}
