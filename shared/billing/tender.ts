import type { PaymentMethod } from "../schemas/bills";
import { formatPaise } from "./paise";

/**
 * What a tap on Paid by … records (docs/decisions/078-cash-tendered-and-change.md): the typed amount,
 * or with cash above what is due, what is due, the cash tendered and the change to give back.
 */
export type PlannedPayment =
  | { ok: true; method: PaymentMethod; amountPaise: number; tenderedPaise?: number; changePaise: number }
  | { ok: false; message: string };

/** "1101.50" or "1,101" as paise; null for anything that is not an amount with at most two decimals. */
export function paiseOfText(text: string): number | null {
  const match = /^\s*₹?\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text.replaceAll(",", ""));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

export function planPayment(method: PaymentMethod, typedPaise: number | null, duePaise: number): PlannedPayment {
  if (typedPaise === null || typedPaise < 1) return { ok: false, message: "Enter an amount in rupees, e.g. 250 or 250.50" };
  if (typedPaise <= duePaise) return { ok: true, method, amountPaise: typedPaise, changePaise: 0 };
  if (method !== "cash") return { ok: false, message: `Only ${formatPaise(duePaise)} is due` };
  return { ok: true, method, amountPaise: duePaise, tenderedPaise: typedPaise, changePaise: typedPaise - duePaise };
}
