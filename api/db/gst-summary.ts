import { GST_MODES } from "../../shared/billing/gst";
import { monthBounds, type SummaryBill } from "../../shared/billing/gst-summary";
import type { Db } from "./connection";

/** Whether a stored bill was cancelled: the bill changes' statuses plug in here; today no bill is. */
export const isCancelledBill = (status: string): boolean => status === "cancelled";

/** The bills dated in a calendar month (IST), with the GST mode each was made under. */
export async function billsOfMonth(db: Db, restaurantIds: readonly string[], month: string): Promise<SummaryBill[]> {
  if (restaurantIds.length === 0) return [];
  const { from, to } = monthBounds(month);
  const rows = await db
    .selectFrom("bills")
    .select(["number", "issuer", "subtotalPaise", "cgstPaise", "sgstPaise", "status"])
    .where("restaurantId", "in", [...restaurantIds])
    .where("createdAt", ">=", from)
    .where("createdAt", "<", to)
    .execute();
  return rows.map((row) => {
    // The issuer is written only by api/db/bills.ts; its mode is what the bill printed.
    const { gstMode } = JSON.parse(row.issuer) as { gstMode?: string };
    return {
      number: row.number,
      gstMode: GST_MODES.find((mode) => mode === gstMode) ?? "unregistered",
      subtotalPaise: row.subtotalPaise,
      cgstPaise: row.cgstPaise,
      sgstPaise: row.sgstPaise,
      cancelled: isCancelledBill(row.status),
    };
  });
}
