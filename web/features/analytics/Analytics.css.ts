import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

/** A table that scrolls sideways on a phone instead of breaking its words letter by letter. */
export const tableScroll = style({ overflowX: "auto", maxWidth: "100%" });

globalStyle(`${tableScroll} table`, { borderCollapse: "collapse" });
// The page's "anywhere" wrapping (web/theme/global.css.ts) would let columns shrink to single letters.
globalStyle(`${tableScroll} th, ${tableScroll} td`, {
  overflowWrap: "normal",
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  textAlign: "left",
});
globalStyle(`${tableScroll} caption`, { textAlign: "left", fontWeight: 600, padding: `${vars.space.xs} 0` });
