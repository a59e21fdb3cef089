import { useEffect, useRef, useState } from "react";
import { bookingHolding, reservedLabel } from "../../../shared/booking-hold";
import { openOrdersOf } from "../../../shared/restaurant-day";
import type { Bill } from "../../../shared/schemas/bills";
import { currentVisit, seatedNow, tableFloor } from "../../../shared/table-state";
import { type LocalTable, useBills, useOrders, useReservations, useServiceRequests, useTables } from "../../data/hooks";
import { useNow } from "../../lib/useNow";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { BillPanel, MakeBillButton, tableBillShown, VoidLines } from "../billing";
import { ServiceCalls } from "../calls";
import { ClearTableButton } from "./ClearTableButton";
import * as styles from "./Floor.css";
import { FloorOrder } from "./FloorOrder";
import { LineMove, TableMoves } from "./MoveControls";
import { OrderPad } from "./OrderPad";
import { TableTile } from "./TableTile";
import { useReadyAlerts } from "./useReadyAlerts";
import { WaiterOrders } from "./WaiterOrders";
import "../../ui/Toast/toastStrip.css";

const CLOCK_TICK_MS = 30_000;

/**
 * The captain's tool (docs/decisions/063-waiter-floor.md): diners' calls, every table's state live, a
 * table's open orders on one tap with Add to Order, and the orders to serve. Works from this device's
 * copy, so it keeps working through Wi-Fi drops.
 */
export function FloorBoard() {
  const orders = useOrders();
  const tables = useTables();
  const requests = useServiceRequests();
  const bills = useBills();
  const reservations = useReservations();
  const now = useNow(CLOCK_TICK_MS);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [ordering, setOrdering] = useState(false);
  // The bill Make Bill answered (made now or the open one), shown until another table is picked.
  const [made, setMade] = useState<Bill | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  // A tapped table's panel sits below the board: on a phone it would open out of sight.
  useEffect(() => {
    if (selectedId) panel.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [selectedId]);
  const open = orders ? openOrdersOf(orders) : [];
  useReadyAlerts(orders);
  const selected = tables?.find((table) => table.id === selectedId);
  // Only the party now at each table: the last party's paid bill and orders no longer speak for it.
  const visitOf = (table: LocalTable) =>
    currentVisit(
      table.visitStartedAt,
      open.filter((order) => order.tableId === table.id),
      (bills ?? []).filter((bill) => bill.tableId === table.id),
    );

  if (ordering && selected) return <OrderPad table={selected} onDone={() => setOrdering(false)} />;

  const selectedVisit = selected ? visitOf(selected) : null;
  const selectedOrders = selectedVisit?.orders ?? [];
  // All bills, not only the visit's: the bill just paid stays on the panel (change, receipt) though the visit it ended is over.
  const bill = selected ? tableBillShown(bills ?? [], selected.id, made) : null;
  // Orders on a bill stay where they are (docs/api.md, Moves and merges); the rest may move.
  const billedIds = new Set((bills ?? []).flatMap((anyBill) => anyBill.orderIds));
  const movable = selectedOrders.filter((order) => !billedIds.has(order.id));
  return (
    // data-toast-strip: "Sent to Kitchen" and the rest keep to a strip below the floor, never over a tile (ui/Toast/toastStrip.css.ts).
    <div className={styles.stack} data-toast-strip>
      <ServiceCalls />
      <Card title="Table Status" headingLevel={2} description="Tap a table to see its orders or take one.">
        {tables === undefined ? <p className={styles.muted}>Loading tables...</p> : null}
        {tables?.length === 0 ? <p className={styles.muted}>No tables configured</p> : null}
        <ul className={styles.grid} aria-label="Tables">
          {tables?.map((table) => {
            const visit = visitOf(table);
            const holding = bookingHolding(reservations ?? [], table.id, now);
            return (
              <TableTile
                key={table.id}
                tableNumber={table.tableNumber}
                floor={tableFloor(
                  visit.orders,
                  (requests ?? []).filter((request) => request.tableId === table.id),
                  visit.bills,
                  seatedNow(table),
                )}
                now={now}
                reserved={holding ? reservedLabel(holding) : null}
                selected={table.id === selectedId}
                onSelect={() => {
                  setSelectedId(table.id === selectedId ? null : table.id);
                  setMade(null);
                }}
              />
            );
          })}
        </ul>
      </Card>
      {selected ? (
        <div ref={panel} className={styles.panelAnchor}>
          <Card
            title={`Table ${selected.tableNumber}`}
            headingLevel={2}
            action={
              <Button size="lg" className={styles.big} onClick={() => setOrdering(true)}>
                {selectedOrders.length > 0 ? "Add to Order" : "Take Order"}
              </Button>
            }
          >
            <ServiceCalls tableId={selected.id} />
            {selectedOrders.length > 0 ? (
              <MakeBillButton tableId={selected.id} tableNumber={selected.tableNumber} onMade={setMade} />
            ) : null}
            {bill ? <BillPanel key={bill.id} bill={bill} onSplit={(answer) => setMade(answer.parts[0] ?? null)} /> : null}
            {/* The other parts of a split, each paid on its own. */}
            {(bills ?? [])
              .filter((other) => other.tableId === selected.id && other.status === "unpaid" && other.id !== bill?.id)
              .map((other) => (
                <BillPanel key={other.id} bill={other} />
              ))}
            {selectedOrders.length === 0 ? <p className={styles.muted}>No open orders</p> : null}
            {selectedOrders.length > 0 || (selectedVisit?.bills.length ?? 0) > 0 || seatedNow(selected) ? (
              <ClearTableButton tableId={selected.id} tableNumber={selected.tableNumber} />
            ) : null}
            <TableMoves
              table={selected}
              tables={tables ?? []}
              openCount={movable.length}
              onMoved={(tableId) => {
                setSelectedId(tableId);
                setMade(null);
              }}
            />
            <ul className={styles.list} aria-label={`Open orders of table ${selected.tableNumber}`}>
              {selectedOrders.map((order) => (
                <FloorOrder key={order.id} order={order}>
                  <VoidLines order={order} />
                  {billedIds.has(order.id) ? null : <LineMove order={order} tables={tables ?? []} />}
                </FloorOrder>
              ))}
            </ul>
          </Card>
        </div>
      ) : null}
      <WaiterOrders />
    </div>
  );
}
