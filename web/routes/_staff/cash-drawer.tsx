import { createFileRoute } from "@tanstack/react-router";
import { ShiftPage } from "../../features/shifts/ShiftPage";

export const Route = createFileRoute("/_staff/cash-drawer")({
  component: ShiftPage,
});
