import type { StyleRule } from "@vanilla-extract/css";

/**
 * A list without bullets or indent, its items stacked in a column `gap` apart. A style rule like
 * autoGrid, for `style()` in .css.ts files.
 */
export function stackedList(gap?: string): StyleRule {
  const rule: StyleRule = { margin: 0, padding: 0, listStyle: "none", display: "flex", flexDirection: "column" };
  return gap ? { ...rule, gap } : rule;
}
