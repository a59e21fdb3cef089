import type { Role } from "../../../shared/constants";

/** Login's role choices (docs/product.md, Sign In and Sign Up). */
export const LOGIN_ROLE_OPTIONS = [
  { value: "admin", label: "Admin" },
  { value: "waiter", label: "Waiter" },
  { value: "chef", label: "Chef" },
] as const satisfies readonly { value: Role; label: string }[];

/** Register's role choices (docs/product.md, Sign In and Sign Up). */
export const REGISTER_ROLE_OPTIONS = [
  { value: "admin", label: "Restaurant Admin" },
  { value: "waiter", label: "Waiter" },
  { value: "chef", label: "Chef" },
] as const satisfies readonly { value: Role; label: string }[];

/** A role as the register page names it ("Restaurant Admin", "Waiter", "Chef"). */
export function roleLabel(role: Role): string {
  return REGISTER_ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;
}
