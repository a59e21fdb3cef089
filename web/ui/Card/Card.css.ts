import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const titleRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

const titleBase = style({ fontFamily: vars.font.heading });

export const title = styleVariants({
  md: [titleBase, { fontSize: vars.fontSize.md }],
  lg: [titleBase, { fontSize: vars.fontSize.lg }],
  xl: [titleBase, { fontSize: vars.fontSize.xl }],
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
