import { useState } from "react";
import { bookingHolding, reservedLabel } from "../../../shared/booking-hold";
import { openOrdersOf } from "../../../shared/restaurant-day";
import { IN_QUEUE } from "../../../shared/schemas/waitlist";
import {
  useBills,
  useMenuItems,
  useMutate,
  useOrders,
  useReservations,
  useRestaurantSettings,
  useServiceRequests,
  useTables,
  useWaitlist,
} from "../../data/hooks";
import { useSessionUser } from "../../data/session";
import { useNow } from "../../lib/useNow";
import { whatsAppLink } from "../../lib/whatsApp";
import { Button, buttonClassName } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Page } from "../../ui/Page/Page";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./HostStand.css";
import { minutesWaited, standTables } from "./hostStand";
import { TodaysBookings } from "./TodaysBookings";

const CLOCK_TICK_MS = 30_000;

/**
 * The host stand (docs/api.md, Waitlist and reservations): the door's queue with each party's wait so
 * far and the wait it was quoted, tables free now and likely to free, and Notify, Seat, No-show and
 * Remove through the outbox, so it keeps working through Wi-Fi drops and is live on every device.
 */
export function HostStand() {
  const queue = useWaitlist()?.filter((entry) => IN_QUEUE.includes(entry.status));
  const tables = useTables();
  const orders = useOrders();
  const bills = useBills();
  const requests = useServiceRequests();
  const reservations = useReservations();
  const mutate = useMutate();
  const now = useNow(CLOCK_TICK_MS);
  const [seatAt, setSeatAt] = useState<Record<string, string>>({});
  const dishes = useMenuItems();
  const settings = useRestaurantSettings();
  const user = useSessionUser();
  const stand = standTables(tables ?? [], orders ? openOrdersOf(orders) : [], bills ?? [], requests ?? []);
  const free = stand.filter((table) => table.availability === "free");
  const soon = stand.filter((table) => table.availability === "soon");

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast({ title: done });
    } catch {
      // The mutator's own failure toast has said why.
    }
  };
  const nameOf = (id: string) => reservations?.find((booking) => booking.id === id)?.name ?? "The party";
  const bookingActions = {
    confirm: (id: string) => act(() => mutate.confirmReservation({ id }), `${nameOf(id)}'s booking confirmed`),
    cancel: (id: string) => act(() => mutate.cancelReservation({ id }), `${nameOf(id)}'s booking cancelled`),
    noShow: (id: string) => act(() => mutate.markReservationNoShow({ id }), `${nameOf(id)}: no-show`),
    seat: (id: string, tableId: string) => act(() => mutate.seatReservation({ id, tableId }), `${nameOf(id)} seated`),
    recordDeposit: (id: string, deposit: { method: "upi" | "cash" | "card"; amountPaise: number }) =>
      act(() => mutate.recordDeposit({ id, ...deposit }), "Deposit recorded"),
  };

  return (
    <Page title="Host Stand" lead="The queue at the door, today's bookings, tables free now and soon, and who to call next.">
      <div className={styles.layout}>
        <Card title="Queue" headingLevel={2} description={queue ? `${queue.length} waiting` : "Loading..."}>
          {queue?.length === 0 ? <p className={styles.muted}>Nobody is waiting</p> : null}
          <ol className={styles.queue} aria-label="Queue">
            {queue?.map((entry) => {
              // A table a booking holds goes last, named so, and seating a walk-in there asks first (shared/booking-hold.ts).
              const reservedOf = (tableId: string) => {
                const holding = bookingHolding(reservations ?? [], tableId, now);
                return holding ? reservedLabel(holding) : null;
              };
              const fits = free
                .filter((table) => table.capacity >= entry.partySize)
                .sort((a, b) => Number(reservedOf(a.id) !== null) - Number(reservedOf(b.id) !== null));
              const chosen = seatAt[entry.id] ?? fits[0]?.id ?? "";
              const quoted =
                entry.quotedMinMinutes === null ? "no estimate" : `quoted ${entry.quotedMinMinutes}–${entry.quotedMaxMinutes} min`;
              const message = `Hello ${entry.name}, your table for ${entry.partySize} is ready. Please come to the host stand.`;
              return (
                <li
                  key={entry.id}
                  className={styles.entry}
                  data-status={entry.status}
                  aria-label={`${entry.name}, party of ${entry.partySize}`}
                >
                  <div className={styles.entryHead}>
                    <strong>
                      {entry.position || "·"}. {entry.name} · {entry.partySize}
                    </strong>
                    <span className={styles.muted}>
                      waited {minutesWaited(entry.createdAt, now)} min · {quoted}
                      {entry.status === "notified" ? " · notified" : ""}
                    </span>
                  </div>
                  <div className={styles.actions}>
                    <Button onClick={() => void act(() => mutate.notifyGuest({ id: entry.id }), `${entry.name} notified`)}>Notify</Button>
                    <a
                      className={buttonClassName({ variant: "secondary" })}
                      href={whatsAppLink(entry.phone, message)}
                      target="_blank"
                      rel="noreferrer"
                    >
                      WhatsApp
                    </a>
                    <select
                      aria-label={`Table for ${entry.name}`}
                      value={chosen}
                      onChange={(event) => setSeatAt({ ...seatAt, [entry.id]: event.target.value })}
                    >
                      {fits.length === 0 ? <option value="">No free table fits</option> : null}
                      {fits.map((table) => (
                        <option key={table.id} value={table.id}>
                          Table {table.tableNumber} ({table.capacity}){reservedOf(table.id) ? ` · ${reservedOf(table.id)}` : ""}
                        </option>
                      ))}
                    </select>
                    <Button
                      disabled={chosen === ""}
                      onClick={() => {
                        const reserved = reservedOf(chosen);
                        const table = fits.find((candidate) => candidate.id === chosen);
                        if (
                          reserved &&
                          !window.confirm(`Table ${table?.tableNumber ?? ""} is ${reserved}. Seat ${entry.name} there anyway?`)
                        )
                          return;
                        void act(() => mutate.seatGuest({ id: entry.id, tableId: chosen }), `${entry.name} seated`);
                      }}
                    >
                      Seat
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => void act(() => mutate.markNoShow({ id: entry.id }), `${entry.name}: no-show`)}
                    >
                      No-show
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => void act(() => mutate.removeGuest({ id: entry.id }), `${entry.name} removed`)}
                    >
                      Remove
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        </Card>
        {user?.restaurantId ? (
          <TodaysBookings
            restaurantId={user.restaurantId}
            bookings={reservations}
            tables={tables ?? []}
            dishes={(dishes ?? []).filter((dish) => dish.isAvailable)}
            freeTableIds={new Set(free.map((table) => table.id))}
            settings={settings ?? null}
            restaurantName={settings ? settings.upiPayee || settings.legalName : "the restaurant"}
            now={now}
            actions={bookingActions}
          />
        ) : null}
        <Card title="Tables" headingLevel={2}>
          <h3 className={styles.subhead}>Free now</h3>
          <p data-testid="free-tables">
            {free.length === 0 ? "None" : free.map((table) => `${table.tableNumber} (${table.capacity})`).join(", ")}
          </p>
          <h3 className={styles.subhead}>Likely to free soon</h3>
          <p data-testid="soon-tables">
            {soon.length === 0 ? "None" : soon.map((table) => `${table.tableNumber} (${table.capacity})`).join(", ")}
          </p>
        </Card>
      </div>
    </Page>
  );
}
