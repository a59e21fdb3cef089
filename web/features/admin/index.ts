// The admin screens' shared parts, as other features may use them (docs/decisions/076).
export { ActiveSwitch } from "./ActiveSwitch";
export { AccessDenied, AdminOnly } from "./AdminOnly";
export { failed, saved } from "./adminToasts";
export { DeactivateDialog } from "./DeactivateDialog";
export * as rows from "./rows.css";
