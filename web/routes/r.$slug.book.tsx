import { createFileRoute } from "@tanstack/react-router";
import { GuestBookingPage } from "../features/waitlist/GuestBookingPage";

export const Route = createFileRoute("/r/$slug/book")({
  component: BookRoute,
});

function BookRoute() {
  const { slug } = Route.useParams();
  return <GuestBookingPage slug={slug} />;
}
