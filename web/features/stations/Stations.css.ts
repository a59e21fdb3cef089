import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { stackedList } from "../../theme/stackedList";

export const list = style(stackedList(vars.space.md));

export const station = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const select = style({
  minHeight: "40px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
});

export const label = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, fontWeight: vars.fontWeight.bold });

export const prepTimes = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.textMuted });
