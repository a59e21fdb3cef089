import { currentVisit, seatedNow, tableFloor } from "../../../shared/table-state";

/** What the host stand needs of a table: its number and seats, and where it stands. */
export interface StandTable {
  id: string;
  tableNumber: string;
  capacity: number;
  /** "free" now, "soon" (bill paid, asked or made: the party is leaving), or "busy". */
  availability: "free" | "soon" | "busy";
}

type Table = {
  id: string;
  tableNumber: string;
  capacity: number;
  isActive: boolean;
  visitStartedAt: string | null;
  seatedAt?: string | null;
};
type Order = Parameters<typeof currentVisit>[1][number] & { tableId: string | null };
type Bill = Parameters<typeof currentVisit>[2][number] & { tableId: string | null };
type Request = Parameters<typeof tableFloor>[1][number] & { tableId: string };

const SOON = new Set(["paid", "bill-asked", "billed"]);

/** The tables free now and likely to free soon, from the floor's own states (shared/table-state.ts). */
export function standTables(
  tables: readonly Table[],
  openOrders: readonly Order[],
  bills: readonly Bill[],
  requests: readonly Request[],
): StandTable[] {
  return tables
    .filter((table) => table.isActive)
    .map((table) => {
      const visit = currentVisit(
        table.visitStartedAt,
        openOrders.filter((order) => order.tableId === table.id),
        bills.filter((bill) => bill.tableId === table.id),
      );
      const { state } = tableFloor(
        visit.orders,
        requests.filter((request) => request.tableId === table.id),
        visit.bills,
        seatedNow(table),
      );
      const availability = state === "free" ? "free" : SOON.has(state) ? "soon" : "busy";
      return { id: table.id, tableNumber: table.tableNumber, capacity: table.capacity, availability };
    });
}

/** Minutes since `since`, whole. */
export function minutesWaited(since: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
}
