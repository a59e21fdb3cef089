import { createFileRoute } from "@tanstack/react-router";
import { FloorPage } from "../../features/waiter/FloorPage";

export const Route = createFileRoute("/_staff/floor")({
  component: FloorPage,
});
