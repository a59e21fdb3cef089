import { DEFAULT_DAY_ENDS_AT } from "../../shared/billing/bill-number";
import { GST_MODES, type GstMode } from "../../shared/billing/gst";
import { PAPER_WIDTHS, type PaperWidth, type RestaurantSettings, type RestaurantSettingsFields } from "../../shared/schemas/settings";
import { nowIso } from "../clock";
import type { Db } from "./connection";

const gstModeOf = (mode: string): GstMode => GST_MODES.find((known) => known === mode) ?? "unregistered";
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
    dayEndsAt: DEFAULT_DAY_ENDS_AT,
    updatedAt: restaurant.updatedAt,
  };
}

export async function saveSettings(db: Db, restaurantId: string, fields: RestaurantSettingsFields): Promise<RestaurantSettings> {
  const updatedAt = nowIso();
  const values = { ...fields, pricesIncludeGst: fields.pricesIncludeGst ? 1 : 0, updatedAt };
  await db
    .insertInto("restaurantSettings")
    .values({ restaurantId, ...values })
    .onConflict((conflict) => conflict.column("restaurantId").doUpdateSet(values))
    .execute();
  return { restaurantId, ...fields, updatedAt };
}

/** When the restaurant's business day ends ("HH:MM" IST), for every day figure (docs/decisions/092-shifts-and-the-business-day.md). */
export async function dayEndsAtOf(db: Db, restaurantId: string): Promise<string> {
  const row = await db.selectFrom("restaurantSettings").select("dayEndsAt").where("restaurantId", "=", restaurantId).executeTakeFirst();
  return row?.dayEndsAt ?? DEFAULT_DAY_ENDS_AT;
}
