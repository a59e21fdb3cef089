import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { card } from "../../ui/Card/Card.css";

/*
 * The diner's styles that only the ordering, the option sheet and the bill use: they load with those
 * parts, not in a guest's first download (docs/diner-ordering.md, Budget). The menu's own are Diner.css.ts.
 */

/** Wide enough for two dishes side by side; below it the page is laid out for a phone. */
const wide = "screen and (min-width: 720px)";
/** Every control a thumb presses is at least this tall (as on the rest of the diner's page). */
const TAP = "44px";

export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });

export const line = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The bill's sums: Subtotal to Round off, each amount on the right, never broken. */
export const sums = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.xs });

globalStyle(`${sums} dd`, { margin: 0, whiteSpace: "nowrap" });

export const sumLine = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm, color: vars.color.textMuted });

export const total = style({
  display: "flex",
  justifyContent: "space-between",
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const notice = styleVariants({
  info: { padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.accentSoft, color: vars.color.onAccent },
  warning: { padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSoft, color: vars.color.text },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap-reverse",
  gap: vars.space.sm,
  justifyContent: "flex-end",
});

// Side by side when they fit, stacked full width (Place Order on top) on a narrow phone.
globalStyle(`${actions} > *`, { flex: "1 1 160px" });

export const dialog = style({
  width: "calc(100vw - 16px)",
  maxWidth: "560px",
  maxHeight: "calc(100dvh - 16px)",
  padding: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflowY: "auto",
  "@media": { [wide]: { padding: vars.space.xl } },
  selectors: { "&::backdrop": { background: vars.color.overlay } },
});

export const dialogBody = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const dialogHead = style({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: vars.space.md });

// The page behind an open order dialog stays put instead of scrolling under the diner's thumb.
globalStyle("html:has(dialog[open])", { overflow: "hidden" });

/** Steps wrap onto a second line on a narrow phone rather than break a word ("Complete / d"). */
export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const step = style({
  flex: "1 1 auto",
  whiteSpace: "nowrap",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textAlign: "center",
  selectors: {
    "&[data-reached='true']": { background: vars.color.successSoft, color: vars.color.success },
    "&[aria-current='step']": { background: vars.color.success, color: vars.color.onPrimary, fontWeight: vars.fontWeight.bold },
  },
});

/** The bill's UPI QR: big enough for another phone's camera across the table. */
export const upiQr = style({ width: "240px", maxWidth: "100%", height: "auto", alignSelf: "center", imageRendering: "pixelated" });
/** The status card, with room above it for the sticky category bar when scrolled into view. */
export const statusCard = style([card, { scrollMarginTop: "72px" }]);

/** The option sheet's groups and choices. */
export const group = style({ margin: 0, padding: 0, border: 0, display: "flex", flexDirection: "column", gap: vars.space.xs });

export const groupName = style({ fontWeight: vars.fontWeight.bold, display: "flex", gap: vars.space.sm, alignItems: "baseline" });

export const choice = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: TAP,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: "pointer",
});

export const choiceName = style({ flex: 1 });

export const addLine = style({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: vars.space.md });
