import { regexes } from "zod/v4/core";
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "../../../shared/constants";
import { phoneDigits } from "../../../shared/phone";
import type { OrderContactFields } from "../../../shared/schemas/orders";
import { isWellFormedText } from "../../../shared/text";
import type { KeyValueStorage } from "../../lib/pageStorage";
import type { FieldIssue, FormSchema } from "../../lib/validateForm";
import { CONTACT_KEY, readJson, removeJson, writeJson } from "./dinerStorage";
import { ENGLISH_ORDER } from "./i18n/englishOrder";
import { fill } from "./i18n/messages";

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

type ContactMessages = Readonly<
  Record<
    | "invalidText"
    | "nameRequired"
    | "atMost"
    | "phoneTooShort"
    | "phoneDigitsOnly"
    | "phoneTooLong"
    | "emailInvalid"
    | "instructionsTooLong",
    string
  >
>;

/**
 * The order form's rules (docs/product.md, Validation) by hand: the same checks, in the same order,
 * as `orderContactFields` in shared/schemas/orders.ts, which the server runs, with its messages in the
 * diner's language (`text`). The schema itself would bring zod into the diner's first load
 * (docs/diner-ordering.md, Budget); orderContact.test.ts proves the two agree, English message for
 * English message. Only the e-mail pattern comes from zod, as a bare regex.
 */
export function orderContactRules(text: ContactMessages): FormSchema<OrderContactValues, OrderContactFields> {
  return {
    safeParse(values) {
      const issues: FieldIssue[] = [];
      const check = (field: keyof OrderContactValues, ok: boolean, message: string) => {
        if (!ok) issues.push({ path: [field], message });
      };
      check("customerName", isWellFormedText(values.customerName), text.invalidText);
      const customerName = values.customerName.trim();
      check("customerName", customerName.length >= 1, text.nameRequired);
      check("customerName", customerName.length <= NAME_MAX, fill(text.atMost, { max: NAME_MAX }));
      const customerPhone = phoneDigits(values.customerPhone);
      check("customerPhone", customerPhone.length >= PHONE_MIN_DIGITS, fill(text.phoneTooShort, { min: PHONE_MIN_DIGITS }));
      check("customerPhone", /^\d+$/.test(customerPhone), text.phoneDigitsOnly);
      check("customerPhone", customerPhone.length <= PHONE_MAX_DIGITS, fill(text.phoneTooLong, { max: PHONE_MAX_DIGITS }));
      check("customerEmail", isWellFormedText(values.customerEmail), text.invalidText);
      const customerEmail = values.customerEmail.trim().toLowerCase();
      check("customerEmail", customerEmail.length <= EMAIL_MAX, text.emailInvalid);
      check("customerEmail", regexes.email.test(customerEmail), text.emailInvalid);
      check("specialInstructions", isWellFormedText(values.specialInstructions), text.invalidText);
      const instructions = values.specialInstructions.trim();
      check("specialInstructions", instructions.length <= INSTRUCTIONS_MAX, fill(text.instructionsTooLong, { max: INSTRUCTIONS_MAX }));

      if (issues.length > 0) return { success: false, error: { issues } };
      return { success: true, data: { customerName, customerPhone, customerEmail, specialInstructions: instructions || null } };
    },
  };
}

/** The rules with the server's own (English) messages. */
export const orderContact = orderContactRules(ENGLISH_ORDER);

/**
 * The diner's name, phone and e-mail as they last ordered from this phone, for the next order to start
 * with (docs/diner-ordering.md, What the phone keeps); instructions are each order's own. Read field by
 * field: anything but text drops the entry. The form checks them again like typed ones.
 */
export function savedContact(storage: KeyValueStorage): OrderContactValues {
  const saved = readJson(storage, CONTACT_KEY);
  if (saved === null) return EMPTY_CONTACT;
  const { customerName, customerPhone, customerEmail } = saved as Record<string, unknown>;
  if (typeof customerName !== "string" || typeof customerPhone !== "string" || typeof customerEmail !== "string") {
    removeJson(storage, CONTACT_KEY);
    return EMPTY_CONTACT;
  }
  return { ...EMPTY_CONTACT, customerName, customerPhone, customerEmail };
}

export function rememberContact(storage: KeyValueStorage, { customerName, customerPhone, customerEmail }: OrderContactFields): void {
  writeJson(storage, CONTACT_KEY, { customerName, customerPhone, customerEmail });
}
