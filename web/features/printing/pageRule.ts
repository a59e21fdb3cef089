import { useLayoutEffect, useState } from "react";
import type { PaperWidth } from "../../../shared/schemas/settings";
import type { Paper } from "./papers";

export { PAPERS, type Paper } from "./papers";

const MM_PER_CSS_PIXEL = 25.4 / 96;

/**
 * `@page` for a roll: as wide as the roll and exactly as long as what it prints, so the printer feeds
 * no blank paper; an A4's length until the content has been measured.
 */
export function rollPageRule(heightPx: number, width: PaperWidth = "80mm"): string {
  const length = heightPx > 0 ? Math.ceil(heightPx * MM_PER_CSS_PIXEL) + 1 : 297;
  return `@page { size: ${width} ${length}mm; margin: 0; }`;
}

const A4_PAGE_RULE = "@page { size: A4; margin: 12mm; }";

/** The `@page` rule for printing `element` on `paper`, kept in step with its height (pass it from a callback ref). */
export function usePageRule(element: HTMLElement | null, paper: Paper): string {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    if (!element || paper === "a4") return;
    setHeight(element.offsetHeight);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, paper]);
  return paper === "a4" ? A4_PAGE_RULE : rollPageRule(height, paper);
}

/** Prints `element` on the roll now (80 mm unless told): the rule goes in just for this print. */
export function printRoll(element: HTMLElement, width: PaperWidth = "80mm"): void {
  const rule = document.createElement("style");
  rule.textContent = rollPageRule(element.offsetHeight, width);
  document.head.append(rule);
  try {
    window.print();
  } finally {
    rule.remove();
  }
}
