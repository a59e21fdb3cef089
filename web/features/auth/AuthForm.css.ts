import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const footer = style({
  textAlign: "center",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const notice = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.md,
});
