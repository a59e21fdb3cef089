import { createFileRoute, useSearch } from "@tanstack/react-router";
import { ReceiptPage } from "../../features/billing/ReceiptPage";
import { PAPERS, type Paper } from "../../features/printing/papers";

export const Route = createFileRoute("/_staff/bills/$billId/print")({
  // Without a paper, the roll the restaurant's settings name.
  validateSearch: (search: Record<string, unknown>): { paper?: Paper } => {
    const paper = PAPERS.find((known) => known === search.paper);
    return paper ? { paper } : {};
  },
  component: PrintBillRoute,
});

function PrintBillRoute() {
  const { billId } = Route.useParams();
  const { paper } = useSearch({ from: "/_staff/bills/$billId/print" });
  return <ReceiptPage billId={billId} paper={paper} />;
}
