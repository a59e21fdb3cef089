import type { Bill } from "../../../shared/schemas/bills";
import type { LocalBill } from "../../data/hooks";

/**
 * The bill a table's panel shows: the one Make Bill just answered (this device's copy once pulled, the
 * answer until then), else the table's latest unpaid bill; null for none.
 */
export function tableBillShown(bills: readonly LocalBill[], tableId: string, made: Bill | null): LocalBill | null {
  if (made && made.tableId === tableId) return bills.find((bill) => bill.id === made.id) ?? { ...made, pending: false };
  const unpaid = bills.filter((bill) => bill.tableId === tableId && bill.status === "unpaid");
  return unpaid.reduce<LocalBill | null>((latest, bill) => (latest && latest.createdAt > bill.createdAt ? latest : bill), null);
}
