import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

/**
 * A screen with tickets to tap marks itself `data-toast-strip`: on screen (not in print) the page then
 * fills the window, `main` scrolls inside it and toasts take a strip below `main` (Toast.css.ts), so a
 * toast never lies over a ticket or its button at any width (docs/decisions/069-toast-strip.md).
 */
const STRIP = ":has([data-toast-strip])";

export const shell = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  // Nothing on any screen may make a 360 px phone scroll sideways.
  overflowX: "clip",
  "@media": { screen: { selectors: { [`&${STRIP}`]: { height: "100dvh", minHeight: 0 } } } },
});

export const main = style({
  flex: 1,
  outline: "none",
  "@media": { screen: { selectors: { [`${shell}${STRIP} &`]: { minHeight: 0, overflowY: "auto" } } } },
});

export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: "-100px",
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.primary,
  borderRadius: vars.radius.md,
  selectors: { "&:focus": { top: vars.space.sm } },
});

// Holds the top navigation's bar (colour and height) while its chunk loads, so the page does not jump.
export const navSpace = style({ minHeight: vars.layout.navHeight, background: vars.color.maroon, boxShadow: vars.shadow.md });
