import * as z from "zod/mini";
import { GST_MODES, type GstMode } from "../../shared/billing/gst";
import {
  DEFAULT_DISCOUNT_APPROVAL_PERCENT,
  DEFAULT_DISCOUNT_REASONS,
  PAPER_WIDTHS,
  type PaperWidth,
  type RestaurantSettings,
  type RestaurantSettingsFields,
} from "../../shared/schemas/settings";
import { nowIso } from "../clock";
import type { Db } from "./connection";

const gstModeOf = (mode: string): GstMode => GST_MODES.find((known) => known === mode) ?? "unregistered";
/** A row saved before migration 018 holds "[]": the standard reasons. Only saveSettings writes the column. */
function reasonsOf(stored: string): string[] {
  const reasons = z.array(z.string()).parse(JSON.parse(stored));
  return reasons.length > 0 ? reasons : [...DEFAULT_DISCOUNT_REASONS];
}
const paperWidthOf = (width: string): PaperWidth => PAPER_WIDTHS.find((known) => known === width) ?? "80mm";

/**
 * The restaurant's bill settings; until an admin saves them, a new restaurant's defaults: not
 * registered for GST, prices without GST, no UPI ID, its name, address and phone. Null for no such restaurant.
 */
export async function findSettings(db: Db, restaurantId: string): Promise<RestaurantSettings | null> {
  const row = await db.selectFrom("restaurantSettings").selectAll().where("restaurantId", "=", restaurantId).executeTakeFirst();
  if (row)
    return {
      ...row,
      gstMode: gstModeOf(row.gstMode),
      pricesIncludeGst: row.pricesIncludeGst === 1,
      paperWidth: paperWidthOf(row.paperWidth),
      discountApprovalPercent: row.discountApprovalPercent ?? DEFAULT_DISCOUNT_APPROVAL_PERCENT,
      serviceChargePercent: row.serviceChargePercent,
      discountReasons: reasonsOf(row.discountReasons),
    };
  const restaurant = await db
    .selectFrom("restaurants")
    .select(["name", "address", "phone", "updatedAt"])
    .where("id", "=", restaurantId)
    .executeTakeFirst();
  if (!restaurant) return null;
  return {
    restaurantId,
    legalName: restaurant.name,
    address: restaurant.address,
    phone: restaurant.phone,
    gstin: "",
    fssaiNumber: "",
    gstMode: "unregistered",
    pricesIncludeGst: false,
    upiId: "",
    upiPayee: "",
    billFooter: "",
    paperWidth: "80mm",
    discountApprovalPercent: DEFAULT_DISCOUNT_APPROVAL_PERCENT,
    serviceChargePercent: null,
    discountReasons: [...DEFAULT_DISCOUNT_REASONS],
    updatedAt: restaurant.updatedAt,
  };
}

export async function saveSettings(db: Db, restaurantId: string, fields: RestaurantSettingsFields): Promise<RestaurantSettings> {
  const updatedAt = nowIso();
  const values = {
    ...fields,
    pricesIncludeGst: fields.pricesIncludeGst ? 1 : 0,
    discountReasons: JSON.stringify(fields.discountReasons),
    updatedAt,
  };
  await db
    .insertInto("restaurantSettings")
    .values({ restaurantId, ...values })
    .onConflict((conflict) => conflict.column("restaurantId").doUpdateSet(values))
    .execute();
  return { restaurantId, ...fields, updatedAt };
}
