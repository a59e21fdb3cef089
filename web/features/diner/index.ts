// What other features may use of the diner's page (docs/decisions/076).
export { newOrderKey } from "./newOrderKey";
// The option sheet, also the guest's takeout cart's (web/features/takeout), so options read the same everywhere.
export { OptionSheet } from "./OptionSheet";
export { readQrLookup } from "./readAnswers";
