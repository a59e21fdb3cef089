import { style } from "@vanilla-extract/css";
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

export const callBar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
/** A dish's photo: the card's width at a 4:3 crop, its box reserved by the img's width and height. */
export const dishPhoto = style({ width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: vars.radius.md });
