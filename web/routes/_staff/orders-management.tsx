import { createFileRoute } from "@tanstack/react-router";
import { OrdersManagementPage } from "../../features/orders/OrdersManagementPage";

export const Route = createFileRoute("/_staff/orders-management")({
  component: OrdersManagementPage,
});
