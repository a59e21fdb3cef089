import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

// Wide enough for the admin's eight nav items on one line next to the brand.
const wide = "screen and (min-width: 1100px)";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 40,
  background: vars.color.maroon,
  color: vars.color.onMaroon,
  boxShadow: vars.shadow.md,
});

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  maxWidth: vars.layout.maxWidth,
  minHeight: vars.layout.navHeight,
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  // An admin's eleven entries fit one row from 1,280 px only with the window's full width (docs/product.md, Navigation).
  "@media": { [wide]: { maxWidth: "none", gap: vars.space.xs } },
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginRight: "auto",
  color: vars.color.onMaroon,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
});

export const brandMark = style({
  display: "inline-grid",
  placeItems: "center",
  width: "32px",
  height: "32px",
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.maroon,
  fontSize: vars.fontSize.md,
});

export const menuButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "40px",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.onMaroon}`,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.onMaroon,
  cursor: "pointer",
  "@media": { [wide]: { display: "none" } },
});

/** Below 1100 px the links fold under the Menu button; from 1100 px they sit in the bar. */
export const links = style({
  display: "none",
  flexBasis: "100%",
  flexDirection: "column",
  alignItems: "stretch",
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} 0`,
  listStyle: "none",
  selectors: { "&[data-open='true']": { display: "flex" } },
  "@media": {
    [wide]: {
      display: "flex",
      justifyContent: "flex-end",
      flexBasis: "auto",
      flexDirection: "row",
      flexWrap: "nowrap",
      alignItems: "center",
      gap: 0,
      padding: 0,
    },
  },
});

export const link = style({
  display: "flex",
  alignItems: "center",
  minHeight: "40px",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.onMaroon,
  textDecoration: "none",
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  "@media": { [wide]: { padding: `${vars.space.xs} 6px`, fontSize: vars.fontSize.sm } },
  selectors: {
    "&:hover": { background: "rgba(255, 255, 255, 0.12)" },
    // Current page: a lighter pill with a saffron underline, distinct from the cream Sign Up button.
    "&[aria-current='page']": {
      background: "rgba(255, 255, 255, 0.18)",
      boxShadow: `inset 0 -3px 0 ${vars.color.accentSoft}`,
    },
  },
});

export const user = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  opacity: 0.95,
  "@media": { [wide]: { padding: `${vars.space.xs} ${vars.space.sm}`, whiteSpace: "nowrap" } },
});

export const logout = style([
  link,
  {
    width: "100%",
    border: `1px solid ${vars.color.onMaroon}`,
    background: "transparent",
    cursor: "pointer",
    "@media": { [wide]: { width: "auto" } },
  },
]);

export const cta = style({
  background: vars.color.accentSoft,
  color: vars.color.maroon,
  selectors: {
    "&:hover": { background: vars.color.surface },
    "&[aria-current='page']": { background: vars.color.surface, boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
  },
});

/** "More": in the mobile menu a plain nested list; on a wide bar a small panel under its button. */
export const more = style({ position: "relative" });
globalStyle(`${more} > summary`, { cursor: "pointer", listStyle: "none" });
globalStyle(`${more} > summary::-webkit-details-marker`, { display: "none" });
// Closed, its links take no room and no boxes (Chromium keeps a closed details' content laid out).
globalStyle(`${more}:not([open]) > ul`, { display: "none" });

export const moreList = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 0 ${vars.space.md}`,
  "@media": {
    [wide]: {
      position: "absolute",
      right: 0,
      top: "100%",
      minWidth: "12rem",
      padding: vars.space.xs,
      background: vars.color.maroon,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.md,
    },
  },
});
