import { lazy, Suspense } from "react";
import type { DinerLanguage } from "../../../shared/languages";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { retryImport } from "../../lib/retryImport";
import { useTableBill } from "./useTableBill";

// The bill's card and its QR code library load only once the table has a bill (docs/diner-ordering.md, Budget).
const TableBillCard = lazy(() => retryImport(() => import("./TableBillCard")).then((module) => ({ default: module.TableBillCard })));

export interface TableBillProps {
  qrCode: string;
  /** The menu in English, as the server names the bill's lines, to name them in `language`. */
  menu: readonly DinerMenuItem[];
  language: DinerLanguage;
}

/** The table's bill on the diner's page, once staff have made it (docs/billing.md). */
export function TableBill({ qrCode, menu, language }: TableBillProps) {
  const bill = useTableBill(qrCode);
  if (!bill) return null;
  return (
    <Suspense fallback={null}>
      <TableBillCard bill={bill} menu={menu} language={language} />
    </Suspense>
  );
}
