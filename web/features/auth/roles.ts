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
