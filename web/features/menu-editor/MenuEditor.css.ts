import { globalStyle, style } from "@vanilla-extract/css";
import { autoGrid } from "../../theme/autoGrid";
import { vars } from "../../theme/contract.css";
import { stackedList } from "../../theme/stackedList";

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

export const quickList = style(stackedList(vars.space.xs));

export const quickRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  overflowWrap: "anywhere",
});

export const quickForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "flex-end" });

export const grow = style({ flex: "1 1 180px", minWidth: 0 });

/** A fieldset laid out as a column of its parts. */
const box = { margin: 0, borderRadius: vars.radius.md, display: "flex", flexDirection: "column", minWidth: 0 } as const;

export const options = style({ ...box, padding: vars.space.md, border: `1px solid ${vars.color.border}`, gap: vars.space.md });

export const optionsTitle = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });

export const group = style({ ...box, padding: vars.space.sm, border: `1px dashed ${vars.color.border}`, gap: vars.space.sm });

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "flex-end" });

globalStyle(`${row} > *`, { flex: "1 1 140px", minWidth: 0 });

export const choices = style(stackedList(vars.space.sm));

export const check = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, minHeight: "44px" });

export const error = style({ margin: 0, color: vars.color.danger });

export const optionSummary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

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
