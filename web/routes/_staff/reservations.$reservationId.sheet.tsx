import { createFileRoute, useSearch } from "@tanstack/react-router";
import { EventSheetPage } from "../../features/waitlist/EventSheetPage";

export const Route = createFileRoute("/_staff/reservations/$reservationId/sheet")({
  // A4 unless the roll is asked for: the kitchen pins the sheet up.
  validateSearch: (search: Record<string, unknown>): { paper?: "80mm" } => (search.paper === "80mm" ? { paper: "80mm" } : {}),
  component: EventSheetRoute,
});

function EventSheetRoute() {
  const { reservationId } = Route.useParams();
  const { paper } = useSearch({ from: "/_staff/reservations/$reservationId/sheet" });
  return <EventSheetPage reservationId={reservationId} paper={paper} />;
}
