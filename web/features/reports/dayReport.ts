import { billsCsv } from "../../../shared/billing/report";
import { type DayReport, dayReport } from "../../../shared/schemas/bills";
import { api } from "../../http/api";

/** A day's bills and payments (`GET /api/restaurants/{id}/reports/day`); admins only, and online. */
export async function fetchDayReport(restaurantId: string, date: string): Promise<DayReport> {
  return dayReport.parse(await api.get(`/api/restaurants/${restaurantId}/reports/day?date=${date}`));
}

/** The month's GST summary: the outlet's own, or through the owner's roll-up (one outlet, or every one with "all"). */
export function gstSummaryPath(outlet: string, owner: boolean, month: string): string {
  if (!owner) return `/api/restaurants/${outlet}/gst-summary?month=${month}`;
  return outlet === "all" ? `/api/owner/gst-summary?month=${month}` : `/api/owner/gst-summary?month=${month}&outlet=${outlet}`;
}

/** Several outlets' reports of one day as one (an owner's "all outlets together"): their bills, payments and changes side by side. */
export function mergeDayReports(date: string, reports: readonly DayReport[]): DayReport {
  return {
    date,
    bills: reports.flatMap((report) => report.bills),
    payments: reports.flatMap((report) => report.payments),
    refunds: reports.flatMap((report) => report.refunds),
    changes: reports.flatMap((report) => report.changes),
  };
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
