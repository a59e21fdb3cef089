import * as z from "zod/mini";
import { BILL_TOTAL_MAX_PAISE } from "../money";
import { uuid } from "./fields";
import { PAPER_WIDTHS, restaurantSettings } from "./settings";

/** ₹10 lakh in notes: more than any table hands over, small enough to stay a safe integer. */
const MAX_TENDERED_PAISE = 100_000_000;

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
export const billIssuer = z.omit(restaurantSettings, {
  restaurantId: true,
  upiId: true,
  upiPayee: true,
  paperWidth: true,
  updatedAt: true,
});
export type BillIssuer = z.infer<typeof billIssuer>;

export const createBillInput = z.object({ tableId: uuid() });

/**
 * A payment on a bill. `tenderedPaise` is the cash handed over when it is more than the payment
 * (docs/decisions/078-cash-tendered-and-change.md): the bill records `amountPaise`, the change is the rest.
 */
export const paymentInput = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: "Payment method must be upi, cash or card" }),
    amountPaise: z
      .int({ error: "Amount must be a whole number of paise" })
      .check(
        z.gte(1, { error: "Amount must be at least 1 paisa" }),
        z.lte(BILL_TOTAL_MAX_PAISE, { error: "Amount must be at most a bill's largest total" }),
      ),
    tenderedPaise: z.optional(
      z.int({ error: "Tendered must be a whole number of paise" }).check(z.lte(MAX_TENDERED_PAISE, { error: "Tendered is too large" })),
    ),
  })
  .check(
    z.superRefine((input, context) => {
      if (input.tenderedPaise === undefined) return;
      if (input.method !== "cash") {
        context.issues.push({ code: "custom", path: ["tenderedPaise"], message: "Only cash can be tendered", input: input.tenderedPaise });
      } else if (input.tenderedPaise < input.amountPaise) {
        context.issues.push({
          code: "custom",
          path: ["tenderedPaise"],
          message: "Tendered must be at least the amount",
          input: input.tenderedPaise,
        });
      }
    }),
  );
export type PaymentInput = z.infer<typeof paymentInput>;

/** A calendar date, YYYY-MM-DD, that exists. */
const isoDate = z.string({ error: "date must be YYYY-MM-DD" }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date must be YYYY-MM-DD" }),
  // Checks all run, so a value the regex refused still arrives here: it must not throw.
  z.refine(
    (value) => {
      const at = new Date(`${value}T00:00:00.000Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
    },
    { error: "date must be a real date" },
  ),
);

export const billsQuery = z.object({ date: z.optional(isoDate) });

/** A payment as recorded: `tenderedPaise` null unless cash was handed over, `changePaise` what went back (0 for none). */
export const payment = z.object({
  billId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amountPaise: z.number(),
  tenderedPaise: z.nullable(z.number()),
  changePaise: z.number(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof payment>;

/** `POST /api/bills/{id}/payments` answers the bill as it now stands and the payment it took. */
export const paymentAnswer = z.extend(bill, { payment });
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

/**
 * What a printed bill carries: the bill, its issuer as it was when the bill was made, the payments so
 * far, who made it, the diner's name where an order gave one, and the roll the restaurant prints on now.
 */
export const receipt = z.object({
  bill,
  issuer: billIssuer,
  payments: z.array(payment),
  madeBy: z.string(),
  customerName: z.string(),
  paperWidth: z.enum(PAPER_WIDTHS),
});
export type Receipt = z.infer<typeof receipt>;

export const dayReport = z.object({
  date: z.string(),
  bills: z.array(bill),
  payments: z.array(payment),
});
export type DayReport = z.infer<typeof dayReport>;
