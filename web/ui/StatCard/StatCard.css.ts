import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

/** From a portrait tablet (768 px) up every stat card of a screen (up to five) fits one row. */
const TABLET = "screen and (min-width: 720px)";

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": {
    [TABLET]: { gridTemplateColumns: "none", gridAutoFlow: "column", gridAutoColumns: "minmax(0, 1fr)", gap: vars.space.lg },
  },
});

// Doubled class: beats the Card's own padding whatever order the two style sheets load in.
export const card = style({ selectors: { "&&": { padding: vars.space.lg, gap: vars.space.sm } } });

export const value = style({
  fontFamily: vars.font.heading,
  // Smaller on a phone, where two cards share a row; the full size from a tablet up.
  fontSize: `clamp(1.25rem, 0.9rem + 1.5vw, ${vars.fontSize.xxl})`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  overflowWrap: "anywhere",
});
