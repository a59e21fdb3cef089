import { style } from "@vanilla-extract/css";

/** Breaks inside a piece only when the piece alone is wider than the line. */
export const email = style({ overflowWrap: "anywhere" });
