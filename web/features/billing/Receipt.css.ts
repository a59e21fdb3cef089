import { globalStyle, style } from "@vanilla-extract/css";

export const receipt = style({ display: "flex", flexDirection: "column", gap: "2mm" });

globalStyle(`${receipt} p, ${receipt} figure, ${receipt} dl, ${receipt} dd`, { margin: 0 });

export const centre = style({ textAlign: "center", display: "flex", flexDirection: "column", alignItems: "center", gap: "1mm" });

export const name = style({ fontWeight: 700, fontSize: "1.3em" });

export const title = style({ fontWeight: 700, marginTop: "1mm", textTransform: "uppercase", letterSpacing: "0.05em" });

export const facts = style({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "2mm" });

export const lines = style({ width: "100%", borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" });

globalStyle(`${lines} th, ${lines} td`, { padding: "0.5mm 0", textAlign: "right", verticalAlign: "top" });
globalStyle(`${lines} th:first-child, ${lines} td:first-child`, { textAlign: "left", overflowWrap: "anywhere" });
globalStyle(`${lines} thead`, { borderBottom: "1px dashed #000" });

export const sums = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  columnGap: "2mm",
  borderTop: "1px dashed #000",
  paddingTop: "1mm",
  fontVariantNumeric: "tabular-nums",
});

globalStyle(`${sums} dd`, { textAlign: "right" });

export const grand = style({ fontWeight: 700, fontSize: "1.2em" });

export const qr = style({ width: "40mm", height: "40mm", imageRendering: "pixelated" });
