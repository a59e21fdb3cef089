// What other features may use of the diner's page (docs/decisions/076).
export { newOrderKey } from "./newOrderKey";
export { readQrLookup } from "./readAnswers";
