import { useEffect, useState } from "react";
import { type DinerBill, readDinerBill } from "./readBill";

/** Often enough that "Paid" shows while the diner is still at the counter, light enough for every table. */
const BILL_POLL_MS = 5_000;

/**
 * The table's latest bill (docs/billing.md), read from `GET /api/qr/{qrCode}/bill` when the page opens,
 * every few seconds while it is visible, and on return to it. Null until there is one; a failed read
 * keeps what was shown.
 */
export function useTableBill(qrCode: string): DinerBill | null {
  const [bill, setBill] = useState<DinerBill | null>(null);
  useEffect(() => {
    let current = true;
    const read = async () => {
      if (document.visibilityState === "hidden") return;
      try {
        const response = await fetch(`/api/qr/${encodeURIComponent(qrCode)}/bill`, { cache: "no-store" });
        if (!current) return;
        if (response.status === 204 || response.status === 404) setBill(null);
        else if (response.ok) setBill(readDinerBill(await response.json()));
      } catch {
        // Offline: the next tick or the return to the page tries again.
      }
    };
    void read();
    const timer = setInterval(() => void read(), BILL_POLL_MS);
    const onVisible = () => void read();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", onVisible);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", onVisible);
    };
  }, [qrCode]);
  return bill;
}
