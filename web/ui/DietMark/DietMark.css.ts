import { style, styleVariants } from "@vanilla-extract/css";

/** The marks' own colours: India's food-labelling convention, the same on every theme. */
const COLOURS = { veg: "#1e8e3e", "non-veg": "#8b3a0e", egg: "#c77c02" } as const;
const SIZE = "16px";

const box = style({
  display: "inline-flex",
  flex: "none",
  alignItems: "center",
  justifyContent: "center",
  width: SIZE,
  height: SIZE,
  borderRadius: "2px",
  background: "#fff",
  verticalAlign: "middle",
});

export const mark = styleVariants(COLOURS, (colour) => [box, { border: `2px solid ${colour}` }]);

const dot = (colour: string) => ({ width: "8px", height: "8px", borderRadius: "50%", background: colour });

export const symbol = styleVariants({
  veg: dot(COLOURS.veg),
  // An upward triangle drawn with borders.
  "non-veg": {
    width: 0,
    height: 0,
    borderLeft: "5px solid transparent",
    borderRight: "5px solid transparent",
    borderBottom: `8px solid ${COLOURS["non-veg"]}`,
  },
  egg: dot(COLOURS.egg),
});
