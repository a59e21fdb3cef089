import { createFileRoute, useSearch } from "@tanstack/react-router";
import { ReceiptPage } from "../../features/billing/ReceiptPage";
import type { Paper } from "../../features/printing/pageRule";

export const Route = createFileRoute("/_staff/bills/$billId/print")({
  validateSearch: (search: Record<string, unknown>): { paper: Paper } => ({ paper: search.paper === "a4" ? "a4" : "80mm" }),
  component: PrintBillRoute,
});

function PrintBillRoute() {
  const { billId } = Route.useParams();
  const { paper } = useSearch({ from: "/_staff/bills/$billId/print" });
  return <ReceiptPage billId={billId} paper={paper} />;
}
