// What other features may use of staff management (docs/decisions/076).
export { StaffCard } from "./StaffCard";
export { reportStaffError } from "./staffErrors";
