import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { formatPaiseShort } from "../../../shared/billing/paise";
import { whatsAppLink } from "../../lib/whatsApp";
import { Badge } from "../../ui/Badge/Badge";
import { Button, buttonClassName } from "../../ui/Button/Button";
import * as styles from "./Bookings.css";
import { type Booking, depositDue, reminderMessage } from "./booking";
import { calendarHref, istDay, istTime } from "./bookingTime";
import { DepositDialog } from "./DepositDialog";
import * as stand from "./HostStand.css";

/** What the host can do with a booking; each resolves once queued (the outbox sends it). */
export interface BookingActions {
  confirm(id: string): Promise<unknown>;
  cancel(id: string): Promise<unknown>;
  noShow(id: string): Promise<unknown>;
  seat(id: string, tableId: string): Promise<unknown>;
  recordDeposit(id: string, deposit: { method: "upi" | "cash" | "card"; amountPaise: number }): Promise<unknown>;
}

interface BookingRowProps {
  booking: Booking;
  tables: readonly { id: string; tableNumber: string; capacity: number }[];
  /** Tables free now: a party is seated at one of these. */
  freeTableIds: ReadonlySet<string>;
  settings: { upiId: string; upiPayee: string; legalName: string } | null;
  restaurantName: string;
  /** The booking's day is shown, not only its time (a request for another day). */
  showDay?: boolean;
  actions: BookingActions;
}

const STATUS_WORDS: Record<Booking["status"], string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  seated: "Seated",
  cancelled: "Cancelled",
  "no-show": "No-show",
};

/** One booking on the host stand: who, when, where, and what the host can do with it. */
export function BookingRow({ booking, tables, freeTableIds, settings, restaurantName, showDay = false, actions }: BookingRowProps) {
  const tableNumber = (id: string | null) => tables.find((table) => table.id === id)?.tableNumber;
  const free = tables.filter((table) => freeTableIds.has(table.id) && table.id !== booking.tableId);
  const fits = free.filter((table) => table.capacity >= booking.partySize);
  // The booked table always comes first, even while held for this booking: the server says if it is not yet clear.
  const own = tables.filter((table) => table.id === booking.tableId);
  // A party bigger than any free table (an event) may still be seated at one, with tables joined.
  const offered = [...own, ...(fits.length > 0 ? fits : free)];
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? offered[0]?.id ?? "";
  const open = booking.status === "requested" || booking.status === "confirmed";
  const due = depositDue(booking);
  const booked = booking.tableId ? `Table ${tableNumber(booking.tableId) ?? "?"}` : "Any table";
  const when = `${showDay ? `${istDay(booking.at)}, ` : ""}${istTime(booking.at)}`;

  return (
    <li className={stand.entry} data-status={booking.status} aria-label={`${booking.name}, ${when}, party of ${booking.partySize}`}>
      <div className={stand.entryHead}>
        <strong>
          {when} · {booking.name} · {booking.partySize}
        </strong>
        <span className={stand.muted}>
          {booking.status === "seated" ? `Seated at table ${tableNumber(booking.seatedTableId) ?? "?"}` : booked}
          {booking.occasion ? ` · ${booking.occasion}` : ""}
          {booking.event
            ? ` · ₹${booking.event.pricePerHeadRupees.toLocaleString("en-IN")} a head, at least ${booking.event.minimumGuests}`
            : ""}
          {booking.notes ? ` · ${booking.notes}` : ""}
        </span>
        <span className={styles.badges}>
          <Badge tone={booking.status === "requested" ? "accent" : booking.status === "confirmed" ? "success" : "neutral"}>
            {STATUS_WORDS[booking.status]}
          </Badge>
          {booking.event ? <Badge tone="primary">Event</Badge> : null}
          {booking.event && due > 0 ? (
            <Badge tone={booking.depositPaise >= due ? "success" : "danger"}>
              {booking.depositPaise >= due
                ? `Deposit paid ${formatPaiseShort(booking.depositPaise)}`
                : `Deposit due ${formatPaiseShort(due - booking.depositPaise)}`}
            </Badge>
          ) : booking.depositPaise > 0 ? (
            <Badge tone="success">Deposit paid {formatPaiseShort(booking.depositPaise)}</Badge>
          ) : null}
        </span>
      </div>
      {open ? (
        <div className={stand.actions}>
          {booking.status === "requested" ? <Button onClick={() => void actions.confirm(booking.id)}>Confirm</Button> : null}
          <select aria-label={`Table for ${booking.name}`} value={chosen} onChange={(event) => setPicked(event.target.value)}>
            {offered.length === 0 ? <option value="">No free table</option> : null}
            {offered.map((table) => (
              <option key={table.id} value={table.id}>
                Table {table.tableNumber} ({table.capacity})
              </option>
            ))}
          </select>
          <Button disabled={chosen === ""} onClick={() => void actions.seat(booking.id, chosen)}>
            Seat
          </Button>
          <Button variant="secondary" onClick={() => void actions.noShow(booking.id)}>
            No-show
          </Button>
          <Button variant="secondary" onClick={() => void actions.cancel(booking.id)}>
            Cancel
          </Button>
        </div>
      ) : null}
      <div className={stand.actions}>
        <a className={buttonClassName({ variant: "ghost", size: "sm" })} href={calendarHref(booking.id)} download>
          Add to Calendar
        </a>
        <a
          className={buttonClassName({ variant: "ghost", size: "sm" })}
          href={whatsAppLink(booking.phone, reminderMessage(booking, restaurantName))}
          target="_blank"
          rel="noreferrer"
        >
          WhatsApp Reminder
        </a>
        {booking.event ? (
          <>
            <DepositDialog
              booking={booking}
              settings={settings}
              onRecord={async (deposit) => void (await actions.recordDeposit(booking.id, deposit))}
            />
            <Link
              to="/reservations/$reservationId/sheet"
              params={{ reservationId: booking.id }}
              className={buttonClassName({ variant: "ghost", size: "sm" })}
            >
              Event Sheet
            </Link>
          </>
        ) : null}
      </div>
    </li>
  );
}
