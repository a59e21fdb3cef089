import * as z from "zod/mini";
import { type Bill, bill } from "./bills";

/**
 * A bill as the diner's page reads it (`GET /api/qr/{qrCode}/bill`): what the table needs to check and
 * pay it, and no internal id (not the restaurant's, the table's, the bill's or its orders'), so a QR code
 * gives away nothing of earlier parties' orders (docs/security.md).
 */
export const dinerBill = z.pick(bill, {
  number: true,
  tableNumber: true,
  createdAt: true,
  lines: true,
  subtotalPaise: true,
  cgstPaise: true,
  sgstPaise: true,
  roundOffPaise: true,
  totalPaise: true,
  paidPaise: true,
  status: true,
  upiLink: true,
  advancePaise: true,
});
export type DinerBill = z.infer<typeof dinerBill>;

/** The diner's copy of a bill: the schema keeps its fields (and its lines' own) and drops the rest. */
export function toDinerBill(full: Bill): DinerBill {
  return dinerBill.parse(full);
}
