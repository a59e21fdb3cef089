// What other features may use of outlets (docs/decisions/108-owner-switches-outlet.md).

export { ALL_OUTLETS, OutletChoice } from "./OutletChoice";
export { OutletSwitcher } from "./OutletSwitcher";
export { OutletsCard } from "./OutletsCard";
export { type Outlet, useOutlets } from "./outlets";
