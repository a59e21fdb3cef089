import { MENU_CATEGORIES, type MenuCategory } from "../../../../shared/constants";
import { formatOrderTime } from "../../../../shared/dates";
import type { ENGLISH_BILL } from "./englishBill";
import type { ENGLISH_CALLS } from "./englishCalls";
import type { ENGLISH_ORDER } from "./englishOrder";

/**
 * The diner page's own words in English, the page's first language: here the menu's, which the first
 * paint needs; the order dialog's, the calls' and the bill's sit in their own files and load with their
 * panels. The other languages' catalogues (one file each beside this one) carry every word of all four
 * and load only when a diner picks them (docs/diner-ordering.md, Languages).
 */
export const ENGLISH = {
  language: "Language",
  cart: "Cart ({count})",
  tableSeats: "Table {table} · {seats}",
  pageTitle: "{restaurant} · Table {table}",
  oneSeat: "1 seat",
  seats: "{n} seats",
  noItems: "No menu items available",
  viewCart: "View Cart ({count}) · {total}",
  addToCart: "Add to Cart",
  unavailable: "Unavailable",
  close: "Close",
  required: "Required",
  optional: "Optional",
  chooseUpTo: "Choose up to {max}",
  soldOut: "Sold out",
  categories: "Categories",
  vegOnly: "Veg only",
  quantityOf: "Quantity of {name}",
  addOne: "Add one {name}",
  removeOne: "Remove one {name}",
  invalidQr: "Invalid QR Code",
  scanValidQr: "Please scan a valid table QR code",
  loadingMenu: "Loading menu...",
  tableNotFound: "Table Not Found",
  tableNotFoundBody: "This QR code is not valid or the table is not available",
  noConnection: "No connection",
  menuUnreachable: "The menu could not be loaded. Check your Wi-Fi or mobile data and try again.",
  tryAgain: "Try Again",
  savedMenu: "No connection: showing the menu saved on this phone.",
  savedMenuFrom: "No connection: showing the menu saved on this phone from {time}.",
};

/**
 * Words whose English is the menu's own, so the English page takes them from shared/constants rather
 * than a second copy here: the categories ("categoryMainCourse") and the diet marks ("dietNonVeg").
 */
type Squeezed<Name extends string> = Name extends `${infer First} ${infer Rest}` ? `${First}${Rest}` : Name;
type CategoryKey = `category${Squeezed<MenuCategory>}`;

/** Every word of the diner's page, whichever panel shows it. */
export type MessageKey =
  | keyof typeof ENGLISH
  | keyof typeof ENGLISH_ORDER
  | keyof typeof ENGLISH_CALLS
  | keyof typeof ENGLISH_BILL
  | CategoryKey
  | "dietVeg"
  | "dietNonVeg"
  | "dietEgg"
  // How the language writes a date and time (a BCP 47 tag); English keeps the spec's own format.
  | "locale";
/** A language's catalogue: every word, so a missing one fails the type check and catalogues.test.ts. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
export type Messages = Readonly<Record<keyof typeof ENGLISH, string>>;

/** A message with its `{name}` blanks filled in. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (blank, name: string) => String(values[name] ?? blank));
}

/** A category in the diner's language: as the restaurant wrote it in English, and for one the list does not know. */
export function categoryName(category: string, catalogue: Catalogue | null): string {
  const known = catalogue && (MENU_CATEGORIES as readonly string[]).includes(category);
  return known ? catalogue[`category${category.replace(" ", "")}` as CategoryKey] : category;
}

/** A time as the diner's language writes it ("27 नव॰ 2026, 7:35 pm"); English in the spec's format. */
export function formatTime(iso: string, catalogue: Catalogue | null): string {
  return catalogue ? new Date(iso).toLocaleString(catalogue.locale, { dateStyle: "medium", timeStyle: "short" }) : formatOrderTime(iso);
}
