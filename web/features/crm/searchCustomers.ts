import type { Customer } from "../../../shared/schemas/customers";

/**
 * The customers whose name, e-mail or phone contains the search (ignoring case and the spaces people
 * type in phone numbers); all of them for an empty search.
 */
export function searchCustomers<Row extends Pick<Customer, "name" | "email" | "phone">>(customers: readonly Row[], search: string): Row[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...customers];
  const digits = needle.replace(/[\s-]/g, "");
  return customers.filter(
    (customer) =>
      customer.name.toLowerCase().includes(needle) ||
      customer.email.toLowerCase().includes(needle) ||
      (digits !== "" && customer.phone.replace(/[\s-]/g, "").includes(digits)),
  );
}
