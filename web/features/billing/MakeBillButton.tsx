import { useRef, useState } from "react";
import type { Bill } from "../../../shared/schemas/bills";
import { useSyncActions, useSyncStatus } from "../../data/hooks";
import { newId } from "../../data/ids";
import { useSessionUser } from "../../data/session";
import { serverMessageOf } from "../../http/client";
import { useOnline } from "../../lib/useOnline";
import { Button } from "../../ui/Button/Button";
import { toast } from "../../ui/Toast/toastStore";
import { BillChangesForm } from "./BillChangesForm";
import * as styles from "./Billing.css";
import { makeBill } from "./makeBill";

interface MakeBillButtonProps {
  tableId: string;
  tableNumber: string;
  /** The bill made, or the table's open bill another device made a moment before. */
  onMade?: (bill: Bill) => void;
}

/**
 * Make Bill for one table: on Orders Management and on the waiter's table panel. Needs the connection (the server numbers bills); offline the button says so.
 */
export function MakeBillButton({ tableId, tableNumber, onMade }: MakeBillButtonProps) {
  const user = useSessionUser();
  const browserOnline = useOnline();
  const status = useSyncStatus();
  const { refresh } = useSyncActions();
  const online = browserOnline && (status?.online ?? true);
  const [pending, setPending] = useState(false);
  // Lines, discount, service charge: the form for a bill that is not simply everything.
  const [changing, setChanging] = useState(false);
  // One key per table until the bill is made: a second tap after a lost answer is the same request.
  const key = useRef(newId());

  const make = async () => {
    if (!user) return;
    setPending(true);
    try {
      const bill = await makeBill(user.restaurantId, { tableId }, key.current);
      key.current = newId();
      await refresh(["bills", "orders", "serviceRequests"]);
      toast({ title: "Bill Made", description: `Bill ${bill.number} for table ${tableNumber}` });
      onMade?.(bill);
    } catch (error) {
      toast({
        title: "Bill Not Made",
        description: serverMessageOf(error) ?? "Could not reach the server. Try again.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.lines}>
      <span className={styles.row}>
        <Button size="lg" disabled={!online || pending} onClick={() => void make()} aria-label={`Make Bill for table ${tableNumber}`}>
          Make Bill
        </Button>
        <Button
          size="lg"
          variant="secondary"
          disabled={!online && !changing}
          aria-expanded={changing}
          onClick={() => setChanging(!changing)}
        >
          Bill with Changes
        </Button>
        {online ? null : <span className={styles.muted}>Making a bill needs the connection</span>}
      </span>
      {/* Kept while the connection blinks, so what the waiter typed stays; it sends only online. */}
      {changing ? (
        <BillChangesForm
          tableId={tableId}
          tableNumber={tableNumber}
          online={online}
          onMade={(bill) => {
            setChanging(false);
            onMade?.(bill);
          }}
        />
      ) : null}
    </div>
  );
}
