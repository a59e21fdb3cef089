import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { stackedList } from "../../theme/stackedList";

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const muted = style({ color: vars.color.textMuted });

export const lines = style(stackedList(vars.space.xs));

export const line = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md, fontVariantNumeric: "tabular-nums" });

export const amountField = style({ maxWidth: "12rem" });

export const list = style(stackedList(vars.space.lg));

export const tables = style({ margin: 0, padding: 0, listStyle: "none", display: "flex", flexWrap: "wrap", gap: vars.space.md });

export const tableChip = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
