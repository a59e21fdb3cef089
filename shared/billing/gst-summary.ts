import { restaurantDayBounds } from "./bill-number";
import { GST_RATE_PERCENT, type GstMode } from "./gst";
import { paiseAsDecimal } from "./paise";
import { csvField, UTF8_BOM } from "./report";

/**
 * The month's GST summary for the accountant (docs/api.md, GST summary): the GSTR-1 B2C summary by
 * rate, the GSTR-3B outward supplies, the documents issued per series and the HSN/SAC summary. Pure,
 * so its totals are held to the bills' own by a property test. Amounts in paise.
 */

/** Restaurant service (SAC 996331): every bill Rasoi makes is this one supply. */
export const RESTAURANT_SAC = "996331";

export interface SummaryBill {
  number: string;
  /** The GST mode the bill was made under (its issuer's, as printed). */
  gstMode: GstMode;
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** Cancelled bills stay in the series' count and leave every total. */
  cancelled: boolean;
}

interface TaxFigures {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export interface GstSummary {
  month: string;
  byRate: ({ ratePercent: number } & TaxFigures)[];
  compositionTurnoverPaise: number;
  /** Bills made while not registered: no tax, and no return of theirs. */
  unregisteredTurnoverPaise: number;
  cancelledBills: number;
  /** Per series (the financial year's prefix): the first and last number issued, how many, how many cancelled. */
  series: { series: string; first: string; last: string; count: number; cancelled: number }[];
  hsn: ({ code: string } & TaxFigures)[];
  /** GSTR-3B 3.1(a): outward taxable supplies and their tax; equal to the sum of byRate. */
  totals: TaxFigures & { billCount: number };
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The first instant of a calendar month in IST and of the next, as stored (ISO-8601 UTC): invoices are dated by the calendar. */
export function monthBounds(month: string): { from: string; to: string } {
  if (!MONTH_PATTERN.test(month)) throw new RangeError(`Not a month: ${month}`);
  const [year, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { from: restaurantDayBounds(`${month}-01`, "00:00").from, to: restaurantDayBounds(`${next}-01`, "00:00").from };
}

const add = (into: TaxFigures, bill: SummaryBill) => {
  into.taxablePaise += bill.subtotalPaise;
  into.cgstPaise += bill.cgstPaise;
  into.sgstPaise += bill.sgstPaise;
};

const zero = (): TaxFigures => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 });

/** "2026-27/000042" is the 42nd of series "2026-27". */
function seriesOf(number: string): { series: string; sequence: number } {
  const cut = number.lastIndexOf("/");
  return { series: number.slice(0, cut), sequence: Number(number.slice(cut + 1)) };
}

export function gstSummary(month: string, bills: readonly SummaryBill[]): GstSummary {
  const byRate = new Map<number, TaxFigures>();
  const totals = { ...zero(), billCount: 0 };
  let compositionTurnoverPaise = 0;
  let unregisteredTurnoverPaise = 0;
  let cancelledBills = 0;
  const series = new Map<
    string,
    { series: string; first: string; last: string; min: number; max: number; count: number; cancelled: number }
  >();
  for (const bill of bills) {
    const { series: name, sequence } = seriesOf(bill.number);
    const seen = series.get(name) ?? {
      series: name,
      first: bill.number,
      last: bill.number,
      min: sequence,
      max: sequence,
      count: 0,
      cancelled: 0,
    };
    if (sequence < seen.min) Object.assign(seen, { min: sequence, first: bill.number });
    if (sequence > seen.max) Object.assign(seen, { max: sequence, last: bill.number });
    seen.count += 1;
    if (bill.cancelled) seen.cancelled += 1;
    series.set(name, seen);
    if (bill.cancelled) {
      cancelledBills += 1;
      continue;
    }
    const rate = GST_RATE_PERCENT[bill.gstMode];
    if (bill.gstMode === "composition") compositionTurnoverPaise += bill.subtotalPaise;
    else if (rate === 0) unregisteredTurnoverPaise += bill.subtotalPaise;
    else {
      const figures = byRate.get(rate) ?? zero();
      add(figures, bill);
      byRate.set(rate, figures);
      add(totals, bill);
      totals.billCount += 1;
    }
  }
  const rates = [...byRate.entries()].sort(([a], [b]) => a - b).map(([ratePercent, figures]) => ({ ratePercent, ...figures }));
  return {
    month,
    byRate: rates,
    compositionTurnoverPaise,
    unregisteredTurnoverPaise,
    cancelledBills,
    series: [...series.values()].sort((a, b) => a.series.localeCompare(b.series)).map(({ min: _min, max: _max, ...one }) => one),
    hsn:
      totals.billCount === 0
        ? []
        : [{ code: RESTAURANT_SAC, taxablePaise: totals.taxablePaise, cgstPaise: totals.cgstPaise, sgstPaise: totals.sgstPaise }],
    totals,
  };
}

/** The summary as CSV, one section after another, amounts in rupees with two decimals. */
export function gstSummaryCsv(summary: GstSummary): string {
  const rows: string[][] = [
    ["GST summary", summary.month],
    [],
    ["Rate %", "Taxable value", "CGST", "SGST"],
    ...summary.byRate.map((rate) => [String(rate.ratePercent), ...[rate.taxablePaise, rate.cgstPaise, rate.sgstPaise].map(paiseAsDecimal)]),
    ["Total", ...[summary.totals.taxablePaise, summary.totals.cgstPaise, summary.totals.sgstPaise].map(paiseAsDecimal)],
    [],
    ["Composition turnover", paiseAsDecimal(summary.compositionTurnoverPaise)],
    ["Turnover while not registered", paiseAsDecimal(summary.unregisteredTurnoverPaise)],
    ["Bills cancelled", String(summary.cancelledBills)],
    [],
    ["Series", "First", "Last", "Count", "Cancelled"],
    ...summary.series.map((one) => [one.series, one.first, one.last, String(one.count), String(one.cancelled)]),
    [],
    ["HSN/SAC", "Taxable value", "CGST", "SGST"],
    ...summary.hsn.map((one) => [one.code, ...[one.taxablePaise, one.cgstPaise, one.sgstPaise].map(paiseAsDecimal)]),
  ];
  return `${UTF8_BOM}${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
