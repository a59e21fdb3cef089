import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useMenuItems, useReservations, useTables } from "../../data/hooks";
import { Button, buttonClassName } from "../../ui/Button/Button";
import { Page } from "../../ui/Page/Page";
import { type Paper, printTarget, screenOnly, usePageRule } from "../printing";
import { EventSheet } from "./EventSheet";
import * as stand from "./HostStand.css";

/**
 * An event's sheet for the kitchen, printed on A4 or an 80 mm roll with the browser's own print (docs/api.md,
 * Waitlist and reservations). Read from the device's own bookings, so it prints offline too.
 */
export function EventSheetPage({ reservationId, paper = "a4" }: { reservationId: string; paper?: Paper | undefined }) {
  const bookings = useReservations();
  const dishes = useMenuItems();
  const tables = useTables();
  const [printed, setPrinted] = useState<HTMLElement | null>(null);
  const pageRule = usePageRule(printed, paper);
  const booking = bookings?.find((one) => one.id === reservationId);
  const tableId = booking?.seatedTableId ?? booking?.tableId ?? null;
  const tableNumber = tables?.find((table) => table.id === tableId)?.tableNumber ?? null;

  return (
    <Page title="Event Sheet" lead={paper === "a4" ? "A4 paper" : "80 mm thermal roll"}>
      <style>{pageRule}</style>
      <div className={`${stand.actions} ${screenOnly}`}>
        <Button size="lg" disabled={!booking} onClick={() => window.print()}>
          Print
        </Button>
        <Link
          to="/reservations/$reservationId/sheet"
          params={{ reservationId }}
          search={paper === "a4" ? { paper: "80mm" } : {}}
          className={buttonClassName({ variant: "secondary", size: "lg" })}
        >
          {paper === "a4" ? "Roll instead" : "A4 instead"}
        </Link>
        <Link to="/host-stand" className={buttonClassName({ variant: "secondary", size: "lg" })}>
          Back to Host Stand
        </Link>
      </div>
      {bookings === undefined ? (
        <p role="status" className={stand.muted}>
          Loading booking...
        </p>
      ) : !booking ? (
        <p role="alert">This booking is not on this device: it may be older than a day.</p>
      ) : (
        <EventSheet
          ref={setPrinted}
          booking={booking}
          dishes={dishes ?? []}
          tableNumber={tableNumber}
          paper={paper}
          className={printTarget}
        />
      )}
    </Page>
  );
}
