import type { PaperWidth } from "../../../shared/schemas/settings";

/** A thermal roll (80 or 58 mm) or an A4 sheet. */
export type Paper = PaperWidth | "a4";
// Its own module: the print route's search check needs only this, and every first download carries the route tree.
export const PAPERS: readonly Paper[] = ["80mm", "58mm", "a4"];
