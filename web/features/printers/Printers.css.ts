import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { stackedList } from "../../theme/stackedList";

export const banner = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.danger}`,
  fontWeight: vars.fontWeight.bold,
});

export const list = style(stackedList(vars.space.sm));

export const station = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const preview = style({ maxWidth: "320px", border: `1px solid ${vars.color.border}`, background: "white" });
