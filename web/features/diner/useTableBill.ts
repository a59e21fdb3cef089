import { useState } from "react";
import type { DinerBill } from "./readBill";
import { useLiveRead } from "./tableEvents";

/**
 * The bill of the party at the table (docs/billing.md, A table's visit), read from
 * `GET /api/qr/{qrCode}/bill` when the page opens, when the table's stream says it changed, on return
 * to the page, and every few seconds while the stream is down. The number of a bill this phone saw
 * goes with each read, so the phone still sees it paid once the payment has ended the visit. Null
 * until there is one; a failed read keeps what was shown.
 */
export function useTableBill(qrCode: string): DinerBill | null {
  const [bill, setBill] = useState<DinerBill | null>(null);
  useLiveRead(qrCode, ["bill"], async () => {
    const seen = bill ? `?number=${encodeURIComponent(bill.number)}` : "";
    try {
      const response = await fetch(`/api/qr/${encodeURIComponent(qrCode)}/bill${seen}`, { cache: "no-store" });
      if (response.status === 204 || response.status === 404) setBill(null);
      else if (response.ok) {
        // Its reader comes with the first bill, not in a guest's first download (docs/diner-ordering.md, Budget).
        const { readDinerBill } = await import("./readBill");
        setBill(readDinerBill(await response.json()));
      }
    } catch {
      // Offline: the next tick, the stream's word or the return to the page tries again.
    }
  });
  return bill;
}
