import { createFileRoute } from "@tanstack/react-router";
import { DoorPage } from "../features/waitlist/DoorPage";

export const Route = createFileRoute("/w/$slug")({
  component: DoorRoute,
});

function DoorRoute() {
  const { slug } = Route.useParams();
  return <DoorPage slug={slug} />;
}
