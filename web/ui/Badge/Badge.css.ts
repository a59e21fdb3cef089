import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const base = style({
  display: "inline-flex",
  alignItems: "center",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: "nowrap",
});

export const tone = styleVariants({
  neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
  accent: { background: vars.color.accentSoft, color: vars.color.onAccent },
  success: { background: vars.color.successSoft, color: vars.color.success },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
});
