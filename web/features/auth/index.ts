// What other features may use of sign-in (docs/decisions/076).
export { logout } from "./logout";
export { roleLabel } from "./roles";
