import { useState } from "react";
import { api } from "../../http/api";
import { Button } from "../../ui/Button/Button";
import { toast } from "../../ui/Toast/toastStore";
import { reportStaffError } from "../staff";
import * as styles from "./Tables.css";

interface ClearOrderLimitButtonProps {
  table: { id: string; tableNumber: string };
}

/**
 * Lets a table that used up its order budget (a large party, a stuck phone) take diners' orders again.
 * Online only: the budget lives in the server's memory, so there is nothing to replay later.
 */
export function ClearOrderLimitButton({ table }: ClearOrderLimitButtonProps) {
  const [pending, setPending] = useState(false);

  const clear = async () => {
    setPending(true);
    try {
      await api.delete(`/api/tables/${table.id}/order-limit`);
      toast({ title: `Table ${table.tableNumber} takes orders again`, description: "Its order limit was cleared." });
    } catch (error) {
      reportStaffError("Could not clear the order limit", error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="ghost"
      className={styles.tapTarget}
      aria-label={`Clear order limit of table ${table.tableNumber}`}
      disabled={pending}
      onClick={() => void clear()}
    >
      Clear order limit
    </Button>
  );
}
