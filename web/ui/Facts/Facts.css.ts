import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

const columns = (minPx: number) => ({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minPx}px), 1fr))`,
  gap: vars.space.md,
  margin: 0,
});

/** How narrow a column may get before the facts wrap to fewer per row. */
export const facts = styleVariants({ narrow: columns(110), medium: columns(160), wide: columns(200) });

export const fact = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const detail = style({ margin: 0, overflowWrap: "anywhere" });
