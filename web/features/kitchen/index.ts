// What other features may use of the kitchen screen (docs/decisions/076).
export * as kitchenStyles from "./Kitchen.css";
export { KitchenBoard } from "./KitchenBoard";
export { TicketItems } from "./TicketItems";
