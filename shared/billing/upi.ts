import { paiseAsDecimal } from "./paise";

interface UpiPayment {
  upiId: string;
  payee: string;
  totalPaise: number;
  billNumber: string;
  /** The transaction reference `tr` when it is not the bill number (a takeout order's id). */
  reference?: string;
}

/**
 * A query value percent-encoded as RFC 3986 allows in a query: "@" and "/" stay literal (UPI apps
 * read `pa=name@bank` and show the bill number as typed); spaces are %20, never "+".
 */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, "@").replace(/%2F/g, "/");
}

/**
 * The UPI deep link a bill's QR code and Pay button carry (NPCI's UPI linking specification): `tr` the
 * bill number, so a merchant UPI account matches each payment to its bill, `tn` the same as the note the payer sees.
 */
export function upiLink({ upiId, payee, totalPaise, billNumber, reference = billNumber }: UpiPayment): string {
  const number = encodeValue(billNumber);
  return `upi://pay?pa=${encodeValue(upiId)}&pn=${encodeValue(payee)}&am=${paiseAsDecimal(totalPaise)}&cu=INR&tr=${encodeValue(reference)}&tn=${number}`;
}
