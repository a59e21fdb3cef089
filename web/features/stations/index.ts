// What other features may use of the stations settings (docs/decisions/076).
export { StationsSection } from "./StationsSection";
