import * as z from "zod/mini";
import { openingHours } from "../opening-hours";
import { slugProblem } from "../slug";
import { boundedText } from "./fields";
import { photo } from "./photo";
import { dinerMenuItem } from "./qr";
import { onlineAnswer } from "./takeout";

/** GET /api/site: what the web app needs to know about this installation. */
export const siteInfo = z.object({
  /** PUBLIC_URL, the address diners' phones use; null when unset. */
  publicUrl: z.nullable(z.string()),
});

/** A restaurant's slug as a form or the API gives it: trimmed and lower-cased, then held to shared/slug.ts's rules. */
export const slugField = z.pipe(
  z.string({ error: "Web address is required" }).check(z.maxLength(100, { error: "Web address must be 3 to 40 characters" })),
  z.pipe(
    z.transform((value: string) => value.trim().toLowerCase()),
    z.string().check(
      z.superRefine((value, context) => {
        const problem = slugProblem(value);
        if (problem) context.issues.push({ code: "custom", message: problem, input: value });
      }),
    ),
  ),
);

/** A map link: an https address (a Google Maps share link, say), or empty for none. */
const mapUrl = z.pipe(
  z.string().check(z.maxLength(500, { error: "Map link must be at most 500 characters" })),
  z.pipe(
    z.transform((value: string) => value.trim()),
    z.string().check(
      z.refine((value) => value === "" || (URL.canParse(value) && new URL(value).protocol === "https:"), {
        error: "Map link must be an https:// address",
      }),
    ),
  ),
);

/** A host name the restaurant points at this server (`www.spicegarden.in`), lower-cased; empty for none. */
const domain = z.pipe(
  z.string().check(z.maxLength(253, { error: "Domain must be at most 253 characters" })),
  z.pipe(
    z.transform((value: string) => value.trim().toLowerCase().replace(/\.$/, "")),
    z.string().check(
      z.regex(/^$|^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
        error: "Domain must be a host name like www.example.in",
      }),
    ),
  ),
);

/**
 * The website's settings, saved with the bill settings (`PUT /api/restaurants/{id}/settings`): each
 * one left out stays as it was (docs/api.md, Website and photos).
 */
export const websiteSettingsInput = z.object({
  slug: z.optional(slugField),
  about: z.optional(boundedText(2000, "About", { multiline: true })),
  cuisine: z.optional(boundedText(100, "Cuisine")),
  openingHours: z.optional(openingHours),
  mapUrl: z.optional(mapUrl),
  domain: z.optional(domain),
});
export type WebsiteSettingsInput = z.output<typeof websiteSettingsInput>;

/** The website's settings as the settings answer gives them; optional only so a row cached before they existed still reads. */
export const websiteSettings = z.object({
  slug: z.optional(z.string()),
  about: z.optional(z.string()),
  cuisine: z.optional(z.string()),
  openingHours: z.optional(openingHours),
  mapUrl: z.optional(z.string()),
  domain: z.optional(z.string()),
  /** The cover photo, set by `POST /api/restaurants/{id}/photo`; null for none. */
  photo: z.optional(z.nullable(photo)),
});
export type WebsiteSettings = Required<z.output<typeof websiteSettings>>;

/** `GET /api/site/{slug}`: a restaurant's website data (docs/api.md, Website and photos). */
export const siteAnswer = z.object({
  slug: z.string(),
  name: z.string(),
  cuisine: z.string(),
  about: z.string(),
  address: z.string(),
  phone: z.string(),
  mapUrl: z.string(),
  photo: z.nullable(photo),
  openingHours,
  openNow: z.boolean(),
  /** "Open now · closes at 11 pm", "Opens at 6 pm", in the restaurant's time (IST). */
  openingLabel: z.string(),
  /** The menu as a table's QR answer has it. */
  menuItems: z.array(dinerMenuItem),
  /** Online ordering's settings (docs/api.md, Takeout and delivery); null while the restaurant offers neither pickup nor delivery. */
  online: z.nullable(onlineAnswer),
});
export type SiteAnswer = z.output<typeof siteAnswer>;
