import * as z from "zod/mini";
import { uuid } from "./fields";
import { restaurantSettings } from "./settings";

export const PAYMENT_METHODS = ["upi", "cash", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { upi: "UPI", cash: "Cash", card: "Card" };

const BILL_STATUSES = ["unpaid", "paid"] as const;

export const billLine = z.object({ name: z.string(), quantity: z.number(), unitPricePaise: z.number(), amountPaise: z.number() });

/** A bill as the API answers it (docs/api.md, Bills): amounts in paise, immutable once made but for payments. */
export const bill = z.object({
  id: z.string(),
  number: z.string(),
  restaurantId: z.string(),
  tableId: z.nullable(z.string()),
  tableNumber: z.string(),
  createdAt: z.string(),
  orderIds: z.array(z.string()),
  lines: z.array(billLine),
  subtotalPaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  roundOffPaise: z.number(),
  totalPaise: z.number(),
  paidPaise: z.number(),
  status: z.enum(BILL_STATUSES),
  upiLink: z.nullable(z.string()),
});
export type Bill = z.infer<typeof bill>;

/** Who issued a bill, as it was when the bill was made: what a printed receipt carries above and below the lines. */
export const billIssuer = z.omit(restaurantSettings, { restaurantId: true, upiId: true, upiPayee: true, updatedAt: true });
export type BillIssuer = z.infer<typeof billIssuer>;

export const receipt = z.object({ bill, issuer: billIssuer });
export type Receipt = z.infer<typeof receipt>;

export const createBillInput = z.object({ tableId: uuid() });

export const paymentInput = z.object({
  method: z.enum(PAYMENT_METHODS, { error: "Payment method must be upi, cash or card" }),
  amountPaise: z.int({ error: "Amount must be a whole number of paise" }).check(z.gte(1, { error: "Amount must be at least 1 paisa" })),
});
export type PaymentInput = z.infer<typeof paymentInput>;

/** A calendar date, YYYY-MM-DD, that exists. */
const isoDate = z.string({ error: "date must be YYYY-MM-DD" }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date must be YYYY-MM-DD" }),
  z.refine((value) => new Date(`${value}T00:00:00.000Z`).toISOString().startsWith(value), { error: "date must be a real date" }),
);

export const billsQuery = z.object({ date: z.optional(isoDate) });

const payment = z.object({ billId: z.string(), method: z.enum(PAYMENT_METHODS), amountPaise: z.number(), createdAt: z.string() });
export type Payment = z.infer<typeof payment>;

export const dayReport = z.object({
  date: z.string(),
  bills: z.array(bill),
  payments: z.array(payment),
});
export type DayReport = z.infer<typeof dayReport>;
