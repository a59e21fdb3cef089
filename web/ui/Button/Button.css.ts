import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: "none",
  cursor: "pointer",
  whiteSpace: "nowrap",
  transition: "background-color 120ms ease, border-color 120ms ease, color 120ms ease",
  selectors: {
    "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed" },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { "&:hover:not(:disabled)": { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceMuted } },
  },
  ghost: {
    background: "transparent",
    color: vars.color.text,
    selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceMuted } },
  },
  destructive: {
    background: vars.color.danger,
    color: vars.color.onDanger,
    selectors: { "&:hover:not(:disabled)": { background: vars.color.dangerHover } },
  },
});

export const size = styleVariants({
  sm: { minHeight: "32px", padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
  md: { minHeight: "40px", padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md },
  lg: { minHeight: "48px", padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
  icon: { minHeight: "40px", minWidth: "40px", padding: vars.space.sm, fontSize: vars.fontSize.md },
});

export const fullWidth = style({ width: "100%" });
