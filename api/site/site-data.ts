import { restaurantDate, restaurantDayBounds } from "../../shared/billing/bill-number";
import { type OpeningHours, openingHours } from "../../shared/opening-hours";
import type { Photo } from "../../shared/schemas/photo";
import type { DinerMenuItem } from "../../shared/schemas/qr";
import { type OnlineAnswer, onlineSettings } from "../../shared/schemas/takeout";
import type { QrAnswerCache } from "../cache/caches";
import type { Db } from "../db/connection";
import { photoOf } from "../photos/stored";

/** Everything a restaurant's website shows, read once per change of the restaurant (api/cache/site-pages.ts). */
export interface SiteData {
  restaurantId: string;
  slug: string;
  name: string;
  cuisine: string;
  about: string;
  address: string;
  phone: string;
  mapUrl: string;
  /** The restaurant's own host name, "" for none. */
  domain: string;
  photo: Photo | null;
  openingHours: OpeningHours;
  /** The diner's menu, the same array the table pages' answers hold. */
  menu: DinerMenuItem[];
  updatedAt: string;
  /** Online ordering (docs/api.md, Takeout and delivery); null when neither pickup nor delivery is offered. As read: see onlineAt. */
  online: OnlineAnswer | null;
  /** The admin's own `open` and the day online ordering was closed in one tap, so a kept page can tell when that day is over. */
  onlineOpen: boolean;
  onlineClosedOn: string | null;
}

/** An active restaurant's website data by slug; null for no such (or a switched-off) restaurant. */
export async function loadSiteData(db: Db, qrAnswers: QrAnswerCache, slug: string): Promise<SiteData | null> {
  const row = await db
    .selectFrom("restaurants as r")
    .leftJoin("restaurantSettings as s", "s.restaurantId", "r.id")
    .select([
      "r.id",
      "r.slug",
      "r.name",
      "r.cuisine",
      "r.about",
      "r.address",
      "r.phone",
      "r.mapUrl",
      "r.domain",
      "r.photo",
      "r.openingHours",
      "r.updatedAt",
      "s.address as billAddress",
      "s.phone as billPhone",
      "s.upiId",
      "r.online",
      "r.onlineClosedOn",
    ])
    .where("r.slug", "=", slug)
    .where("r.isActive", "=", 1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    restaurantId: row.id,
    slug: row.slug,
    name: row.name,
    cuisine: row.cuisine,
    about: row.about,
    // The settings' address and phone, once an admin saved them, are the restaurant's current ones.
    address: row.billAddress || row.address,
    phone: row.billPhone || row.phone,
    mapUrl: row.mapUrl,
    domain: row.domain ?? "",
    photo: photoOf(row.photo),
    openingHours: openingHours.parse(JSON.parse(row.openingHours)),
    menu: await qrAnswers.menuOf(row.id),
    updatedAt: row.updatedAt,
    ...onlineOf(row),
  };
}

/** The website's online settings as read, and what onlineAt needs to answer them at any instant. */
function onlineOf(row: {
  online: string;
  onlineClosedOn: string | null;
  upiId: string | null;
}): Pick<SiteData, "online" | "onlineOpen" | "onlineClosedOn"> {
  const parsed = onlineSettings.safeParse(JSON.parse(row.online));
  if (!parsed.success || !(parsed.data.pickup || parsed.data.delivery)) return { online: null, onlineOpen: false, onlineClosedOn: null };
  const site = {
    online: { ...parsed.data, closedToday: false, upi: (row.upiId ?? "") !== "" },
    onlineOpen: parsed.data.open,
    onlineClosedOn: row.onlineClosedOn,
  };
  return { ...site, online: onlineAt(site, new Date()) };
}

/** The online settings at `now`: closed today in one tap reads as not open, until the restaurant's day is over. */
export function onlineAt(site: Pick<SiteData, "online" | "onlineOpen" | "onlineClosedOn">, now: Date): OnlineAnswer | null {
  if (!site.online) return null;
  const closedToday = site.onlineClosedOn === restaurantDate(now);
  return { ...site.online, open: site.onlineOpen && !closedToday, closedToday };
}

/** When a day closed in one tap is over (the restaurant's business day), as epoch milliseconds; null when it is not closed today. */
export function closedDayEnds(site: Pick<SiteData, "onlineClosedOn">, now: Date): number | null {
  if (site.onlineClosedOn !== restaurantDate(now)) return null;
  return Date.parse(restaurantDayBounds(site.onlineClosedOn).to);
}

/** Every active restaurant's slug and domain, for the sitemap and for routing a custom domain's requests. */
export async function listSites(db: Db): Promise<{ slug: string; domain: string | null; updatedAt: string }[]> {
  return db.selectFrom("restaurants").select(["slug", "domain", "updatedAt"]).where("isActive", "=", 1).orderBy("slug").execute();
}
