import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const stack = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxWidth: 560,
  margin: "0 auto",
  padding: vars.space.md,
});
export const row = style({ display: "flex", gap: vars.space.sm, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" });
/** The guest's menu and cart rows: at 390 px the name may wrap, the price and the buttons never do. */
export const dishList = style({ listStyle: "none", margin: 0, padding: 0 });
export const dish = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const dishPhoto = style({ width: 64, height: 64, objectFit: "cover", borderRadius: 8, flexShrink: 0 });
export const dishText = style({ display: "flex", flexDirection: "column", gap: 2, flex: 1, minWidth: 0 });
export const dishName = style({ display: "flex", gap: vars.space.xs, alignItems: "center", overflowWrap: "anywhere" });
export const price = style({ fontWeight: 700, whiteSpace: "nowrap" });
export const quiet = style({ color: vars.color.textMuted, fontWeight: 400 });
export const controls = style({ display: "flex", gap: vars.space.xs, alignItems: "center", flexShrink: 0 });
export const notice = style({ padding: vars.space.md, borderRadius: 8, background: vars.color.surface, fontWeight: 600 });
export const input = style({ width: "100%", padding: vars.space.sm, fontSize: "1rem", boxSizing: "border-box" });
export const board = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.lg });
export const bigToken = style({ fontSize: "3rem", fontWeight: 800, lineHeight: 1.1, margin: 0 });
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});
