import { globalStyle } from "@vanilla-extract/css";
import { TOAST_STRIP_PAGE as STRIP } from "./toastStripSelector";

/**
 * A screen with tickets to tap marks its board `data-toast-strip` and imports this file: on screen (not
 * in print) the page then fills the window, <main> scrolls inside it and toasts take a strip below
 * <main> (Toast.css.ts), so a toast never lies over a ticket or its button (docs/decisions/069-toast-strip.md).
 * Its own file, not AppLayout.css.ts: only those screens download it, never a diner's first visit.
 */
globalStyle(`${STRIP} :has(> #main)`, { "@media": { screen: { height: "100dvh", minHeight: 0 } } });

globalStyle(`${STRIP} #main`, { "@media": { screen: { minHeight: 0, overflowY: "auto" } } });
