import { lineKey, lineLabel } from "../menu-options";
import type { LineOption } from "../schemas/menu-options";

/**
 * GST on a restaurant bill (docs/billing.md): the modes a restaurant can be in, lines merged by dish, options
 * and price, CGST and SGST each half the rate, and the round-off to the whole rupee. Amounts in paise.
 */
export const GST_MODES = ["regular-5", "regular-18", "composition", "unregistered"] as const;
export type GstMode = (typeof GST_MODES)[number];

/** The whole GST rate of a mode, in percent; composition and unregistered restaurants collect none. */
export const GST_RATE_PERCENT: Record<GstMode, number> = { "regular-5": 5, "regular-18": 18, composition: 0, unregistered: 0 };

/** True when the diner pays GST on top of the menu's prices: a registered restaurant whose prices leave it out. */
export function gstOnTopOf({ gstMode, pricesIncludeGst }: TaxSettings): boolean {
  return GST_RATE_PERCENT[gstMode] > 0 && !pricesIncludeGst;
}

export const GST_MODE_LABELS: Record<GstMode, string> = {
  "regular-5": "Regular, 5 % GST",
  "regular-18": "18 % GST: restaurant in a hotel whose room tariff was above ₹7,500 in the previous year (from 1 April 2025)",
  composition: "Composition scheme (Bill of Supply)",
  unregistered: "Not registered for GST",
};

/** What a composition restaurant must print instead of tax lines (CGST Rules, rule 5(1)(g) and 46A). */
export const COMPOSITION_LEGEND = "Bill of Supply: composition taxable person, not eligible to collect tax on supplies";

/** One line of an order as the order stored it: price in whole rupees. */
export interface BillableLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
  /** The chosen options as the order keeps them; absent for a dish without options. */
  options?: readonly BillableOption[];
}

type BillableOption = Pick<LineOption, "groupId" | "choiceId" | "choiceName" | "kind">;

interface BillLine {
  name: string;
  quantity: number;
  unitPricePaise: number;
  amountPaise: number;
}

interface BillTotals {
  /** Before tax: the lines' sum, or with prices that include GST the taxable value inside it. */
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** To the whole rupee, half a rupee up: from -49 to +50 paise. */
  roundOffPaise: number;
  totalPaise: number;
}

export interface TaxSettings {
  gstMode: GstMode;
  pricesIncludeGst: boolean;
}

function assertCount(value: number, what: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${what} must be a whole number of at least ${min}`);
}

/** n / d rounded half up, in integers only (n ≥ 0, d > 0). */
function roundDiv(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** Lines of every order merged by dish, options and unit price, in the order they first appear; named with their options. */
export function mergeLines(lines: readonly BillableLine[]): BillLine[] {
  const merged = new Map<string, BillLine>();
  for (const line of lines) {
    assertCount(line.price, "A price", 0);
    assertCount(line.quantity, "A quantity", 1);
    const options = line.options ?? [];
    const key = `${lineKey(line.id, options)}\u0000${line.price}`;
    const unitPricePaise = line.price * 100;
    const seen = merged.get(key);
    if (seen) {
      seen.quantity += line.quantity;
      seen.amountPaise = seen.quantity * unitPricePaise;
    } else {
      merged.set(key, {
        name: lineLabel(line.name, options),
        quantity: line.quantity,
        unitPricePaise,
        amountPaise: line.quantity * unitPricePaise,
      });
    }
  }
  return [...merged.values()];
}

/** One half of the GST (CGST or SGST) on a taxable value: half the rate, rounded half up to the paisa. */
export function halfTaxOf(taxablePaise: number, gstMode: GstMode): number {
  assertCount(taxablePaise, "A taxable value", 0);
  return roundDiv(taxablePaise * GST_RATE_PERCENT[gstMode], 200);
}

/**
 * Subtotal, taxes, round-off and total of merged lines (docs/decisions/077-bill-reads-the-same.md).
 * Without GST in the prices, the subtotal is the lines' sum; with GST in them, it is the taxable value
 * inside the sum, to the paisa. Either way each half-tax is half the rate on that printed subtotal, so
 * the invoice checks out line by line; with prices that include GST the paisa or so this leaves from
 * the lines' sum goes into the round-off, and the total stays what the menu said.
 */
export function billTotals(lines: readonly BillLine[], { gstMode, pricesIncludeGst }: TaxSettings): BillTotals {
  const gross = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  assertCount(gross, "The lines' sum", 0);
  const rate = GST_RATE_PERCENT[gstMode];
  const subtotalPaise = pricesIncludeGst ? roundDiv(gross * 100, 100 + rate) : gross;
  const halfTax = halfTaxOf(subtotalPaise, gstMode);
  const beforeRounding = subtotalPaise + 2 * halfTax;
  const totalPaise = roundDiv(beforeRounding, 100) * 100;
  return { subtotalPaise, cgstPaise: halfTax, sgstPaise: halfTax, roundOffPaise: totalPaise - beforeRounding, totalPaise };
}
