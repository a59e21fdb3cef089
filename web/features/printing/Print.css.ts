import { globalStyle, style } from "@vanilla-extract/css";

/**
 * What a print shows (docs/billing.md, Printing): while an element with this class is on the page,
 * printing hides everything but it and the elements around it, and those lose their spacing, so the
 * paper is exactly as long as the receipt or ticket.
 */
export const printTarget = style({});

globalStyle(`body:has(${printTarget}) *:not(:has(${printTarget})):not(${printTarget}):not(${printTarget} *)`, {
  "@media": { print: { display: "none" } },
});
globalStyle(`:is(html, body, body *):has(${printTarget})`, {
  "@media": {
    print: {
      margin: 0,
      padding: 0,
      border: 0,
      boxShadow: "none",
      minHeight: 0,
      maxWidth: "none",
      width: "auto",
      display: "block",
      background: "none",
      position: "static",
    },
  },
});

/** Laid out (so it can be measured) but off the screen: a ticket printed from a busy screen. */
export const offscreen = style({
  position: "absolute",
  left: "-10000px",
  top: 0,
  "@media": { print: { position: "static", left: "auto" } },
});

const rollBase = {
  boxSizing: "border-box",
  fontFamily: "ui-monospace, 'DejaVu Sans Mono', Menlo, monospace",
  fontSize: "11px",
  lineHeight: 1.35,
  color: "#000",
  background: "#fff",
} as const;

/** An 80 mm roll prints about 72 mm wide; 4 mm a side keeps the text off the edges. */
export const roll = style({ ...rollBase, width: "80mm", padding: "3mm 4mm" });

/** A 58 mm roll prints 48 mm wide. */
export const roll58 = style({ ...rollBase, width: "58mm", padding: "3mm 5mm" });

export const a4 = style({
  width: "100%",
  maxWidth: "180mm",
  boxSizing: "border-box",
  fontSize: "13px",
  lineHeight: 1.45,
  color: "#000",
  background: "#fff",
});

export const screenOnly = style({ "@media": { print: { display: "none" } } });
