import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { floorCard } from "../../theme/floorCard";
import { stackedList } from "../../theme/stackedList";

export const list = style(stackedList(vars.space.sm));

export const call = style(floorCard);

/** A call nobody has acknowledged yet stands out in red. */
export const openCall = style([call, { borderColor: vars.color.danger }]);

export const head = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

/** Thumb-sized: answered on a phone between tables. */
export const big = style({ minHeight: "48px", minWidth: "48px" });
