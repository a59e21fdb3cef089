/** The demo restaurant's id: the seed creates it with this id, tests and demo links use it. */
export const DEMO_RESTAURANT_ID = "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10";

export const ROLES = ["admin", "waiter", "chef"] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = "admin";

export const MENU_CATEGORIES = ["Appetizers", "Main Course", "Biryani", "Curries", "Breads", "Rice", "Desserts", "Beverages"] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

export const TABLE_LOCATIONS = [
  "Window side",
  "Corner",
  "Center",
  "Near entrance",
  "Near kitchen",
  "Outdoor/Patio",
  "Private room",
  "Bar area",
] as const;
export type TableLocation = (typeof TABLE_LOCATIONS)[number];

export const PLANS = ["foundations", "signature", "elevated"] as const;
export type PlanId = (typeof PLANS)[number];
export const DEFAULT_PLAN: PlanId = "foundations";

export const TABLE_CAPACITY = { min: 1, max: 20, default: 2 } as const;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
export const ORDER_LINE_QUANTITY = { min: 1, max: 50 } as const;
export const ORDER_MAX_LINES = 100;
export const MENU_PRICE = { min: 1, max: 1_000_000 } as const;

/** Table QR codes are 128+ random bits, base64url: anything else cannot be one. */
export const QR_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const ORDERS_POLL_MS = 30_000;
export const DASHBOARD_LIST_SIZE = 5;
export const QR_IMAGE_WIDTH = 300;
export const SHORT_ID_LENGTH = 8;

/** localStorage key of the signed-in staff user (docs/product.md, Constants). */
export const SESSION_USER_STORAGE_KEY = "rasoi.session-user";

export const CONTACT = { phone: "+91 98765 43210", email: "hello@rasoi.app" } as const;

/** Options on a dish (docs/api.md, Options): groups per dish, choices per group, option name length. */
export const OPTION_LIMITS = { groups: 8, choices: 20, nameLength: 60 } as const;
/** Option ids are chosen by the editor (uuids) or by hand in the API ("half", "full"). */
export const OPTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/** A dish's diet mark, as Indian menus show it: veg (green square), non-veg (brown triangle), egg. */
export const DIETS = ["veg", "non-veg", "egg"] as const;
export type Diet = (typeof DIETS)[number];
export const DIET_LABELS: Record<Diet, string> = { veg: "Veg", "non-veg": "Non-veg", egg: "Contains egg" };
