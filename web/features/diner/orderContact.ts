import { regexes } from "zod/v4/core";
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "../../../shared/constants";
import { phoneDigits } from "../../../shared/phone";
import type { OrderContactFields } from "../../../shared/schemas/orders";
import { INVALID_TEXT_MESSAGE, isWellFormedText } from "../../../shared/text";
import type { FieldIssue, FormSchema } from "../../lib/validateForm";

/** The form's text, as typed (a type, not an interface, so it fits the form kit's string record). */
export type OrderContactValues = {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  specialInstructions: string;
};

export const EMPTY_CONTACT: OrderContactValues = { customerName: "", customerPhone: "", customerEmail: "", specialInstructions: "" };

const NAME_MAX = 100;
const EMAIL_MAX = 254;
const INSTRUCTIONS_MAX = 500;
const EMAIL_MESSAGE = "Please enter a valid email address";

/**
 * The order form's rules (docs/product.md, Validation) by hand: the same checks, in the same order,
 * with the same messages as `orderContactFields` in shared/schemas/orders.ts, which the server runs.
 * The schema itself would bring zod into the diner's first load (docs/diner-ordering.md, Budget);
 * orderContact.test.ts proves the two agree. Only the e-mail pattern comes from zod, as a bare regex.
 */
export const orderContact: FormSchema<OrderContactValues, OrderContactFields> = {
  safeParse(values) {
    const issues: FieldIssue[] = [];
    const check = (field: keyof OrderContactValues, ok: boolean, message: string) => {
      if (!ok) issues.push({ path: [field], message });
    };
    check("customerName", isWellFormedText(values.customerName), INVALID_TEXT_MESSAGE);
    const customerName = values.customerName.trim();
    check("customerName", customerName.length >= 1, "Name is required");
    check("customerName", customerName.length <= NAME_MAX, `Must be at most ${NAME_MAX} characters`);
    const customerPhone = phoneDigits(values.customerPhone);
    check("customerPhone", customerPhone.length >= PHONE_MIN_DIGITS, `Phone number must be at least ${PHONE_MIN_DIGITS} digits`);
    check("customerPhone", /^\d+$/.test(customerPhone), "Phone number must contain only digits");
    check("customerPhone", customerPhone.length <= PHONE_MAX_DIGITS, `Phone number must be at most ${PHONE_MAX_DIGITS} digits`);
    check("customerEmail", isWellFormedText(values.customerEmail), INVALID_TEXT_MESSAGE);
    const customerEmail = values.customerEmail.trim().toLowerCase();
    check("customerEmail", customerEmail.length <= EMAIL_MAX, EMAIL_MESSAGE);
    check("customerEmail", regexes.email.test(customerEmail), EMAIL_MESSAGE);
    check("specialInstructions", isWellFormedText(values.specialInstructions), INVALID_TEXT_MESSAGE);
    const instructions = values.specialInstructions.trim();
    check(
      "specialInstructions",
      instructions.length <= INSTRUCTIONS_MAX,
      `Special instructions must be at most ${INSTRUCTIONS_MAX} characters`,
    );

    if (issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: { customerName, customerPhone, customerEmail, specialInstructions: instructions || null } };
  },
};
