import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const shell = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  // Nothing on any screen may make a 360 px phone scroll sideways.
  overflowX: "clip",
});

export const main = style({ flex: 1, outline: "none" });

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
