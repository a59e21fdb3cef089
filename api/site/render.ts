import type { Diet } from "../../shared/constants";
import { groupByCategory } from "../../shared/menu-order";
import { formatRupees } from "../../shared/money";
import { type OpeningHours, type OpeningStatus, spokenTime, WEEKDAYS } from "../../shared/opening-hours";
import type { Photo } from "../../shared/schemas/photo";
import type { SiteData } from "./site-data";

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const DIET_WORDS: Record<Diet, string> = { veg: "Vegetarian", "non-veg": "Non-vegetarian", egg: "Contains egg" };
const SCHEMA_DIET: Partial<Record<Diet, string>> = { veg: "https://schema.org/VegetarianDiet" };

/** The page's one stylesheet, inline: no request, nothing to block the first paint. Colours keep 4.5:1 or more on white. */
const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fff}
a{color:#9a3412}header,main,footer{max-width:48rem;margin:0 auto;padding:0 1rem}header{padding-top:1rem}h1{font-size:1.75rem;margin:.25rem 0}
h2{font-size:1.35rem;margin:2rem 0 .5rem;border-bottom:2px solid #fed7aa}h3{font-size:1.1rem;margin:1.5rem 0 .5rem}h4{font-size:1rem;margin:0}
.cover{width:100%;height:auto;border-radius:.75rem;display:block;aspect-ratio:var(--ar)}.meta{color:#44403c;margin:0}.open{color:#166534;font-weight:600}.closed{color:#9f1239;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0}.button{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#9a3412;color:#fff;text-decoration:none;font-weight:600}
.button.alt{background:#fff;color:#9a3412;border:2px solid #9a3412}.note{flex-basis:100%;margin:0}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #e7e5e4}
tr.today{background:#fff7ed;font-weight:700}nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}nav a{display:inline-block;padding:.5rem .75rem;border:1px solid #d6d3d1;border-radius:1rem;text-decoration:none}
.dishes{list-style:none;padding:0;margin:0}.dish{display:flex;gap:.75rem;padding:.75rem 0;border-bottom:1px solid #e7e5e4}.dish div{flex:1}.dish p{margin:.25rem 0 0;color:#44403c}
.dish img{width:96px;height:96px;object-fit:cover;border-radius:.5rem}.price{font-weight:700;white-space:nowrap}
.diet{display:inline-block;width:14px;height:14px;border:2px solid;margin-right:.4rem;vertical-align:-2px;position:relative}.diet::after{content:"";position:absolute;inset:2px;border-radius:50%;background:currentColor}
.veg{color:#15803d}.non-veg{color:#b91c1c}.egg{color:#a16207}footer{padding:2rem 1rem;color:#57534e}`;

/** `<picture>` with AVIF first and WebP as the fallback `<img>`; its width and height reserve its box, so nothing shifts. */
function picture(photo: Photo, alt: string, sizes: string, attributes: string): string {
  return `<picture><source type="image/avif" srcset="${escapeHtml(photo.avifSrcset)}" sizes="${sizes}"><img src="${escapeHtml(photo.src)}" srcset="${escapeHtml(photo.srcset)}" sizes="${sizes}" width="${photo.width}" height="${photo.height}" alt="${escapeHtml(alt)}" ${attributes}></picture>`;
}

/** "+919876543210" for a ten-digit Indian number, else its digits (with a leading +). */
export function telOf(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return /^\d{10}$/.test(digits) ? `+91${digits}` : digits;
}

/** The address's map link: the admin's, else a map search for the address. */
export const mapLinkOf = (site: Pick<SiteData, "mapUrl" | "address">) =>
  site.mapUrl || `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.address)}`;

function hoursRows(hours: OpeningHours, today: number): string {
  // Monday first, as a week is read in India; each day lists its times in order.
  return [1, 2, 3, 4, 5, 6, 0]
    .map((day) => {
      const times = hours
        .filter((interval) => interval.day === day)
        .sort((a, b) => a.open.localeCompare(b.open))
        .map((interval) => `${spokenTime(interval.open)} – ${spokenTime(interval.close)}`);
      const isToday = day === today;
      return `<tr${isToday ? ' class="today" aria-current="date"' : ""}><th scope="row">${WEEKDAYS[day]}${isToday ? " (today)" : ""}</th><td>${times.length ? times.join(", ") : "Closed"}</td></tr>`;
    })
    .join("");
}

const sectionId = (category: string) => `menu-${category.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

function menuHtml(site: SiteData): string {
  const sections = groupByCategory(site.menu.filter((item) => item.isAvailable));
  if (sections.length === 0) return "<p>The menu is on its way.</p>";
  const nav = `<nav aria-label="Menu sections"><ul>${sections.map((s) => `<li><a href="#${sectionId(s.category)}">${escapeHtml(s.category)}</a></li>`).join("")}</ul></nav>`;
  const body = sections
    .map(
      (section) =>
        `<section aria-labelledby="${sectionId(section.category)}"><h3 id="${sectionId(section.category)}">${escapeHtml(section.category)}</h3><ul class="dishes">${section.items
          .map((item) => {
            const diet = item.diet ? `<span class="diet ${item.diet}" role="img" aria-label="${DIET_WORDS[item.diet]}"></span>` : "";
            const photo = item.photo ? picture(item.photo, item.name, "96px", 'loading="lazy" decoding="async"') : "";
            const description = item.description ? `<p>${escapeHtml(item.description)}</p>` : "";
            return `<li class="dish"><div><h4>${diet}${escapeHtml(item.name)}</h4>${description}<p class="price">${formatRupees(item.price)}</p></div>${photo}</li>`;
          })
          .join("")}</ul></section>`,
    )
    .join("");
  return nav + body;
}

/** schema.org's Restaurant with its hours, address, cuisine and menu, prices in INR (docs/api.md, Website and photos). */
export function structuredData(site: SiteData, pageUrl: string, origin: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name: site.name,
    url: pageUrl,
    ...(site.about ? { description: site.about } : {}),
    ...(site.photo ? { image: absolute(site.photo.src) } : {}),
    ...(site.cuisine ? { servesCuisine: site.cuisine } : {}),
    ...(site.phone ? { telephone: telOf(site.phone) } : {}),
    ...(site.address
      ? { address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "IN" }, hasMap: mapLinkOf(site) }
      : {}),
    priceRange: "₹₹",
    currenciesAccepted: "INR",
    openingHoursSpecification: site.openingHours.map((interval) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${WEEKDAYS[interval.day]}`,
      opens: interval.open,
      closes: interval.close,
    })),
    hasMenu: {
      "@type": "Menu",
      name: `${site.name} menu`,
      hasMenuSection: groupByCategory(site.menu.filter((item) => item.isAvailable)).map((section) => ({
        "@type": "MenuSection",
        name: section.category,
        hasMenuItem: section.items.map((item) => ({
          "@type": "MenuItem",
          name: item.name,
          ...(item.description ? { description: item.description } : {}),
          ...(item.photo ? { image: absolute(item.photo.src) } : {}),
          ...(item.diet && SCHEMA_DIET[item.diet] ? { suitableForDiet: SCHEMA_DIET[item.diet] } : {}),
          offers: { "@type": "Offer", price: String(item.price), priceCurrency: "INR" },
        })),
      })),
    },
  };
}

/** JSON inside a `<script>`: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export interface PageContext {
  /** The page's own address, for canonical and og:url. */
  pageUrl: string;
  /** The origin photos' absolute addresses start with. */
  origin: string;
  status: OpeningStatus;
  /** Where the Order button goes; null shows none (online ordering is not there yet: docs/api.md). */
  orderHref: string | null;
}

/**
 * What the page says of online ordering beside its buttons: closed today (the admin's one tap, or
 * ordering switched off) with no Order button, or when it opens while the restaurant is closed; nothing
 * for a restaurant that takes no online orders.
 */
function onlineNote(site: SiteData, status: OpeningStatus): string {
  if (!site.online) return "";
  if (!site.online.open) return `<p class="closed note" id="online-status">Online ordering is closed today</p>`;
  if (!status.openNow) return `<p class="closed note" id="online-status">Online ordering: ${escapeHtml(status.label)}</p>`;
  return "";
}

/** The restaurant's website: server-rendered HTML that reads fully without JavaScript and runs none. */
export function renderSitePage(site: SiteData, { pageUrl, origin, status, orderHref }: PageContext): string {
  const name = escapeHtml(site.name);
  const description = escapeHtml(
    (
      site.about ||
      `${site.name}${site.cuisine ? `, ${site.cuisine} restaurant` : ""}${site.address ? ` at ${site.address}` : ""}: menu, prices, photos and opening hours.`
    ).slice(0, 300),
  );
  const image = site.photo ? new URL(site.photo.src, origin).href : null;
  const cover = site.photo
    ? picture(
        site.photo,
        `${site.name}`,
        "(max-width: 48rem) 100vw, 48rem",
        `class="cover" style="--ar:${site.photo.width}/${site.photo.height}" fetchpriority="high"`,
      )
    : "";
  const tel = site.phone ? telOf(site.phone) : "";
  const actions = [
    orderHref ? `<a class="button" href="${escapeHtml(orderHref)}">Order online</a>` : "",
    // A guest asks for a table; the restaurant confirms it from the host stand.
    `<a class="button alt" href="/r/${encodeURIComponent(site.slug)}/book">Book a table</a>`,
    onlineNote(site, status),
    tel ? `<a class="button${orderHref ? " alt" : ""}" href="tel:${escapeHtml(tel)}">Call ${escapeHtml(site.phone)}</a>` : "",
    site.address ? `<a class="button alt" href="${escapeHtml(mapLinkOf(site))}" rel="noopener">Directions</a>` : "",
  ].join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name}${site.cuisine ? ` · ${escapeHtml(site.cuisine)}` : ""}</title><meta name="description" content="${description}">
<link rel="canonical" href="${escapeHtml(pageUrl)}"><meta property="og:type" content="restaurant.restaurant"><meta property="og:title" content="${name}">
<meta property="og:description" content="${description}"><meta property="og:url" content="${escapeHtml(pageUrl)}">${image ? `<meta property="og:image" content="${escapeHtml(image)}">` : ""}
<meta name="theme-color" content="#9a3412"><style>${CSS}</style>
<script type="application/ld+json">${scriptJson(structuredData(site, pageUrl, origin))}</script></head>
<body><header><h1>${name}</h1>${site.cuisine ? `<p class="meta">${escapeHtml(site.cuisine)}</p>` : ""}<p class="${status.openNow ? "open" : "closed"}">${escapeHtml(status.label)}</p></header>
<main>${cover}<div class="actions">${actions}</div>
${site.about ? `<section aria-labelledby="about"><h2 id="about">About</h2><p>${escapeHtml(site.about)}</p></section>` : ""}
<section aria-labelledby="visit"><h2 id="visit">Visit us</h2>${site.address ? `<p>${escapeHtml(site.address)} · <a href="${escapeHtml(mapLinkOf(site))}" rel="noopener">View on map</a></p>` : ""}${tel ? `<p>Phone: <a href="tel:${escapeHtml(tel)}">${escapeHtml(site.phone)}</a></p>` : ""}
<table><caption class="meta">Opening hours (India time)</caption><tbody>${hoursRows(site.openingHours, status.today)}</tbody></table></section>
<section aria-labelledby="menu"><h2 id="menu">Menu</h2>${menuHtml(site)}</section></main>
<footer><p>Prices in Indian rupees. Website by Rasoi.</p></footer></body></html>`;
}
