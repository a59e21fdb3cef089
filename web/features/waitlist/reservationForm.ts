import { phoneDigits } from "../../../shared/phone";
import { type ReservationInput, reservationInput } from "../../../shared/schemas/waitlist";
import type { FieldIssue, FormSchema } from "../../lib/validateForm";
import { istInstant } from "./bookingTime";

/** The New reservation form's text, as typed; `tableId` "" is any table, `event` "yes" makes it an event. */
export interface BookingFormValues extends Record<string, string> {
  name: string;
  phone: string;
  partySize: string;
  date: string;
  time: string;
  tableId: string;
  occasion: string;
  notes: string;
  event: "" | "yes";
  pricePerHead: string;
  minimumGuests: string;
  deposit: string;
}

/** A dish of an event's set menu: `quantity` portions per guest (docs/decisions/104). */
export interface SetMenuLine {
  menuItemId: string;
  quantity: number;
}

export const emptyBookingForm = (date: string): BookingFormValues => ({
  name: "",
  phone: "",
  partySize: "2",
  date,
  time: "",
  tableId: "",
  occasion: "",
  notes: "",
  event: "",
  pricePerHead: "",
  minimumGuests: "",
  deposit: "",
});

/** A whole number typed in a field; an empty or non-numeric one is NaN, which the shared rules refuse in their words. */
const typedNumber = (text: string) => Number(text.trim() || Number.NaN);

/** Where the shared rules' issues show on the form. */
const EVENT_FIELDS: Record<string, string> = {
  setMenu: "setMenu",
  pricePerHeadRupees: "pricePerHead",
  minimumGuests: "minimumGuests",
  depositDuePaise: "deposit",
};
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  if (first === "event") return EVENT_FIELDS[String(second)] ?? "setMenu";
  return String(first ?? "");
}

/**
 * The form's own checks (a ten-digit mobile, a date and a time, whole rupees) and then the server's
 * rules (shared/schemas/waitlist.ts) over what it would send, each message on its field.
 */
export function bookingFormWith(setMenu: readonly SetMenuLine[]): FormSchema<BookingFormValues, ReservationInput> {
  return {
    safeParse(values) {
      const issues: FieldIssue[] = [];
      const problem = (field: string, message: string) => issues.push({ path: [field], message });
      if (!/^\d{10}$/.test(phoneDigits(values.phone))) problem("phone", "Phone number must be 10 digits");
      if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) problem("date", "Date is required");
      if (!/^\d{2}:\d{2}$/.test(values.time)) problem("time", "Time is required");
      const at = istInstant(values.date, values.time);
      const isEvent = values.event === "yes";
      if (isEvent && setMenu.length === 0) problem("setMenu", "Choose at least one dish for the set menu");
      const depositRupees = typedNumber(values.deposit || "0");
      if (isEvent && !(Number.isInteger(depositRupees) && depositRupees >= 0)) problem("deposit", "Deposit must be whole rupees");
      const result = reservationInput.safeParse({
        name: values.name,
        phone: values.phone,
        partySize: typedNumber(values.partySize),
        at: at ?? "",
        tableId: values.tableId || null,
        occasion: values.occasion.trim() || null,
        notes: values.notes,
        event: isEvent
          ? {
              setMenu,
              pricePerHeadRupees: typedNumber(values.pricePerHead),
              minimumGuests: typedNumber(values.minimumGuests),
              depositDuePaise: Number.isInteger(depositRupees) ? depositRupees * 100 : 0,
            }
          : null,
      });
      // A missing date or time was said above in the form's words; the rest are the shared rules'.
      const shared = result.success ? [] : result.error.issues.filter((issue) => issue.path[0] !== "at");
      for (const issue of shared) issues.push({ path: [fieldOf(issue.path)], message: issue.message });
      if (issues.length > 0 || !result.success) return { success: false, error: { issues } };
      return { success: true, data: result.data };
    },
  };
}
