import { createFileRoute } from "@tanstack/react-router";
import { HostStand } from "../../features/waitlist/HostStand";

export const Route = createFileRoute("/_staff/host-stand")({
  component: HostStand,
});
