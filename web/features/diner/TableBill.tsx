import { lazy, Suspense } from "react";
import { useTableBill } from "./useTableBill";

// The bill's card and its QR code library load only once the table has a bill (docs/diner-ordering.md, Budget).
const TableBillCard = lazy(() => import("./TableBillCard").then((module) => ({ default: module.TableBillCard })));

/** The table's bill on the diner's page, once staff have made it (docs/billing.md). */
export function TableBill({ qrCode }: { qrCode: string }) {
  const bill = useTableBill(qrCode);
  if (!bill) return null;
  return (
    <Suspense fallback={null}>
      <TableBillCard bill={bill} />
    </Suspense>
  );
}
