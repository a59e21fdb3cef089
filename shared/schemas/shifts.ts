import * as z from "zod/mini";
import { BILL_TOTAL_MAX_PAISE } from "../money";
import { requiredText } from "./fields";

/** The most a drawer can hold or move at once: a bill's largest total, so sums stay far inside safe integers. */
const MAX_DRAWER_PAISE = BILL_TOTAL_MAX_PAISE;

const paise = (label: string, min: number) =>
  z
    .int({ error: `${label} must be a whole number of paise` })
    .check(z.gte(min, { error: `${label} must be at least ${min} paise` }), z.lte(MAX_DRAWER_PAISE, { error: `${label} is too large` }));

/** `POST /api/restaurants/{id}/shifts`: the cash counted into the drawer at the start. */
export const openShiftInput = z.object({ floatPaise: paise("Float", 0) });

export const CASH_ENTRY_KINDS = ["in", "out"] as const;
export type CashEntryKind = (typeof CASH_ENTRY_KINDS)[number];

/** `POST /api/shifts/{id}/cash`: money put in or taken out of the drawer, with why. */
export const cashEntryInput = z.object({
  kind: z.enum(CASH_ENTRY_KINDS, { error: "Kind must be in or out" }),
  amountPaise: paise("Amount", 1),
  reason: requiredText(200, "Reason is required", "Reason"),
});
export type CashEntryInput = z.infer<typeof cashEntryInput>;

/** `POST /api/shifts/{id}/close`: the cash counted in the drawer, entered before the expected figure is shown. */
export const closeShiftInput = z.object({ countedPaise: paise("Counted cash", 0) });
