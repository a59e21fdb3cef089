import { style } from "@vanilla-extract/css";
import { autoGrid } from "../../theme/autoGrid";
import { vars } from "../../theme/contract.css";
import { bulletList } from "../../theme/utilities.css";

export const toggle = style({
  display: "inline-flex",
  alignSelf: "center",
  padding: vars.space.xs,
  gap: vars.space.xs,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  // A fieldset's own box: no minimum width from its contents, no default margin.
  margin: 0,
  minInlineSize: 0,
});

export const toggleButton = style({
  minHeight: "40px",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  selectors: {
    "&[aria-pressed='true']": { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const banner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.maroon,
  color: vars.color.onMaroon,
  borderRadius: vars.radius.lg,
  textAlign: "center",
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const grid = style([autoGrid(280), { alignItems: "stretch" }]);

export const popular = style({
  borderColor: vars.color.primary,
  borderWidth: "2px",
  boxShadow: vars.shadow.md,
});

export const price = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const billed = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const muted = style({ color: vars.color.textMuted });

/** Fills the card's spare height, so the plans' buttons line up. */
export const features = style([bulletList, { flex: 1 }]);

export const addOns = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const addOn = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
