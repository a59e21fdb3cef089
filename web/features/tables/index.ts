// What other features may use of table management (docs/decisions/076).
export { useRestaurantName } from "./useRestaurantName";
