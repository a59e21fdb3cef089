import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const bar = style({
  position: "sticky",
  top: 0,
  zIndex: 30,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: `0 calc(-1 * ${vars.space.lg})`,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Categories scroll sideways on a phone instead of wrapping into a tall bar. */
export const scroller = style({ flex: "1 1 auto", minWidth: 0, overflowX: "auto", scrollbarWidth: "none" });

export const list = style({ display: "flex", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  whiteSpace: "nowrap",
  textDecoration: "none",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const vegSwitch = style({
  display: "inline-flex",
  flex: "none",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
});

export const switchInput = style({ width: "20px", height: "20px", margin: 0, accentColor: "#1e8e3e" });
