/**
 * The table bill's words in English: they load with the bill's card. Subtotal, CGST, SGST, Round off
 * and Total are the order words' (englishOrder.ts), which the cart shows too.
 */
export const ENGLISH_BILL = {
  yourBill: "Your bill",
  billOf: "Bill {number} · Table {table}",
  includesGst: "Includes CGST {cgst} and SGST {sgst}",
  paidThanks: "Paid, thank you",
  payByUpi: "Pay {amount} by UPI",
  upiQrAlt: "UPI QR code to pay {amount}",
  payFromOtherPhone: "Paying from another phone? Scan this code with any UPI app.",
  payAtCounter: "Please pay at the counter.",
};
