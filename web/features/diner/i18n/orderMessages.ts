/** The order dialog's and its toasts' words in English: they load with the dialog, not with the menu. */
export const ENGLISH_ORDER = {
  yourOrder: "Your Order",
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
};
