// What other features may use of billing (docs/decisions/076).
export * as billStyles from "./Billing.css";
export { BillPanel } from "./BillPanel";
export { BillSums } from "./BillSums";
export { BillsSection } from "./BillsSection";
export { MakeBillButton } from "./MakeBillButton";
export { tableBillShown } from "./tableBillShown";
export { VoidLines } from "./VoidLines";
