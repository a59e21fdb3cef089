import { SHORT_ID_LENGTH } from "./constants";

/** Orders and table QR codes are shown by their last 8 characters (docs/product.md, Formats). */
export function shortId(id: string): string {
  return id.slice(-SHORT_ID_LENGTH);
}
