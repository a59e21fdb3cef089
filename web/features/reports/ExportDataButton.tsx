import { useState } from "react";
import { restaurantDate } from "../../../shared/billing/bill-number";
import { useRestaurantSettings } from "../../data/hooks";
import { useSessionUser } from "../../data/session";
import { serverMessageOf } from "../../http/client";
import { Button } from "../../ui/Button/Button";
import { toast } from "../../ui/Toast/toastStore";
import { downloadCsv, fetchDayReport } from "./dayReport";

/** The Admin Dashboard's Export Data: today's bills as the same CSV as Reports (docs/billing.md). */
export function ExportDataButton() {
  const user = useSessionUser();
  // Today by the restaurant's business day (docs/decisions/092-shifts-and-the-business-day.md).
  const dayEndsAt = useRestaurantSettings()?.dayEndsAt;
  const [pending, setPending] = useState(false);
  const exportToday = async () => {
    if (!user) return;
    setPending(true);
    try {
      downloadCsv(await fetchDayReport(user.restaurantId, restaurantDate(new Date(), dayEndsAt)));
    } catch (error) {
      toast({ title: "Export Failed", description: serverMessageOf(error) ?? "Exporting needs the connection", variant: "destructive" });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" disabled={pending} onClick={() => void exportToday()}>
      Export Data
    </Button>
  );
}
