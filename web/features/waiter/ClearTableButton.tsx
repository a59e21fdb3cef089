import { useMutate } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./Floor.css";

/**
 * Clear Table: the next party starts clean (docs/billing.md, A table's visit). Through the outbox, so
 * it works offline; the server refuses, in words, while a bill is unpaid or food is on its way.
 */
export function ClearTableButton({ tableId, tableNumber }: { tableId: string; tableNumber: string }) {
  const mutate = useMutate();
  const clear = async () => {
    try {
      await mutate.clearTable({ tableId });
      toast({ title: "Table Cleared", description: `Table ${tableNumber} is ready for the next party` });
    } catch {
      toast({ title: "Clear Failed", description: "Failed to clear the table", variant: "destructive" });
    }
  };
  return (
    <Button variant="secondary" size="lg" className={styles.big} onClick={() => void clear()}>
      Clear Table
    </Button>
  );
}
