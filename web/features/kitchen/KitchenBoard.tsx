import { useCallback, useMemo, useState } from "react";
import { KITCHEN_COLUMNS } from "../../../shared/kitchen";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../../shared/order-status";
import type { OrderLine } from "../../../shared/schemas/orders";
import { allDayOf, atStation, PREP_MINUTES_DEFAULT } from "../../../shared/stations";
import { type LocalOrder, useList, useMutate, useOrders } from "../../data/hooks";
import { useSessionUser } from "../../data/session";
import { setSoundWanted, soundWanted } from "../../lib/chime";
import { useNow } from "../../lib/useNow";
import { useTapGuard } from "../../lib/useTapGuard";
import { Button } from "../../ui/Button/Button";
import { toast } from "../../ui/Toast/toastStore";
import { PrinterBanner, takeTabletTickets } from "../printers";
import { AllDayBar } from "./AllDayBar";
import * as styles from "./Kitchen.css";
import { KitchenTicket } from "./KitchenTicket";
import { KotSheet } from "./KotSheet";
import { autoKotWanted, setAutoKotWanted } from "./kotSetting";
import { NewOrderBanner } from "./NewOrderBanner";
import { StartService } from "./StartService";
import { StationPicker } from "./StationPicker";
import { chooseStation, chosenStation } from "./stationChoice";
import { TapSettling } from "./TapSettling";
import { useKotQueue } from "./useKotQueue";
import { useNewOrderAlerts } from "./useNewOrderAlerts";
import "../../ui/Toast/toastStrip.css";

const CLOCK_TICK_MS = 30_000;

/**
 * The chef's live kitchen screen: New Order, Confirmed and Preparing columns, oldest ticket first, each
 * moved on with one tap through the local data (works offline; docs/sync.md). New orders arrive live.
 * A device shows one station (remembered) or All: each ticket shows that station's lines, each bumped
 * Ready on its own, and the all-day bar counts what the station still has to make.
 */
export function KitchenBoard({ now: fixedNow }: { now?: Date }) {
  const orders = useOrders();
  const mutate = useMutate();
  const ticking = useNow(CLOCK_TICK_MS);
  const now = fixedNow ?? ticking;
  const [soundOn, setSoundOn] = useState(soundWanted);
  const arrivals = useNewOrderAlerts(orders, soundOn);
  const [autoKot, setAutoKot] = useState(autoKotWanted);
  const stations = useList("stations");
  const user = useSessionUser();
  // Tickets of stations without a network printer are this tablet's to print, once across tablets.
  const takeKot = useCallback(
    (order: LocalOrder) =>
      user
        ? takeTabletTickets(
            user.restaurantId,
            order.id,
            new Set((stations ?? []).filter((row) => row.printer === null).map((row) => row.id)),
          )
        : Promise.resolve(true),
    [user, stations],
  );
  const kots = useKotQueue(orders, autoKot, takeKot);

  const toggleAutoKot = () => {
    setAutoKotWanted(!autoKot);
    setAutoKot(!autoKot);
  };

  const setSound = (on: boolean) => {
    setSoundWanted(on);
    setSoundOn(on);
  };
  const toggleSound = () => setSound(!soundOn);

  const { settling, guard } = useTapGuard();

  const [remembered, setRemembered] = useState(chosenStation);
  // A remembered station that was deleted (or is another restaurant's) shows All.
  const station = stations?.find((row) => row.id === remembered) ?? null;
  const stationId = station?.id ?? null;
  const pickStation = (id: string | null) => {
    chooseStation(id);
    setRemembered(id);
  };
  const first = stations?.[0]?.id ?? null;
  const atThisStation = (order: LocalOrder) => order.items.some((line) => atStation(line, stationId, first));

  // Stable handlers, so a change to one order renders only its ticket (KitchenTicket is memoised).
  const { onLineReady, onMoveOn, onReady } = useMemo(() => {
    const guarded =
      <Args extends unknown[]>(write: (...args: Args) => Promise<unknown>, description: string) =>
      (...args: Args) =>
        guard(() => write(...args).catch(() => toast({ title: "Update Failed", description, variant: "destructive" })));
    return {
      onLineReady: guarded(
        (order: LocalOrder, line: OrderLine, ready: boolean) => mutate.markLineReady({ orderId: order.id, lineId: line.lineId, ready }),
        "Failed to mark the dish ready",
      ),
      onMoveOn: guarded(
        (order: LocalOrder, status: OrderStatus) => mutate.advanceOrder({ orderId: order.id, status }),
        "Failed to update order status",
      ),
      onReady: guarded(
        (order: LocalOrder, ready: boolean) => mutate.markOrderReady({ orderId: order.id, ready }),
        "Failed to mark the order ready",
      ),
    };
  }, [guard, mutate]);

  return (
    // data-toast-strip: toasts keep to a strip below the board, never over a ticket (ui/Toast/toastStrip.css.ts).
    <TapSettling.Provider value={settling}>
      <section aria-labelledby="kitchen-heading" className={styles.column} data-toast-strip>
        <StartService onStart={setSound} />
        <NewOrderBanner arrivals={arrivals} />
        <div className={styles.toolbar}>
          <h2 id="kitchen-heading" className={styles.columnTitle}>
            Kitchen Orders
          </h2>
          <Button variant="secondary" aria-pressed={soundOn} onClick={toggleSound}>
            {soundOn ? "Sound on" : "Turn sound on"}
          </Button>
          <Button variant="secondary" aria-pressed={autoKot} onClick={toggleAutoKot}>
            {autoKot ? "Printing new orders automatically" : "Print new orders automatically"}
          </Button>
        </div>
        <PrinterBanner stationId={stationId} />
        {stations && stations.length > 1 ? <StationPicker stations={stations} chosen={stationId} onChoose={pickStation} /> : null}
        {orders ? <AllDayBar rows={allDayOf(orders, stationId, first)} station={station?.name ?? "All stations"} /> : null}
        {orders === undefined ? (
          <p className={styles.muted} role="status">
            Loading orders...
          </p>
        ) : (
          <div className={styles.columns}>
            {KITCHEN_COLUMNS.map((status) => {
              // Oldest first: the ticket that has waited longest is the next to cook.
              const tickets = orders.filter((order) => order.status === status && atThisStation(order)).reverse();
              return (
                <section key={status} aria-label={ORDER_STATUS_LABELS[status]} className={styles.column}>
                  <h3 className={styles.columnTitle}>
                    {ORDER_STATUS_LABELS[status]} ({tickets.length})
                  </h3>
                  {tickets.length === 0 ? <p className={styles.muted}>Nothing here</p> : null}
                  <ul className={styles.tickets}>
                    {tickets.map((order) => (
                      <KitchenTicket
                        key={order.id}
                        order={order}
                        now={now}
                        onMoveOn={onMoveOn}
                        onPrintKot={kots.print}
                        onReady={onReady}
                        onLineReady={onLineReady}
                        stationId={stationId}
                        firstStationId={first}
                        prepMinutes={station?.prepMinutes ?? PREP_MINUTES_DEFAULT}
                      />
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
        {kots.printing ? <KotSheet key={kots.printing.serial} order={kots.printing.order} onPrinted={kots.printed} /> : null}
      </section>
    </TapSettling.Provider>
  );
}
