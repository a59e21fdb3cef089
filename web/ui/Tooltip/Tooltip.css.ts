import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const content = style({
  maxWidth: "260px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.text,
  color: vars.color.surface,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
  zIndex: 60,
});

export const arrow = style({ fill: vars.color.text });
