import type { Page } from "playwright-core";
import { placeQrOrderAt } from "./diner-api";

/** What the kitchen journeys share: a diner's order from outside the browser, the start of service, covered buttons. */

export interface PlacedOrder {
  id: string;
  status: string;
}

/** A diner's order at the signed-in restaurant's first table, placed from outside any browser (the diner's phone). */
export async function placeQrOrder(page: Page, customerName: string, specialInstructions: string | null = null): Promise<PlacedOrder> {
  const me = (await (await page.request.get("/api/auth/me")).json()) as { restaurantId: string };
  const tables = (await (await page.request.get(`/api/restaurants/${me.restaurantId}/tables`)).json()) as { qrCode: string }[];
  const qrCode = tables[0]?.qrCode;
  if (!qrCode) throw new Error("the demo restaurant needs a table");
  return placeQrOrderAt(new URL(page.url()).origin, qrCode, { customerName, specialInstructions });
}

/** The kitchen screen opens asking for the tap that starts service (and sound). */

/**
 * Scrolls the screen top to bottom and, at each step, finds where something floating (`coverSelector`:
 * a showing toast, the update prompt) overlaps the part of a ticket's button that can be seen (inside
 * <main>, which may scroll on its own). Also says how many covers showed and whether the screen was
 * taller than the window (else nothing could be covered).
 */
export function coverOverlaps(page: Page, coverSelector: string) {
  return page.evaluate((toastSelector) => {
    const main = document.querySelector("main");
    if (!main) throw new Error("no <main>");
    const scroller = main.scrollHeight > main.clientHeight ? main : (document.scrollingElement ?? document.documentElement);
    const overlaps: string[] = [];
    let toasts = 0;
    const end = scroller.scrollHeight - scroller.clientHeight;
    for (let top = 0; ; top = Math.min(end, top + scroller.clientHeight / 3)) {
      scroller.scrollTop = top;
      const seen = main.getBoundingClientRect();
      const shown = [...document.querySelectorAll(toastSelector)].map((toast) => toast.getBoundingClientRect());
      toasts = Math.max(toasts, shown.length);
      for (const button of document.querySelectorAll<HTMLElement>("[data-toast-strip] button")) {
        const rect = button.getBoundingClientRect();
        const visible = {
          left: rect.left,
          right: rect.right,
          top: Math.max(rect.top, seen.top, 0),
          bottom: Math.min(rect.bottom, seen.bottom, window.innerHeight),
        };
        if (visible.bottom <= visible.top) continue;
        for (const toast of shown) {
          const apart =
            toast.right <= visible.left || toast.left >= visible.right || toast.bottom <= visible.top || toast.top >= visible.bottom;
          if (!apart) overlaps.push(`${button.textContent} at scroll ${Math.round(top)}`);
        }
      }
      if (top >= end) break;
    }
    return { overlaps, toasts, taller: end > 0 };
  }, coverSelector);
}
