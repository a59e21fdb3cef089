// What other features may use of the waiter's floor (docs/decisions/076).
export { FloorBoard } from "./FloorBoard";
