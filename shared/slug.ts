/** A restaurant's slug: its website's address `/r/{slug}` and its door page `/w/{slug}` (docs/api.md, Website and photos). */
export const SLUG_LENGTH = { min: 3, max: 40 } as const;

/** Words that name the server's own paths or would pass for them; a restaurant cannot take one. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "admin",
  "api",
  "app",
  "assets",
  "dashboard",
  "help",
  "login",
  "menu",
  "new",
  "photos",
  "r",
  "rasoi",
  "register",
  "robots",
  "settings",
  "signup",
  "site",
  "sitemap",
  "static",
  "support",
  "w",
  "www",
]);

const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why `slug` cannot be a restaurant's slug, or null when it can. */
export function slugProblem(slug: string): string | null {
  if (slug.length < SLUG_LENGTH.min || slug.length > SLUG_LENGTH.max)
    return `Web address must be ${SLUG_LENGTH.min} to ${SLUG_LENGTH.max} characters`;
  if (!SLUG_SHAPE.test(slug)) return "Web address may only use lowercase letters, digits and single hyphens between them";
  if (RESERVED_SLUGS.has(slug)) return `"${slug}" is reserved: please choose another web address`;
  return null;
}

/** A valid slug made from a restaurant's name ("Spice Garden" is `spice-garden`); a name with no Latin letters gets `restaurant`. */
export function slugFromName(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  let slug = words.slice(0, SLUG_LENGTH.max).replace(/-+$/, "");
  if (slug.length < SLUG_LENGTH.min) slug = slug === "" ? "restaurant" : `${slug}-restaurant`;
  return RESERVED_SLUGS.has(slug) ? `${slug}-restaurant` : slug;
}

/** `base`, or `base-2`, `base-3`… (shortened to fit), the first that `isTaken` refuses. */
export async function firstFreeSlug(base: string, isTaken: (slug: string) => boolean | Promise<boolean>): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = `${base.slice(0, SLUG_LENGTH.max - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
