import { billsCsv } from "../../../shared/billing/report";
import { type DayReport, dayReport } from "../../../shared/schemas/bills";
import { api } from "../../http/api";

/** A day's bills and payments (`GET /api/restaurants/{id}/reports/day`); admins only, and online. */
export async function fetchDayReport(restaurantId: string, date: string): Promise<DayReport> {
  return dayReport.parse(await api.get(`/api/restaurants/${restaurantId}/reports/day?date=${date}`));
}

/** Saves the day's bills and money changes as `bills-YYYY-MM-DD.csv`. */
export function downloadCsv(report: DayReport): void {
  const url = URL.createObjectURL(new Blob([billsCsv(report.bills, report.payments, report.changes)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `bills-${report.date}.csv`;
  link.click();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
