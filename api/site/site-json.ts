import type { OpeningStatus } from "../../shared/opening-hours";
import type { SiteAnswer } from "../../shared/schemas/site";
import type { SiteData } from "./site-data";

/** `GET /api/site/{slug}`: the website's data for a script, the menu exactly as a table's answer has it. */
export function siteJson(site: SiteData, status: OpeningStatus): SiteAnswer {
  return {
    slug: site.slug,
    name: site.name,
    cuisine: site.cuisine,
    about: site.about,
    address: site.address,
    phone: site.phone,
    mapUrl: site.mapUrl,
    photo: site.photo,
    openingHours: site.openingHours,
    openNow: status.openNow,
    openingLabel: status.label,
    menuItems: site.menu,
    online: site.online,
  };
}
