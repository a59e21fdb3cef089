import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const control = style({
  width: "100%",
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
  },
});

export const textarea = style({ minHeight: "96px", resize: "vertical" });

export const withEnd = style({ position: "relative", display: "flex" });

export const controlWithEnd = style({ paddingRight: "52px" });

export const end = style({
  position: "absolute",
  top: "50%",
  right: vars.space.xs,
  transform: "translateY(-50%)",
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
