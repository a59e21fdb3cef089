import { createFileRoute } from "@tanstack/react-router";
import { CounterPage } from "../../features/takeout/CounterPage";

export const Route = createFileRoute("/_staff/counter")({
  component: CounterPage,
});
