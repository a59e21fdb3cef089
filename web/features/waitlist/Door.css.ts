import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const page = style({
  maxWidth: "480px",
  margin: "0 auto",
  padding: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

export const head = style({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: vars.space.md });

export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const place = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const ready = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.text,
  margin: 0,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const error = style({ color: vars.color.danger, margin: 0 });
