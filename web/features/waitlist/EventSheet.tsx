import { forwardRef } from "react";
import { cx } from "../../lib/cx";
import type { Paper } from "../printing";
import * as print from "../printing";
import { type Booking, eventReference } from "./booking";
import { istDay, istTime } from "./bookingTime";
import * as styles from "./EventSheet.css";

const PAPER_CLASS = { "80mm": print.roll, "58mm": print.roll58, a4: print.a4 } as const;

interface EventSheetProps {
  booking: Booking;
  dishes: readonly { id: string; name: string }[];
  tableNumber: string | null;
  paper: Paper;
  className?: string;
}

/**
 * An event as the kitchen reads it (docs/api.md, Waitlist and reservations): when, how many covers,
 * the set menu with its portions per guest and for all the covers, the occasion and the notes.
 */
export const EventSheet = forwardRef<HTMLElement, EventSheetProps>(function EventSheet(
  { booking, dishes, tableNumber, paper, className },
  ref,
) {
  const covers = booking.partySize;
  const nameOf = (id: string) => dishes.find((dish) => dish.id === id)?.name ?? "A dish no longer on the menu";
  return (
    <article ref={ref} className={cx(PAPER_CLASS[paper], styles.sheet, className)} data-paper={paper} aria-label="Event sheet">
      <h2 className={styles.title}>Event: {booking.occasion ?? "Set menu"}</h2>
      <dl className={styles.facts}>
        <dt>Date</dt>
        <dd>{istDay(booking.at)}</dd>
        <dt>Time</dt>
        <dd>{istTime(booking.at)}</dd>
        <dt>Covers</dt>
        <dd>
          {covers}
          {booking.event && booking.event.minimumGuests > covers ? ` (minimum ${booking.event.minimumGuests})` : ""}
        </dd>
        <dt>Table</dt>
        <dd>{tableNumber ?? "Any"}</dd>
        <dt>Guest</dt>
        <dd>{booking.name}</dd>
        <dt>Ref</dt>
        <dd>{eventReference(booking.id)}</dd>
      </dl>
      <h3 className={styles.heading}>Set menu</h3>
      <table className={styles.menu}>
        <thead>
          <tr>
            <th scope="col">Dish</th>
            <th scope="col">Per guest</th>
            <th scope="col">For {covers}</th>
          </tr>
        </thead>
        <tbody>
          {(booking.event?.setMenu ?? []).map((line) => (
            <tr key={line.menuItemId}>
              <td>{nameOf(line.menuItemId)}</td>
              <td>{line.quantity}</td>
              <td>{line.quantity * covers}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {booking.notes ? (
        <>
          <h3 className={styles.heading}>Notes</h3>
          <p className={styles.notes}>{booking.notes}</p>
        </>
      ) : null}
    </article>
  );
});
