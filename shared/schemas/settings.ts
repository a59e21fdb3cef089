import * as z from "zod/mini";
import { DAY_ENDS_AT_PATTERN, DEFAULT_DAY_ENDS_AT } from "../billing/bill-number";
import { GST_MODES } from "../billing/gst";
import { gstinProblem } from "../billing/gstin";
import { isValidFssaiNumber, isValidUpiId } from "../billing/identifiers";
import { optionalText, requiredText, wellFormed } from "./fields";
import { websiteSettings, websiteSettingsInput } from "./site";

/** Empty, or what `valid` accepts; trimmed first (and upper-cased for GSTINs, which are written in capitals). */
const optionalCode = (max: number, transform: (value: string) => string, problem: (value: string) => string | null) =>
  z._default(
    z.pipe(
      z.string().check(wellFormed(), z.maxLength(max, { error: `Must be at most ${max} characters` })),
      z.pipe(
        z.transform((value: string) => transform(value.trim())),
        z.string().check(
          z.superRefine((value, context) => {
            const message = value === "" ? null : problem(value);
            if (message) context.issues.push({ code: "custom", message, input: value });
          }),
        ),
      ),
    ),
    "",
  );

const gstin = optionalCode(20, (value) => value.toUpperCase(), gstinProblem);
const fssaiNumber = optionalCode(
  20,
  (value) => value.replace(/\s+/g, ""),
  (value) => (isValidFssaiNumber(value) ? null : "FSSAI licence number must be 14 digits"),
);
const upiId = optionalCode(
  320,
  (value) => value,
  (value) => (isValidUpiId(value) ? null : "UPI ID must look like name@bank"),
);
const phone = optionalCode(
  20,
  (value) => value.replace(/[\s-]+/g, ""),
  (value) => (/^\+?\d{10,15}$/.test(value) ? null : "Phone number must be 10 to 15 digits"),
);

/** A waiter's discount above this percent of the bill needs an admin's approval; a complimentary item always does. */
export const DEFAULT_DISCOUNT_APPROVAL_PERCENT = 10;
/** The reasons a discount can give until the admin changes the list; "Other" with words is always there besides. */
export const DEFAULT_DISCOUNT_REASONS = ["Regular", "Staff meal", "Complaint", "Promotion"] as const;
export const OTHER_REASON = "Other";

/** The receipt printer's roll: 48 columns on 80 mm, 32 on 58 mm (docs/billing.md, Printing). */
export const PAPER_WIDTHS = ["80mm", "58mm"] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** `PUT /api/restaurants/{id}/settings` (docs/billing.md): a registered restaurant prints its GSTIN. */
export const restaurantSettingsInput = z
  .object({
    legalName: requiredText(200, "Legal name is required", "Legal name", { asName: true }),
    address: optionalText(500, "Address", { multiline: true }),
    phone,
    gstin,
    fssaiNumber,
    gstMode: z.enum(GST_MODES, { error: "GST mode must be regular-5, regular-18, composition or unregistered" }),
    pricesIncludeGst: z.boolean({ error: "Whether prices include GST must be true or false" }),
    upiId,
    upiPayee: optionalText(100, "UPI payee name"),
    billFooter: optionalText(300, "Bill footer", { multiline: true, asName: true }),
    paperWidth: z._default(z.enum(PAPER_WIDTHS, { error: "Paper width must be 80mm or 58mm" }), "80mm"),
    ...websiteSettingsInput.shape,
    dayEndsAt: z._default(
      z.string().check(z.regex(DAY_ENDS_AT_PATTERN, { error: "Business day ends at must be a time like 04:00" })),
      DEFAULT_DAY_ENDS_AT,
    ),
    // Bill changes (docs/billing.md): the waiter's discount limit, the service charge (null: none), the discount reasons.
    discountApprovalPercent: z._default(
      z
        .int({ error: "Discount approval threshold must be a whole percent" })
        .check(
          z.gte(0, { error: "Discount approval threshold must be 0 to 100 %" }),
          z.lte(100, { error: "Discount approval threshold must be 0 to 100 %" }),
        ),
      DEFAULT_DISCOUNT_APPROVAL_PERCENT,
    ),
    serviceChargePercent: z._default(
      z.nullable(
        z
          .int({ error: "Service charge must be a whole percent" })
          .check(z.gte(1, { error: "Service charge must be 1 to 20 %" }), z.lte(20, { error: "Service charge must be 1 to 20 %" })),
      ),
      null,
    ),
    discountReasons: z._default(
      z
        .array(requiredText(40, "A discount reason cannot be empty", "Discount reason"))
        .check(z.maxLength(20, { error: "At most 20 discount reasons" })),
      () => [...DEFAULT_DISCOUNT_REASONS],
    ),
  })
  .check(
    z.superRefine((settings, context) => {
      if (settings.gstMode !== "unregistered" && settings.gstin === "") {
        context.issues.push({ code: "custom", path: ["gstin"], message: "GSTIN is required for a GST-registered restaurant", input: "" });
      }
    }),
  );
export type RestaurantSettingsInput = z.input<typeof restaurantSettingsInput>;
export type RestaurantSettingsFields = z.output<typeof restaurantSettingsInput>;

export const restaurantSettings = z.object({
  restaurantId: z.string(),
  legalName: z.string(),
  address: z.string(),
  phone: z.string(),
  gstin: z.string(),
  fssaiNumber: z.string(),
  gstMode: z.enum(GST_MODES),
  pricesIncludeGst: z.boolean(),
  upiId: z.string(),
  upiPayee: z.string(),
  billFooter: z.string(),
  // A row saved before the setting existed prints on 80 mm.
  paperWidth: z._default(z.enum(PAPER_WIDTHS), "80mm"),
  ...websiteSettings.shape,
  // When the business day ends (migration 022); absent on a device's older copy, which means 4 am.
  dayEndsAt: z.optional(z.string()),
  discountApprovalPercent: z.number(),
  serviceChargePercent: z.nullable(z.number()),
  discountReasons: z.array(z.string()),
  updatedAt: z.string(),
});
export type RestaurantSettings = z.infer<typeof restaurantSettings>;
