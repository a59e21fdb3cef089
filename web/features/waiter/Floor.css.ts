import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { floorCard } from "../../theme/floorCard";
import { stackedList } from "../../theme/stackedList";

export const grid = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(96px, 1fr))",
});

const flash = keyframes({
  "0%, 100%": { background: vars.color.dangerSoft, borderColor: vars.color.danger },
  "50%": { background: vars.color.surface, borderColor: vars.color.accent },
});

const tileBase = style({
  width: "100%",
  minHeight: "88px",
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  textAlign: "left",
  cursor: "pointer",
});

export const dishName = style({ display: "flex", alignItems: "center", gap: vars.space.xs, minWidth: 0, overflowWrap: "anywhere" });

/** "₹120" on one line always: a price broken as "₹12 / 0" reads as ₹12. */
export const dishPrice = style({ flexShrink: 0, whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });

/** The tile's colour says the state; its text says it too. */
export const tile = styleVariants({
  free: [tileBase],
  seated: [tileBase, { borderColor: vars.color.accent }],
  ordered: [tileBase, { borderColor: vars.color.accent, background: vars.color.accentSoft }],
  preparing: [tileBase, { borderColor: vars.color.primary }],
  served: [tileBase, { borderColor: vars.color.success, background: vars.color.successSoft }],
  "bill-asked": [tileBase, { borderColor: vars.color.maroon }],
  billed: [tileBase, { borderColor: vars.color.maroon, background: vars.color.surfaceMuted }],
  paid: [tileBase, { borderColor: vars.color.success, borderStyle: "dashed" }],
});

/** A table whose diner called: flashes until someone acknowledges; still with reduced motion, then a thick red border. */
export const calling = style({
  borderColor: vars.color.danger,
  borderWidth: "4px",
  "@media": { "(prefers-reduced-motion: no-preference)": { animation: `${flash} 1s ease-in-out infinite` } },
});

export const readyNote = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.bold });

/** Food waits at the pass: a solid green edge, steady (the call's flash stays the louder signal). */
export const ready = style({ borderColor: vars.color.success, borderWidth: "4px", background: vars.color.successSoft });

export const selected = style({ outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });

export const tileNumber = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const tileState = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const list = style(stackedList(vars.space.sm));

export const card = style(floorCard);

export const cardHead = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** Thumb-sized: every control of the pad is at least 48 px. */
export const big = style({ minHeight: "48px", minWidth: "48px" });

export const tabs = style({
  display: "flex",
  gap: vars.space.xs,
  overflowX: "auto",
  paddingBottom: vars.space.xs,
  position: "sticky",
  top: 0,
  background: vars.color.background,
  zIndex: 1,
});

export const tab = style({ flex: "0 0 auto", minHeight: "44px", whiteSpace: "nowrap" });

export const search = style({
  width: "100%",
  minHeight: "48px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  font: "inherit",
  fontSize: vars.fontSize.md,
});

export const dishes = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.xs,
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
});

export const dish = style({
  width: "100%",
  minHeight: "56px",
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  textAlign: "left",
  cursor: "pointer",
});

export const categoryTitle = style({ margin: `${vars.space.sm} 0 ${vars.space.xxs}`, fontSize: vars.fontSize.md, scrollMarginTop: "56px" });

export const line = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const quantity = style({
  minWidth: "2ch",
  textAlign: "center",
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const note = style({
  width: "100%",
  minHeight: "64px",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  font: "inherit",
});

/** Send to Kitchen stays under the thumb while the pad scrolls. */
export const sendBar = style({
  position: "sticky",
  bottom: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  background: vars.color.background,
});

export const optionGroup = style({ margin: 0, padding: 0, border: 0 });

export const choice = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
});

/** The table's panel scrolls in below the sticky header, not under it. */
export const panelAnchor = style({ scrollMarginTop: "72px" });
