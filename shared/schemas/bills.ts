import * as z from "zod/mini";
import { DISCOUNT_KINDS } from "../billing/adjust";
import { BILL_TOTAL_MAX_PAISE } from "../money";
import { auditEntry } from "./audit";
import { isoDate } from "./day";
import { uuid, wellFormed } from "./fields";
import { PAPER_WIDTHS, restaurantSettings } from "./settings";

/** ₹10 lakh in notes: more than any table hands over, small enough to stay a safe integer. */
const MAX_TENDERED_PAISE = 100_000_000;

export const PAYMENT_METHODS = ["upi", "cash", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { upi: "UPI", cash: "Cash", card: "Card" };

export const BILL_STATUSES = ["unpaid", "paid", "cancelled"] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** A printed line; a discounted one carries its discount and reason (docs/billing.md, Bill changes). */
export const billLine = z.object({
  name: z.string(),
  quantity: z.number(),
  unitPricePaise: z.number(),
  amountPaise: z.number(),
  discountPaise: z.optional(z.number()),
  discountReason: z.optional(z.string()),
});

/** What of one order line a bill holds; `shareOf` > 1 when equal parts of a split hold it together. */
export const heldLine = z.object({ lineId: z.string(), orderId: z.string(), quantity: z.number(), shareOf: z.number() });

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
  /** Every discount on the bill, its lines' and its own, in the menu's prices; the bill's own reason. */
  discountPaise: z.number(),
  discountReason: z.string(),
  serviceChargePaise: z.number(),
  refundedPaise: z.number(),
  cancelledAt: z.nullable(z.string()),
  cancelReason: z.string(),
  held: z.array(heldLine),
  /** A booking's deposit counted against what is due (paise, not a discount: GST is on the whole total); 0 for none. */
  advancePaise: z.number(),
});
export type Bill = z.infer<typeof bill>;

/** The fields of a bill nothing has changed: no discount, service charge, refund or cancellation (test bills, old rows). */
export const UNCHANGED_BILL: Pick<
  Bill,
  "discountPaise" | "discountReason" | "serviceChargePaise" | "refundedPaise" | "cancelledAt" | "cancelReason" | "held" | "advancePaise"
> = {
  discountPaise: 0,
  discountReason: "",
  serviceChargePaise: 0,
  refundedPaise: 0,
  cancelledAt: null,
  cancelReason: "",
  held: [],
  advancePaise: 0,
};

/** Who issued a bill, as it was when the bill was made: what a printed receipt carries above and below the lines. */
export const billIssuer = z.omit(restaurantSettings, {
  restaurantId: true,
  upiId: true,
  upiPayee: true,
  paperWidth: true,
  discountApprovalPercent: true,
  serviceChargePercent: true,
  discountReasons: true,
  updatedAt: true,
});
export type BillIssuer = z.infer<typeof billIssuer>;

const reason = () =>
  z
    .string({ error: "A reason is required" })
    .check(
      wellFormed(),
      z.trim(),
      z.minLength(1, { error: "A reason is required" }),
      z.maxLength(200, { error: "A reason must be at most 200 characters" }),
    );
const count = (what: string, max: number) =>
  z
    .int({ error: `${what} must be a whole number` })
    .check(z.gte(1, { error: `${what} must be at least 1` }), z.lte(max, { error: `${what} must be at most ${max}` }));
const lineIdField = z
  .string({ error: "lineId is required" })
  .check(z.minLength(1, { error: "lineId is required" }), z.maxLength(60, { error: "lineId is too long" }));
const lineQuantities = z
  .array(z.object({ lineId: lineIdField, quantity: count("Quantity", 999) }))
  .check(z.maxLength(200, { error: "Too many lines" }));

export const discountInput = z
  .object({
    kind: z.enum(DISCOUNT_KINDS, { error: "Discount kind must be percent or amount" }),
    value: z
      .int({ error: "A discount must be a whole number" })
      .check(z.gte(1, { error: "A discount must be at least 1" }), z.lte(BILL_TOTAL_MAX_PAISE, { error: "A discount is too large" })),
    reason: reason(),
    note: z.optional(z.string().check(wellFormed(), z.maxLength(200, { error: "A note must be at most 200 characters" }))),
  })
  .check(
    z.refine((discount) => discount.kind !== "percent" || discount.value <= 100, {
      error: "A percent discount must be 1 to 100",
      path: ["value"],
    }),
  );
export type DiscountInput = z.infer<typeof discountInput>;

/**
 * `POST /api/restaurants/{id}/bills` (docs/api.md, Bill changes): the table, and optionally which of its
 * lines go on this bill, a discount on the bill or on lines, the service charge at the guest's request,
 * and an admin's PIN approving a discount above the threshold.
 */
export const createBillInput = z.object({
  tableId: uuid(),
  lines: z.optional(lineQuantities.check(z.minLength(1, { error: "Choose at least one line" }))),
  discount: z.optional(discountInput),
  lineDiscounts: z.optional(z.array(z.extend(discountInput, { lineId: lineIdField })).check(z.maxLength(200, { error: "Too many lines" }))),
  serviceCharge: z.optional(z.boolean({ error: "serviceCharge must be true or false" })),
  approval: z.optional(z.object({ username: z.string().check(z.maxLength(100)), pin: z.string().check(z.maxLength(6)) })),
});
export type CreateBillInput = z.infer<typeof createBillInput>;

/** `POST /api/bills/{id}/split`: parts by items, or n equal parts. */
export const splitBillInput = z.union(
  [
    z.object({
      parts: z
        .array(z.object({ lines: lineQuantities.check(z.minLength(1, { error: "Each part needs a line" })) }))
        .check(z.minLength(2, { error: "A split needs at least 2 parts" }), z.maxLength(20, { error: "At most 20 parts" })),
    }),
    z.object({ equalParts: count("equalParts", 20).check(z.gte(2, { error: "A split needs at least 2 parts" })) }),
  ],
  { error: "Give parts or equalParts" },
);
export type SplitBillInput = z.infer<typeof splitBillInput>;

export const cancelBillInput = z.object({ reason: reason() });

export const refundInput = z.object({
  method: z.enum(PAYMENT_METHODS, { error: "Refund method must be upi, cash or card" }),
  amountPaise: count("Amount", BILL_TOTAL_MAX_PAISE),
  reason: reason(),
});
export type RefundInput = z.infer<typeof refundInput>;

/** `POST /api/orders/{orderId}/lines/{lineId}/void`. */
export const voidLineInput = z.object({ quantity: count("Quantity", 999), reason: reason() });

/** `PUT /api/users/me/pin`: an admin's approval PIN. */
export const pinInput = z.object({
  pin: z.string({ error: "PIN must be 4 to 6 digits" }).check(z.regex(/^\d{4,6}$/, { error: "PIN must be 4 to 6 digits" })),
});

/** `POST /api/bills/{id}/split` answers the cancelled bill and its parts. */
export interface SplitAnswer {
  cancelled: Bill;
  parts: Bill[];
}

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
    /** A tip given with the payment: outside the bill and its taxable value, reported per staff member. */
    tipPaise: z.optional(
      z
        .int({ error: "Tip must be a whole number of paise" })
        .check(z.gte(0, { error: "Tip cannot be negative" }), z.lte(MAX_TENDERED_PAISE, { error: "Tip is too large" })),
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

export const billsQuery = z.object({ date: z.optional(isoDate) });

/** A payment as recorded: `tenderedPaise` null unless cash was handed over, `changePaise` what went back (0 for none). */
export const payment = z.object({
  billId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amountPaise: z.number(),
  tenderedPaise: z.nullable(z.number()),
  changePaise: z.number(),
  tipPaise: z.number(),
  /** The username of the staff member who took it: tips are theirs. */
  takenBy: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof payment>;

export const refund = z.object({
  billId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amountPaise: z.number(),
  reason: z.string(),
  takenBy: z.string(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refund>;

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
  refunds: z.array(refund),
  /** The day's audit entries (docs/api.md, Bill changes), for the totals by reason and staff member. */
  changes: z.array(auditEntry),
});
export type DayReport = z.infer<typeof dayReport>;
