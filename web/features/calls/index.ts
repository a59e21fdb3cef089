// What other features may use of diners' calls (docs/decisions/076).
export { ServiceCalls } from "./ServiceCalls";
export { useNewCallAlerts } from "./useNewCallAlerts";
