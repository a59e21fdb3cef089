import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { card } from "../../ui/Card/Card.css";

/** Wide enough for two dishes side by side; below it the page is laid out for a phone. */
const wide = "screen and (min-width: 720px)";
/** Every control a thumb presses is at least this tall and wide. */
const TAP = "44px";

export const page = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.lg} 96px`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  "@media": { [wide]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}` } },
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const restaurantName = style({ fontSize: vars.fontSize.xxl });

export const muted = style({ color: vars.color.textMuted });

export const quiet = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tap = style({ minHeight: TAP, minWidth: TAP });

/** Room above a section's title for the sticky category bar when the bar jumps to it. */
export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md, scrollMarginTop: "72px" });

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const dishes = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  "@media": { [wide]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

/** Dishes and order cards are the kit's card (its CSS may load after this file's, so nothing here overrides it). */
export const panel = card;

export const dishHead = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md, alignItems: "baseline" });

export const dishName = style({ fontSize: vars.fontSize.lg });

export const dishTitle = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });

export const price = style({ fontWeight: vars.fontWeight.bold, whiteSpace: "nowrap" });

export const dishFoot = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginTop: "auto",
});

export const stepper = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const quantity = style({ minWidth: "2ch", textAlign: "center", fontWeight: vars.fontWeight.bold });

export const floatingCart = style({
  position: "fixed",
  left: vars.space.lg,
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 40,
  boxShadow: vars.shadow.lg,
  "@media": { [wide]: { display: "none" } },
});

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

/** Holds the calls' row before its chunk arrives, so the menu below does not jump when it does. */
export const callSlot = style({ minHeight: TAP });
export const callBar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
/** The bill's UPI QR: big enough for another phone's camera across the table. */
export const upiQr = style({ width: "240px", maxWidth: "100%", height: "auto", alignSelf: "center", imageRendering: "pixelated" });
/** The status card, with room above it for the sticky category bar when scrolled into view. */
export const statusCard = style([card, { scrollMarginTop: "72px" }]);

/** A dish's photo: the card's width at a 4:3 crop, its box reserved by the img's width and height. */
export const dishPhoto = style({ width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: vars.radius.md });
