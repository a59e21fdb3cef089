import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { stackedList } from "../../theme/stackedList";

export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

/** At least 44 px: staff tap these on phones and tablets. */
export const tapTarget = style({ minHeight: "44px" });

export const list = style(stackedList(vars.space.lg));

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });

export const instructions = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.onAccent,
  overflowWrap: "anywhere",
});

export const items = style(stackedList(vars.space.xs));

export const itemRow = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const itemPrices = style({ display: "flex", gap: vars.space.md, color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });

export const lineTotal = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const muted = style({ color: vars.color.textMuted });
