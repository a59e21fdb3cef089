import { createFileRoute } from "@tanstack/react-router";
import { QrPrintSheetPage } from "../../features/tables/QrPrintSheet";

export const Route = createFileRoute("/_staff/print-qr-codes")({
  component: QrPrintSheetPage,
});
