import { useRef, useState } from "react";
import { restaurantDate } from "../../../shared/billing/bill-number";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Dialog, DialogContent } from "../../ui/Dialog/Dialog";
import { toast } from "../../ui/Toast/toastStore";
import { BookingForm, type BookingFormProps } from "./BookingForm";
import { type BookingActions, BookingRow } from "./BookingsCard";
import type { Booking } from "./booking";
import { istDate } from "./bookingTime";
import * as stand from "./HostStand.css";

interface TodaysBookingsProps extends Pick<BookingFormProps, "restaurantId" | "dishes"> {
  /** undefined while the list loads. */
  bookings: readonly Booking[] | undefined;
  tables: BookingFormProps["tables"];
  freeTableIds: ReadonlySet<string>;
  settings: { upiId: string; upiPayee: string; legalName: string; dayEndsAt?: string | undefined } | null;
  restaurantName: string;
  now: Date;
  actions: BookingActions;
}

/**
 * The host stand's bookings (docs/api.md, Waitlist and reservations): today's, soonest first, and the
 * website's requests for later days still to confirm; New Reservation takes one at the stand or by phone.
 */
export function TodaysBookings({
  bookings,
  tables,
  freeTableIds,
  settings,
  restaurantName,
  now,
  actions,
  restaurantId,
  dishes,
}: TodaysBookingsProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const today = restaurantDate(now, settings?.dayEndsAt);
  const todays = bookings?.filter((booking) => restaurantDate(new Date(booking.at), settings?.dayEndsAt) === today) ?? [];
  const later =
    bookings?.filter((booking) => booking.status === "requested" && restaurantDate(new Date(booking.at), settings?.dayEndsAt) > today) ??
    [];
  const row = (booking: Booking, showDay = false) => (
    <BookingRow
      key={booking.id}
      booking={booking}
      tables={tables}
      freeTableIds={freeTableIds}
      settings={settings}
      restaurantName={restaurantName}
      showDay={showDay}
      actions={actions}
    />
  );

  return (
    <Card
      title="Bookings Today"
      headingLevel={2}
      description={bookings ? `${todays.length} today` : "Loading..."}
      action={
        <Button ref={opener} onClick={() => setOpen(true)}>
          New Reservation
        </Button>
      }
    >
      {bookings && todays.length === 0 ? <p className={stand.muted}>No bookings today</p> : null}
      <ol className={stand.queue} aria-label="Bookings today">
        {todays.map((booking) => row(booking))}
      </ol>
      {later.length > 0 ? (
        <>
          <h3 className={stand.subhead}>Requests to confirm</h3>
          <ol className={stand.queue} aria-label="Requests to confirm">
            {later.map((booking) => row(booking, true))}
          </ol>
        </>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="New Reservation" returnFocusTo={opener}>
          <BookingForm
            restaurantId={restaurantId}
            tables={tables}
            dishes={dishes}
            today={istDate(now)}
            onBooked={(booked) => {
              setOpen(false);
              toast({ title: "Reservation Saved", description: `${booked.name}'s booking is confirmed` });
            }}
          />
        </DialogContent>
      </Dialog>
    </Card>
  );
}
