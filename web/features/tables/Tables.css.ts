import { globalStyle, style } from "@vanilla-extract/css";
import { autoGrid } from "../../theme/autoGrid";
import { vars } from "../../theme/contract.css";

export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

/** At least 44 px: staff tap these on phones and tablets. */
export const tapTarget = style({ minHeight: "44px", minWidth: "44px" });

export const grid = style({ ...autoGrid(260), margin: 0, padding: 0, listStyle: "none" });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted });

export const emptyState = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.md });

/** The print sheet: A4 pages of QR cards; on paper only the sheet shows. */
export const sheet = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 220px), 1fr))",
  gap: vars.space.lg,
  "@media": { print: { gridTemplateColumns: "repeat(3, 1fr)", gap: "8mm" } },
});

export const qrCard = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textAlign: "center",
  breakInside: "avoid",
  overflowWrap: "anywhere",
  background: vars.color.surface,
});

export const qrImage = style({ width: "100%", maxWidth: "200px", height: "auto", aspectRatio: "1" });

export const restaurantName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const qrTable = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const qrHint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const screenOnly = style({ "@media": { print: { display: "none" } } });

// While the sheet is on the page, printing shows the sheet alone (no top bar, toasts or buttons).
globalStyle(`body:has(${sheet}) *`, { "@media": { print: { visibility: "hidden" } } });
globalStyle(`body:has(${sheet}) ${sheet}, body:has(${sheet}) ${sheet} *`, { "@media": { print: { visibility: "visible" } } });
globalStyle(`body:has(${sheet}) ${sheet}`, {
  "@media": { print: { position: "absolute", insetInlineStart: 0, insetBlockStart: 0, width: "100%" } },
});
