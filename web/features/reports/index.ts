// What other features may use of reports (docs/decisions/076).
export { ExportDataButton } from "./ExportDataButton";
