import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { stackedList } from "../../theme/stackedList";

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const muted = style({ color: vars.color.textMuted });

export const lines = style(stackedList(vars.space.xs));

export const line = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.md,
  margin: 0,
  fontVariantNumeric: "tabular-nums",
});

export const total = style([line, { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg }]);

/** An amount is never broken across lines. */
export const figure = style({ whiteSpace: "nowrap" });

export const sums = style([
  stackedList(vars.space.xs),
  { margin: 0, paddingTop: vars.space.sm, borderTop: `1px dashed ${vars.color.border}` },
]);

globalStyle(`${sums} dd`, { margin: 0, whiteSpace: "nowrap" });

export const qr = style({ width: "200px", maxWidth: "100%", height: "auto", alignSelf: "center", imageRendering: "pixelated" });

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

export const change = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
