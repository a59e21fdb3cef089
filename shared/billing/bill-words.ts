import { GST_MODES, GST_RATE_PERCENT, halfTaxOf } from "./gst";
import { formatPaiseShort } from "./paise";

/**
 * The words and sums of a bill, the same on the diner's phone, the staff's screens and the printed
 * receipt (docs/decisions/077-bill-reads-the-same.md).
 */
export interface BillFigures {
  lines: readonly { amountPaise: number }[];
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
  /** Bill changes (docs/billing.md): every discount, and the service charge added at the guest's request. */
  discountPaise?: number;
  serviceChargePaise?: number;
  /** A booking's deposit, counted against what is due after the Total (docs/decisions/103-advance-on-the-bill.md). */
  advancePaise?: number;
}

export interface BillTax {
  /** Half the GST rate, in percent (2.5 or 9); 0 for a bill without GST. */
  halfRatePercent: number;
  pricesIncludeGst: boolean;
}

export interface BillSum {
  label: string;
  paise: number;
  total?: true;
  /** How the amount reads where it is not a plain figure ("−₹2,000" for an advance). */
  shown?: string;
}

/** The line under the Total for a booking's deposit: "Advance paid −₹2,000". */
export const ADVANCE_PAID = "Advance paid";

const TAXED_RATES = GST_MODES.filter((mode) => GST_RATE_PERCENT[mode] > 0);

/**
 * The tax a bill was made with, read from its own figures for screens that have only the bill: the rate
 * whose half on the subtotal is its CGST (the nearest, for bills made before decision 077), and prices
 * with GST in them when the lines add up to more than the subtotal.
 */
export function billTaxOf(bill: BillFigures): BillTax {
  if (bill.cgstPaise === 0 || bill.subtotalPaise === 0) return { halfRatePercent: 0, pricesIncludeGst: false };
  const mode =
    TAXED_RATES.find((candidate) => halfTaxOf(bill.subtotalPaise, candidate) === bill.cgstPaise) ??
    [...TAXED_RATES].sort(
      (a, b) =>
        Math.abs(bill.cgstPaise * 200 - bill.subtotalPaise * GST_RATE_PERCENT[a]) -
        Math.abs(bill.cgstPaise * 200 - bill.subtotalPaise * GST_RATE_PERCENT[b]),
    )[0] ??
    "regular-5";
  const gross = bill.lines.reduce((sum, line) => sum + line.amountPaise, 0) - (bill.discountPaise ?? 0) + (bill.serviceChargePaise ?? 0);
  return { halfRatePercent: GST_RATE_PERCENT[mode] / 2, pricesIncludeGst: gross !== bill.subtotalPaise };
}

/** Subtotal (Taxable value when prices include GST), CGST @ 2.5%, SGST @ 2.5%, Round off, Total: as every surface shows them. */
export function billSums(bill: BillFigures, tax: BillTax = billTaxOf(bill)): BillSum[] {
  const taxed = tax.halfRatePercent > 0;
  return [
    ...(bill.discountPaise ? [{ label: "Discount", paise: -bill.discountPaise }] : []),
    ...(bill.serviceChargePaise ? [{ label: "Service charge", paise: bill.serviceChargePaise }] : []),
    { label: taxed && tax.pricesIncludeGst ? "Taxable value" : "Subtotal", paise: bill.subtotalPaise },
    ...(taxed
      ? [
          { label: `CGST @ ${tax.halfRatePercent}%`, paise: bill.cgstPaise },
          { label: `SGST @ ${tax.halfRatePercent}%`, paise: bill.sgstPaise },
        ]
      : []),
    { label: "Round off", paise: bill.roundOffPaise },
    { label: "Total", paise: bill.totalPaise, total: true },
    // After the Total: GST is on the whole, an advance only counts against what is due.
    ...(bill.advancePaise ? [{ label: ADVANCE_PAID, paise: -bill.advancePaise, shown: `−${formatPaiseShort(bill.advancePaise)}` }] : []),
  ];
}

/** The note under the sums when the menu's prices already held the GST. */
export const PRICES_INCLUDE_GST = "Prices include GST.";
