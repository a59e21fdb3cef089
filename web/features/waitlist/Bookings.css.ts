import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

/** Two fields a row where there is room (a tablet, a desktop), one on a 390 px phone. */
export const pair = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))" });

export const eventBox = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const check = style({ display: "flex", gap: vars.space.sm, alignItems: "center", minHeight: "44px" });

export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.xs });

export const line = style({ display: "flex", gap: vars.space.sm, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" });

export const addRow = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-end", flexWrap: "wrap" });

export const grow = style({ flex: "1 1 180px", minWidth: 0 });

export const narrow = style({ flex: "0 0 96px" });

export const alert = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium, margin: 0 });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });

export const qr = style({ width: "200px", height: "200px", alignSelf: "center", imageRendering: "pixelated" });

export const linkText = style({ overflowWrap: "anywhere", fontSize: vars.fontSize.sm });
