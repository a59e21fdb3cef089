import * as z from "zod/mini";
import { API_PATHS, apiPath } from "../../../shared/api-paths";
import { afterPayment, duePaise } from "../../../shared/billing/paid";
import { paiseAsDecimal } from "../../../shared/billing/paise";
import { bill, PAYMENT_METHOD_LABELS, paymentInput } from "../../../shared/schemas/bills";
import { uuid } from "../../../shared/schemas/fields";
import { restaurantSettings, restaurantSettingsInput } from "../../../shared/schemas/settings";
import { defineMutator } from "./define";
import { refusalWords } from "./refusalWords";

/** The admin's bill settings (docs/billing.md): saved here at once, sent when the connection allows. */
export const saveRestaurantSettings = defineMutator({
  input: z.object({ restaurantId: uuid(), settings: restaurantSettingsInput }),
  prepare: (input) => input,
  store: "restaurantSettings",
  rowId: (args) => args.restaurantId,
  async apply(stores, { restaurantId, settings }, { at }) {
    const existing = await stores.restaurantSettings.get(restaurantId);
    await stores.restaurantSettings.put({ id: restaurantId, restaurantId, ...settings, updatedAt: existing?.updatedAt ?? at });
  },
  request: ({ restaurantId, settings }) => ({ method: "PUT", path: apiPath(API_PATHS.settings, { restaurantId }), body: settings }),
  answer: z.pipe(
    restaurantSettings,
    z.transform((settings) => ({ ...settings, id: settings.restaurantId })),
  ),
  failure: { title: "Save Failed", fallback: "Failed to save restaurant settings" },
  refused: (_args, _local, refusal) => refusalWords("The restaurant settings could not be saved", refusal),
});

/**
 * A payment taken at the table or the counter. Applied as the server applies it: paid in full, the
 * bill is paid and its served orders are completed; a paid bill or too much is left for the server to refuse.
 */
export const recordPayment = defineMutator({
  input: z.extend(z.object({ billId: uuid() }), paymentInput.shape),
  prepare: (input) => input,
  store: "bills",
  rowId: (args) => args.billId,
  // Paid in full completes the bill's served orders.
  alsoTouches: ["orders"],
  async apply(stores, { billId, amountPaise }, { at }) {
    const current = await stores.bills.get(billId);
    if (current?.status !== "unpaid" || amountPaise > duePaise(current)) return;
    const { paidPaise, status } = afterPayment(current, amountPaise);
    await stores.bills.put({ ...current, paidPaise, status });
    if (status !== "paid") return;
    for (const orderId of current.orderIds) {
      const order = await stores.orders.get(orderId);
      if (order?.status === "served") await stores.orders.put({ ...order, status: "completed", completedAt: at });
    }
  },
  request: ({ billId, method, amountPaise, tenderedPaise, tipPaise }) => ({
    method: "POST",
    path: apiPath(API_PATHS.billPayments, { id: billId }),
    body: { method, amountPaise, ...(tenderedPaise === undefined ? {} : { tenderedPaise }), ...(tipPaise ? { tipPaise } : {}) },
  }),
  answer: bill,
  failure: { title: "Payment Failed", fallback: "Failed to record the payment" },
  // A paid bill stays paid, and what is due only shrinks: the same payment is refused again.
  conflicts: "lasting",
  refused: ({ method, amountPaise }, local, refusal) =>
    refusalWords(
      `The ${PAYMENT_METHOD_LABELS[method]} payment of ₹${paiseAsDecimal(amountPaise)}${local ? ` on bill ${local.number}` : ""} could not be recorded`,
      refusal,
    ),
});
