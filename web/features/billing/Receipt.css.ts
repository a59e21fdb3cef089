import { globalStyle, style } from "@vanilla-extract/css";

export const receipt = style({ display: "flex", flexDirection: "column", gap: "2mm" });

globalStyle(`${receipt} figure`, { margin: 0 });

export const centre = style({ textAlign: "center", display: "flex", flexDirection: "column", alignItems: "center", gap: "1mm" });

/**
 * The receipt's rows, one character a column and never wrapped: 2.45 mm type makes 48 columns of a
 * monospace face (0.6 em wide) 70.6 mm, inside the 72 mm an 80 mm roll prints, and 32 columns inside 58 mm's 48 mm.
 */
const text = {
  margin: 0,
  whiteSpace: "pre",
  fontFamily: "'DejaVu Sans Mono', 'Liberation Mono', ui-monospace, Menlo, monospace",
  lineHeight: 1.3,
  fontVariantNumeric: "tabular-nums",
  color: "#000",
} as const;

export const rollText = style({ ...text, fontSize: "2.45mm" });

export const sheetText = style({ ...text, fontSize: "3.6mm" });

export const row = style({ display: "block", minHeight: "1.3em" });

export const qr = style({ width: "40mm", height: "40mm", imageRendering: "pixelated" });
