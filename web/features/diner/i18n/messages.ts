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
  yourOrder: "Your Order",
  close: "Close",
  cartEmpty: "Your cart is empty.",
  each: "{price} each · {total}",
  itemsInOrder: "Items in your order",
  total: "Total",
  yourName: "Your Name *",
  phone: "Phone Number *",
  email: "Email Address *",
  instructions: "Special Instructions (Optional)",
  continueShopping: "Continue Shopping",
  placeOrder: "Place Order",
  placingOrder: "Placing Order...",
  orderPlaced: "Order Placed Successfully!",
  orderPlacedBody: "Your order has been sent to the kitchen. Please wait at your table.",
  orderFailed: "Order Failed",
  orderFailedBody: "Failed to place order. Please try again.",
  required: "Required",
  optional: "Optional",
  chooseUpTo: "Choose up to {max}",
  soldOut: "Sold out",
  choose: "Choose {group}",
};

export type MessageKey = keyof typeof ENGLISH;
export type Messages = Readonly<Record<MessageKey, string>>;
/** A language's catalogue: what it leaves out shows in English. */
export type Catalogue = Partial<Messages>;

/** A message with its `{name}` blanks filled in. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (blank, name: string) => String(values[name] ?? blank));
}
