import { style, styleVariants } from "@vanilla-extract/css";
import { autoGrid } from "../../theme/autoGrid";
import { vars } from "../../theme/contract.css";
import { stackedList } from "../../theme/stackedList";

export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

export const columns = style(autoGrid(260));

export const column = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const columnTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

export const tickets = style(stackedList(vars.space.md));

const ticketBase = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** Amber after 10 minutes, red after 20: the border and the clock say it, the clock's text too. */
export const ticket = styleVariants({
  fresh: [ticketBase],
  late: [ticketBase, { borderColor: vars.color.accent, background: vars.color.accentSoft }],
  overdue: [ticketBase, { borderColor: vars.color.danger, background: vars.color.dangerSoft }],
});

export const ticketHead = style({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: vars.space.sm });

export const tableNumber = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

/** A parcel's mark and token, called across the pass instead of a table: the largest type on the ticket. */
export const parcelMark = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.sm,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.04em",
});

export const parcelToken = style({
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: "tabular-nums",
});

export const clock = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums" });

export const items = style({ margin: 0, padding: 0, listStyle: "none", fontSize: vars.fontSize.lg });

export const instructions = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.maroon,
  color: vars.color.onMaroon,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});

/** One large target for a chef's wet or gloved hand. */
export const moveOn = style({ minHeight: "56px", width: "100%", fontSize: vars.fontSize.lg });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const kotTitle = style({ margin: 0, fontWeight: 700, fontSize: "1.4em" });

/** The dishes in large type; the spice level alone in bold, so it is the one thing that stands out. */
export const kotItems = style({ margin: "2mm 0", paddingLeft: 0, listStyle: "none", fontSize: "1.2em" });
/** The spice level on a ticket: the option cooks most often miss, so it is marked like a warning. */
export const spice = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

/** Mild stands out as a spice level, but not in the alarm red of a hot one. */
export const mildSpice = style([spice, { background: vars.color.surfaceMuted, color: vars.color.text }]);

/** Stays at the top while the chef scrolls the columns, above the tickets. */
export const banner = style({
  position: "sticky",
  top: vars.space.sm,
  zIndex: 20,
  display: "flex",
  justifyContent: "center",
});

export const bannerButton = style({ boxShadow: vars.shadow.lg, maxWidth: "100%", whiteSpace: "normal" });

export const startOverlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 90,
  display: "grid",
  placeItems: "center",
  padding: vars.space.lg,
  background: vars.color.overlay,
});

export const startPanel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  width: "min(100%, 420px)",
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

/** "Ready at the pass": the order waits for the waiter to carry it out. */
export const ready = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
});

/** A line with its station's button beside it. */
export const bumpLine = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
});

/** A voided quantity, or a line voided whole: struck through, still readable. */
export const voided = style({ textDecoration: "line-through", color: vars.color.textMuted });

export const voidNote = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

/** A bumped line: done at this station, quieter than what is still to make. */
export const lineDone = style({ color: vars.color.textMuted });

export const lineReadyMark = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

/** The all-day bar: what the station still has to make, across every open ticket. */
export const allDay = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  listStyle: "none",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.lg,
});

export const allDayItem = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums" });

export const stationPicker = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, padding: 0, border: "none" });
