import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { control } from "../Field/Field.css";

/** Looks like every other form control, with the chosen value and the chevron on one line. */
export const trigger = style([
  control,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.sm,
    textAlign: "left",
    cursor: "pointer",
    selectors: {
      "&[data-placeholder]": { color: vars.color.textMuted },
      "&[data-disabled]": { cursor: "not-allowed", background: vars.color.surfaceMuted },
    },
  },
]);

export const content = style({
  overflow: "hidden",
  minWidth: "var(--radix-select-trigger-width)",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: 60,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: "40px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  userSelect: "none",
  outline: "none",
  selectors: {
    "&[data-highlighted]": { background: vars.color.accentSoft },
    "&[data-state='checked']": { fontWeight: vars.fontWeight.bold },
  },
});
