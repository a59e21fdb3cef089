import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const demo = style({
  padding: vars.space.lg,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const demoTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space.sm,
});

export const demoList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});
