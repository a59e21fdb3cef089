import { GST_MODES, type GstMode } from "../../shared/billing/gst";
import { openingHours } from "../../shared/opening-hours";
import { PAPER_WIDTHS, type PaperWidth, type RestaurantSettings, type RestaurantSettingsFields } from "../../shared/schemas/settings";
import type { WebsiteSettings } from "../../shared/schemas/site";
import { nowIso } from "../clock";
import { photoOf } from "../photos/stored";
import type { Db } from "./connection";
import type { RestaurantRow } from "./schema";

const gstModeOf = (mode: string): GstMode => GST_MODES.find((known) => known === mode) ?? "unregistered";
const paperWidthOf = (width: string): PaperWidth => PAPER_WIDTHS.find((known) => known === width) ?? "80mm";

/**
 * The restaurant's bill settings; until an admin saves them, a new restaurant's defaults: not
 * registered for GST, prices without GST, no UPI ID, its name, address and phone. Null for no such restaurant.
 */
export async function findSettings(db: Db, restaurantId: string): Promise<RestaurantSettings | null> {
  const restaurant = await db
    .selectFrom("restaurants")
    .select(["name", "address", "phone", "updatedAt", ...WEBSITE_COLUMNS])
    .where("id", "=", restaurantId)
    .executeTakeFirst();
  if (!restaurant) return null;
  const website = websiteOf(restaurant);
  const row = await db.selectFrom("restaurantSettings").selectAll().where("restaurantId", "=", restaurantId).executeTakeFirst();
  if (row)
    return {
      ...row,
      gstMode: gstModeOf(row.gstMode),
      pricesIncludeGst: row.pricesIncludeGst === 1,
      paperWidth: paperWidthOf(row.paperWidth),
      ...website,
    };
  return {
    ...website,
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
    updatedAt: restaurant.updatedAt,
  };
}

/**
 * Saves the bill settings, and the website's on the restaurant's row (each left out stays as it was).
 * A slug or domain another restaurant has fails on its unique index: the route answers 409.
 */
export async function saveSettings(db: Db, restaurantId: string, fields: RestaurantSettingsFields): Promise<RestaurantSettings> {
  const updatedAt = nowIso();
  const { slug, about, cuisine, openingHours, mapUrl, domain, ...bill } = fields;
  const values = { ...bill, pricesIncludeGst: bill.pricesIncludeGst ? 1 : 0, updatedAt };
  await db
    .insertInto("restaurantSettings")
    .values({ restaurantId, ...values })
    .onConflict((conflict) => conflict.column("restaurantId").doUpdateSet(values))
    .execute();
  const website = {
    slug,
    about,
    cuisine,
    mapUrl,
    openingHours: openingHours && JSON.stringify(openingHours),
    // An empty domain is none: NULL, which the unique index lets every restaurant have.
    domain: domain === undefined ? undefined : domain === "" ? null : domain,
  };
  const row = await db
    .updateTable("restaurants")
    .set({ ...website, updatedAt })
    .where("id", "=", restaurantId)
    .returning(WEBSITE_COLUMNS)
    .executeTakeFirstOrThrow();
  return { restaurantId, ...bill, ...websiteOf(row), updatedAt };
}

/** The restaurants columns the website's settings live in. */
const WEBSITE_COLUMNS = ["slug", "about", "cuisine", "openingHours", "mapUrl", "domain", "photo"] as const;

type WebsiteColumns = Pick<RestaurantRow, (typeof WEBSITE_COLUMNS)[number]>;

/** The website's settings from the restaurant's row (hours were checked before they were stored). */
export function websiteOf(row: WebsiteColumns): WebsiteSettings {
  return {
    slug: row.slug,
    about: row.about,
    cuisine: row.cuisine,
    openingHours: openingHours.parse(JSON.parse(row.openingHours)),
    mapUrl: row.mapUrl,
    domain: row.domain ?? "",
    photo: photoOf(row.photo),
  };
}
