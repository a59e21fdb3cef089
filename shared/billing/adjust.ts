import { type BillableLine, GST_RATE_PERCENT, halfTaxOf, mergeLines, type TaxSettings } from "./gst";

/**
 * Discounts, service charge and splits of a bill (docs/billing.md, Bill changes), in integer paise.
 * Tax is on the value after discount, and the service charge is taxed with the supply
 * (docs/decisions/086-discounts-service-charge-and-splits.md).
 */

export const DISCOUNT_KINDS = ["percent", "amount"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A percent of an amount (a whole number, 1 to 100), or an amount in paise. */
export interface DiscountSpec {
  kind: DiscountKind;
  value: number;
}

/** n / d rounded half up, in integers only (n ≥ 0, d > 0). */
function roundDiv(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** The discount on `amountPaise`: its percent rounded half up, or the amount, never more than the amount itself. */
export function discountPaiseOf(amountPaise: number, { kind, value }: DiscountSpec): number {
  const off = kind === "percent" ? roundDiv(amountPaise * value, 100) : value;
  return Math.max(0, Math.min(off, amountPaise));
}

/** 100 % off a line: the complimentary item, which always needs an admin. */
export const isComplimentary = (spec: DiscountSpec): boolean => spec.kind === "percent" && spec.value >= 100;

/** What of one order line a bill holds, with its discount (already in paise) and the reason for it. */
export interface HeldLine extends BillableLine {
  lineId: string;
  orderId: string;
  discountPaise: number;
  discountReason: string;
}

/** A line as the bill prints it; discounted lines stand alone with their discount, the rest merge by dish. */
export interface AdjustedBillLine {
  name: string;
  quantity: number;
  unitPricePaise: number;
  amountPaise: number;
  discountPaise?: number;
  discountReason?: string;
}

export interface BillFigures {
  /** Every discount, the lines' and the bill's, in the menu's prices. */
  discountPaise: number;
  serviceChargePaise: number;
  /** The taxable value: the food after discount (without the GST inside prices that include it) and the service charge. */
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
}

export interface PricedBill extends BillFigures {
  lines: AdjustedBillLine[];
  /** What the food sold for before any discount. */
  grossPaise: number;
}

export interface BillAdjustments extends TaxSettings {
  billDiscount?: DiscountSpec | undefined;
  /** The percent of the taxable food value; null or undefined: no service charge on this bill. */
  serviceChargePercent?: number | null | undefined;
}

const grossOf = (line: BillableLine): number => line.price * 100 * line.quantity;

/** The lines a bill prints: undiscounted ones merged by dish, options and price; discounted ones each with its discount. */
export function printedLines(held: readonly HeldLine[]): AdjustedBillLine[] {
  const plain = mergeLines(held.filter((line) => line.discountPaise === 0));
  const discounted = held
    .filter((line) => line.discountPaise > 0)
    .map((line) => {
      const [printed] = mergeLines([line]);
      if (!printed) throw new RangeError("A line merges into one");
      return { ...printed, discountPaise: line.discountPaise, discountReason: line.discountReason };
    });
  return [...plain, ...discounted];
}

/**
 * The figures of a bill of `held` lines: line discounts (already on the lines), then the bill's discount
 * on what is left, the service charge on the taxable food value, GST on the food after discount plus the
 * service charge, and the round-off to the whole rupee.
 */
export function priceBill(
  held: readonly HeldLine[],
  { billDiscount, serviceChargePercent, gstMode, pricesIncludeGst }: BillAdjustments,
): PricedBill {
  const grossPaise = held.reduce((sum, line) => sum + grossOf(line), 0);
  const lineDiscounts = held.reduce((sum, line) => sum + line.discountPaise, 0);
  const afterLines = grossPaise - lineDiscounts;
  const billDiscountPaise = billDiscount ? discountPaiseOf(afterLines, billDiscount) : 0;
  const food = afterLines - billDiscountPaise;
  const rate = GST_RATE_PERCENT[gstMode];
  const foodTaxable = pricesIncludeGst ? roundDiv(food * 100, 100 + rate) : food;
  const serviceChargePaise = serviceChargePercent ? roundDiv(foodTaxable * serviceChargePercent, 100) : 0;
  const subtotalPaise = foodTaxable + serviceChargePaise;
  const halfTax = halfTaxOf(subtotalPaise, gstMode);
  const beforeRounding = subtotalPaise + 2 * halfTax;
  const totalPaise = roundDiv(beforeRounding, 100) * 100;
  return {
    lines: printedLines(held),
    grossPaise,
    discountPaise: lineDiscounts + billDiscountPaise,
    serviceChargePaise,
    subtotalPaise,
    cgstPaise: halfTax,
    sgstPaise: halfTax,
    roundOffPaise: totalPaise - beforeRounding,
    totalPaise,
  };
}

/**
 * `total` shared out in proportion to `weights` (whole numbers, at least 0), to the unit: each share is
 * its exact part rounded down or up, the units left over going to the largest remainders (the earlier
 * part on a tie), so the shares always add up to `total`. All-zero weights share equally; a negative
 * total is shared as its size and negated.
 */
export function largestRemainder(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) throw new RangeError("Shares need at least one weight");
  if (total < 0) return largestRemainder(-total, weights).map((share) => -share || 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  const used = sum === 0 ? weights.map(() => 1) : weights;
  const whole = BigInt(sum === 0 ? weights.length : sum);
  const exact = used.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((value) => value / whole);
  let left = total - shares.reduce((a, b) => a + Number(b), 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value % whole }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index));
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1;
  }
  return shares.map(Number);
}

/**
 * A bill's figures shared among parts in proportion to `weights` (docs/decisions/086-…): each figure by
 * largest remainder, the total their sum. So the parts' discounts, service charges, subtotals, taxes,
 * round-offs and totals each add up to the whole bill's to the paisa, and each part's round-off is its
 * share of the bill's, within ±50 paise.
 */
export function splitFigures(whole: BillFigures, weights: readonly number[]): BillFigures[] {
  const share = (figure: number) => largestRemainder(figure, weights);
  const discount = share(whole.discountPaise);
  const service = share(whole.serviceChargePaise);
  const subtotal = share(whole.subtotalPaise);
  const cgst = share(whole.cgstPaise);
  const sgst = share(whole.sgstPaise);
  const roundOff = share(whole.roundOffPaise);
  return weights.map((_, index) => {
    const part = {
      discountPaise: discount[index] ?? 0,
      serviceChargePaise: service[index] ?? 0,
      subtotalPaise: subtotal[index] ?? 0,
      cgstPaise: cgst[index] ?? 0,
      sgstPaise: sgst[index] ?? 0,
      roundOffPaise: roundOff[index] ?? 0,
    };
    return { ...part, totalPaise: part.subtotalPaise + part.cgstPaise + part.sgstPaise + part.roundOffPaise };
  });
}

/** What of a held line goes to one part. */
export interface PartLine {
  lineId: string;
  quantity: number;
}

/**
 * A bill's held lines shared among parts by items: each part gets the quantities it names, and each
 * line's discount is shared among the parts that take some of it, by quantity. Throws RangeError unless
 * the parts take every held line's quantity exactly, each part something.
 */
export function splitHeldLines(held: readonly HeldLine[], parts: readonly (readonly PartLine[])[]): HeldLine[][] {
  const byId = new Map(held.map((line) => [line.lineId, line]));
  const taken = new Map<string, number[]>();
  parts.forEach((part, index) => {
    if (part.length === 0) throw new RangeError(`Part ${index + 1} has no line`);
    for (const { lineId, quantity } of part) {
      if (!byId.has(lineId)) throw new RangeError(`Line ${lineId} is not on this bill`);
      const counts = taken.get(lineId) ?? parts.map(() => 0);
      counts[index] = (counts[index] ?? 0) + quantity;
      taken.set(lineId, counts);
    }
  });
  for (const line of held) {
    const counts = taken.get(line.lineId) ?? [];
    if (counts.reduce((a, b) => a + b, 0) !== line.quantity)
      throw new RangeError(`The parts must take all ${line.quantity} of ${line.name}`);
  }
  const result: HeldLine[][] = parts.map(() => []);
  for (const line of held) {
    const counts = taken.get(line.lineId) ?? [];
    const discounts = largestRemainder(line.discountPaise, counts);
    counts.forEach((quantity, index) => {
      if (quantity > 0) result[index]?.push({ ...line, quantity, discountPaise: discounts[index] ?? 0 });
    });
  }
  return result;
}

/** A part's weight in a split: what its food comes to after its lines' discounts. */
export const partWeight = (lines: readonly HeldLine[]): number => lines.reduce((sum, line) => sum + grossOf(line) - line.discountPaise, 0);
