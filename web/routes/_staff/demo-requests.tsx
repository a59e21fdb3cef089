import { createFileRoute } from "@tanstack/react-router";
import { DemoRequestsPage } from "../../features/platform/DemoRequestsPage";

export const Route = createFileRoute("/_staff/demo-requests")({
  component: DemoRequestsPage,
});
