// What other features may use of restaurant setup (docs/decisions/076).
export { markQrSheetOpened, wasQrSheetOpened } from "./qrSheetOpened";
