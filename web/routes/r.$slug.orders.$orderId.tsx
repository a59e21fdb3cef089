import { createFileRoute } from "@tanstack/react-router";
import { TrackingPage } from "../features/takeout/TrackingPage";

export const Route = createFileRoute("/r/$slug/orders/$orderId")({
  component: SiteTrackingRoute,
});

function SiteTrackingRoute() {
  const { orderId } = Route.useParams();
  return <TrackingPage orderId={orderId} />;
}
