import type { ENGLISH_ORDER } from "./orderMessages";

/**
 * The diner page's own words in English, the page's first language. Other languages' catalogues
 * (one file each beside this one) are loaded only when a diner picks them, so the English cold visit
 * downloads none of them (docs/diner-ordering.md, Languages). A key a catalogue leaves out shows in English.
 */
export const ENGLISH = {
  language: "Language",
  cart: "Cart ({count})",
  tableSeats: "Table {table} · {seats}",
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
  choose: "Choose {group}",
};

/** Every message: the menu's (here, on the first load) and the order dialog's (loaded with it). */
type MessageKey = keyof typeof ENGLISH | keyof typeof ENGLISH_ORDER;
export type Messages = Readonly<Record<keyof typeof ENGLISH, string>>;
/** A language's catalogue: what it leaves out shows in English. */
export type Catalogue = Partial<Readonly<Record<MessageKey, string>>>;

/** A message with its `{name}` blanks filled in. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (blank, name: string) => String(values[name] ?? blank));
}
