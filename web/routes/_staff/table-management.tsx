import { createFileRoute } from "@tanstack/react-router";
import { TableManagementPage } from "../../features/tables/TableManagementPage";

export const Route = createFileRoute("/_staff/table-management")({
  component: TableManagementPage,
});
