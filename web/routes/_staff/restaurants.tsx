import { createFileRoute } from "@tanstack/react-router";
import { RestaurantsPage } from "../../features/platform/RestaurantsPage";

export const Route = createFileRoute("/_staff/restaurants")({
  component: RestaurantsPage,
});
