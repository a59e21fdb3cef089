import * as z from "zod/mini";
import { API_PATHS, apiPath } from "../../../shared/api-paths";
import { customer, customerNotesInput } from "../../../shared/schemas/customers";
import { customerIdParam } from "../../../shared/schemas/params";
import { defineMutator } from "./define";
import { refusalWords } from "./refusalWords";

export const saveCustomerNotes = defineMutator({
  input: z.extend(customerIdParam, customerNotesInput.shape),
  prepare: (input) => input,
  store: "customers",
  rowId: (args) => args.customerId,
  async apply(stores, { customerId, notes }) {
    const existing = await stores.customers.get(customerId);
    if (existing) await stores.customers.put({ ...existing, notes });
  },
  request: ({ customerId, notes }) => ({ method: "PUT", path: apiPath(API_PATHS.customerNotes, { customerId }), body: { notes } }),
  answer: customer,
  failure: { title: "Update Failed", fallback: "Failed to update customer notes" },
  refused: (_args, local, refusal) => refusalWords(`The notes on ${local?.name ?? "a customer"} could not be saved`, refusal),
});
