import { globalStyle, style } from "@vanilla-extract/css";

/** The sheet in the kitchen's own black on white, whatever the screen's theme; plain type that reads at arm's length. */
export const sheet = style({ display: "flex", flexDirection: "column", gap: "2.5mm", color: "#000", background: "#fff" });

export const title = style({ fontSize: "1.4em", fontWeight: 700, margin: 0 });

export const facts = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "0.5mm 3mm", margin: 0 });

globalStyle(`${facts} dt`, { fontWeight: 700 });
globalStyle(`${facts} dd`, { margin: 0 });

export const menu = style({ width: "100%", borderCollapse: "collapse" });

globalStyle(`${menu} th, ${menu} td`, { textAlign: "left", padding: "1mm 0", borderBottom: "1px solid #000", verticalAlign: "top" });
globalStyle(`${menu} th:not(:first-child), ${menu} td:not(:first-child)`, { textAlign: "right", paddingLeft: "2mm", whiteSpace: "nowrap" });

export const heading = style({ fontSize: "1.1em", fontWeight: 700, margin: "1mm 0 0" });

export const notes = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

/** Nothing of the sheet breaks across two A4 pages in the middle of a dish. */
globalStyle(`${menu} tr`, { breakInside: "avoid" });
