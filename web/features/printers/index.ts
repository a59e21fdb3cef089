// What other features may use of the printers (docs/decisions/076).
export { PrinterBanner } from "./PrinterBanner";
export { PrintersSection } from "./PrintersSection";
export { takeTabletTickets } from "./tabletTickets";
