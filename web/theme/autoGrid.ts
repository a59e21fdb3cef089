import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "./contract.css";

/**
 * A grid of equal columns at least `minColumnWidthPx` wide, as many as fit; one column on a narrow phone.
 * A style rule rather than a class, for `style()` in .css.ts files: vanilla-extract can only export
 * classes and plain values from a .css.ts file, and a rule lets callers add their own properties.
 */
export function autoGrid(minColumnWidthPx: number): StyleRule {
  return {
    display: "grid",
    gap: vars.space.lg,
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minColumnWidthPx}px), 1fr))`,
  };
}
