/**
 * The pages a guest opens, as URL patterns ($qrCode and $slug stand for the demo restaurant's): each
 * is measured against the byte budgets (scripts/first-visit.ts) and precached for everyone by the
 * service worker (scripts/precache-split.ts). A new guest page is one more line here.
 */
export const GUEST_PAGES = ["/", "/menu/$qrCode", "/r/$slug", "/r/$slug/order", "/r/$slug/book", "/w/$slug"] as const;

/**
 * Every route a guest's visit precaches: the guest pages and the menu page without its code. The pricing
 * page is for restaurants, not guests: kept once opened, like Sign In (docs/decisions/111).
 */
export const GUEST_ROUTES: readonly string[] = [...GUEST_PAGES, "/menu"];
