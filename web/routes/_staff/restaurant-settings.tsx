import { createFileRoute } from "@tanstack/react-router";
import { RestaurantSettingsPage } from "../../features/settings/RestaurantSettingsPage";

export const Route = createFileRoute("/_staff/restaurant-settings")({
  component: RestaurantSettingsPage,
});
