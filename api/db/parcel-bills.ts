import { type HeldLine, type PricedBill, priceBill } from "../../shared/billing/adjust";
import type { TaxSettings } from "../../shared/billing/gst";
import { parcelName } from "../../shared/order-channel";
import type { Bill } from "../../shared/schemas/bills";
import type { OrderLine } from "../../shared/schemas/orders";
import type { RestaurantSettings } from "../../shared/schemas/settings";
import { conflict } from "../errors";
import { insertBill, issuerOf } from "./bill-making";
import { findBill, recordPayment } from "./bills";
import type { Db } from "./connection";
import type { SiteOrdersTable as SiteOrderRow } from "./schema";

/**
 * A parcel's bill (docs/decisions/097-a-parcels-bill.md): the dishes as a table's bill holds them, and
 * the packaging and the delivery fee as lines of the same supply, taxed at the food's rate. The guest's
 * UPI amount and the bill are both priced here, so they agree to the paisa.
 */
function heldOf(
  orderId: string,
  lines: readonly OrderLine[],
  packagingRupees: number,
  feeRupees: number,
): { food: HeldLine[]; all: HeldLine[] } {
  const food = lines.map((line) => ({ ...line, orderId, discountPaise: 0, discountReason: "" }));
  const charge = (id: string, name: string, price: number): HeldLine[] =>
    price > 0 ? [{ id, name, price, quantity: 1, lineId: `${orderId}.${id}`, orderId, discountPaise: 0, discountReason: "" }] : [];
  return {
    food,
    all: [...food, ...charge("packaging", "Packaging", packagingRupees), ...charge("delivery", "Delivery charge", feeRupees)],
  };
}

/** What a parcel of these lines comes to under the restaurant's GST settings: its bill's figures and lines. */
export function priceParcel(
  orderId: string,
  lines: readonly OrderLine[],
  charges: { packagingRupees: number; feeRupees: number },
  tax: TaxSettings,
): PricedBill {
  return priceBill(heldOf(orderId, lines, charges.packagingRupees, charges.feeRupees).all, tax);
}

/**
 * Makes the bill of a site order that just reached the kitchen, with the next number of the table
 * bills' series; `lines` are its kitchen order's. Its bill lines hold the dishes (as a table's do), not
 * the charges, which belong to no order line.
 */
export async function makeParcelBill(
  db: Db,
  row: SiteOrderRow,
  lines: readonly OrderLine[],
  settings: RestaurantSettings,
  createdBy: string | null,
  now: Date,
): Promise<Bill> {
  const { food, all } = heldOf(row.id, lines, row.packagingRupees, row.feeRupees);
  const priced = priceBill(all, settings);
  return insertBill(
    db,
    {
      restaurantId: row.restaurantId,
      table: { id: null, tableNumber: parcelName(row) ?? "PARCEL" },
      createdBy,
      lines: priced.lines,
      held: food.map(({ lineId, orderId, quantity }) => ({ lineId, orderId, quantity, shareOf: 1, discountPaise: 0, discountReason: "" })),
      figures: priced,
      discountReason: "",
      issuer: issuerOf(settings),
      upi: settings.upiId ? { upiId: settings.upiId, payee: settings.upiPayee || settings.legalName } : null,
    },
    now,
  );
}

/**
 * Records the guest's payment (UPI or cash, as they chose) on the parcel's bill, for what is due: once,
 * however often the counter taps, since a paid bill takes no more. Nothing when it has no bill yet.
 */
export async function payParcelBill(db: Db, row: SiteOrderRow, userId: string, now: Date): Promise<void> {
  if (row.billId === null) return;
  const bill = await findBill(db, row.billId);
  if (!bill) throw conflict("This order's bill is missing");
  const due = bill.totalPaise - bill.paidPaise;
  if (bill.status !== "unpaid" || due <= 0) return;
  await recordPayment(db, bill, { method: row.payment, amountPaise: due }, userId, now);
}
