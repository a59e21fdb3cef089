/** Matches the page while a screen marked `data-toast-strip` is on it (docs/decisions/069-toast-strip.md). */
export const TOAST_STRIP_PAGE = "body:has([data-toast-strip])";
