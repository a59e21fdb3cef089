import { useCallback, useState } from "react";
import { type Receipt as ReceiptData, receipt } from "../../../shared/schemas/bills";
import { api } from "../../http/api";
import { serverMessageOf } from "../../http/client";
import { Button } from "../../ui/Button/Button";
import { toast } from "../../ui/Toast/toastStore";
import { offscreen, printRoll, printTarget } from "../printing";
import { Receipt } from "./Receipt";

/**
 * Print Receipt from where the bill is taken (the waiter's table panel): the receipt is fetched, laid
 * out off the screen on the restaurant's roll (80 or 58 mm) and printed once drawn, QR code included.
 * It stays laid out until the panel closes, so printing again prints the same receipt.
 */
export function PrintReceiptButton({ billId }: { billId: string }) {
  const [loaded, setLoaded] = useState<{ receipt: ReceiptData; key: number } | null>(null);
  const [pending, setPending] = useState(false);

  const load = async () => {
    setPending(true);
    try {
      const answer = receipt.parse(await api.get(`/api/bills/${billId}/receipt`));
      setLoaded((previous) => ({ receipt: answer, key: (previous?.key ?? 0) + 1 }));
    } catch (error) {
      toast({
        title: "Print Failed",
        description: serverMessageOf(error) ?? "The bill could not be loaded. Printing a bill needs the connection.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button size="lg" variant="secondary" disabled={pending} onClick={() => void load()}>
        Print Receipt
      </Button>
      {loaded ? <PrintOnce key={loaded.key} receipt={loaded.receipt} /> : null}
    </>
  );
}

/** One print of a receipt: sent to the printer as soon as it is laid out and its QR code drawn. */
function PrintOnce({ receipt: data }: { receipt: ReceiptData }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [printed, setPrinted] = useState(false);
  const ready = useCallback(() => {
    if (!element || printed) return;
    setPrinted(true);
    printRoll(element, data.paperWidth);
  }, [element, printed, data.paperWidth]);
  return <Receipt ref={setElement} receipt={data} paper={data.paperWidth} className={`${offscreen} ${printTarget}`} onReady={ready} />;
}
