import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

// The nav's wide layout (web/features/nav/TopNav.css.ts): from here the switcher sits in the bar's row.
const wide = "screen and (min-width: 1100px)";

/** On a phone a row of its own under the brand (390 px holds a long outlet name); in the wide bar beside the links. */
export const switcher = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  flexBasis: "100%",
  minWidth: 0,
  "@media": { [wide]: { flexBasis: "auto", order: 0 } },
});

export const label = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: "100%",
  fontSize: vars.fontSize.sm,
  color: vars.color.onMaroon,
});

export const select = style({
  minWidth: 0,
  maxWidth: "min(16rem, 70vw)",
  minHeight: "40px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.onMaroon}`,
  borderRadius: vars.radius.md,
  background: vars.color.maroon,
  color: vars.color.onMaroon,
  fontWeight: vars.fontWeight.medium,
  textOverflow: "ellipsis",
});

export const problem = style({
  flexBasis: "100%",
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.onMaroon,
});

/** A report's choice of outlet, on the page (not in the bar). */
export const choice = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm });
