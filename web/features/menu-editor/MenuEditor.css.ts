import { globalStyle, style } from "@vanilla-extract/css";
import { autoGrid } from "../../theme/autoGrid";
import { vars } from "../../theme/contract.css";

export const layout = style(autoGrid(320));

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const grid = style({ ...autoGrid(260), margin: 0, padding: 0, listStyle: "none" });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });

export const description = style({ margin: 0, color: vars.color.textMuted, overflowWrap: "anywhere" });

export const priceRow = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: vars.space.sm });

export const price = style({ fontWeight: vars.fontWeight.bold, color: vars.color.primary, fontVariantNumeric: "tabular-nums" });

export const muted = style({ color: vars.color.textMuted });

/** At least 44 px: staff tap these on phones and tablets. */
export const tapTarget = style({ minHeight: "44px", minWidth: "44px" });

export const quickList = style({ margin: 0, padding: 0, listStyle: "none", display: "flex", flexDirection: "column", gap: vars.space.xs });

export const quickRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  overflowWrap: "anywhere",
});

export const quickForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "flex-end" });

export const grow = style({ flex: "1 1 180px", minWidth: 0 });

/** Delete sits apart from the everyday actions, in the danger colour but without a filled button. */
export const deleteAction = style({ marginLeft: "auto", color: vars.color.danger });

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "flex-end",
  marginBottom: vars.space.md,
});

globalStyle(`${filters} > *`, { flex: "1 1 220px" });
