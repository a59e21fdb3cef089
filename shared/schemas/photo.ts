import * as z from "zod/mini";

/** Where every photo is served from; its files are named by content hash and never change (docs/api.md, Website and photos). */
export const PHOTO_PATH = "/photos";

/** A dish's or the restaurant's photo as every answer gives it: WebP and AVIF variants at a few widths; null for none. */
export const photo = z.object({
  /** The smallest WebP variant, for an `<img src>`. */
  src: z.string(),
  /** The WebP variants, `"/photos/<hash>-320.webp 320w, …"`. */
  srcset: z.string(),
  avifSrcset: z.string(),
  /** The largest variant's size, so a page reserves the right box before the image arrives. */
  width: z.number(),
  height: z.number(),
});
export type Photo = z.output<typeof photo>;

/** What the database keeps of a photo: its content hash, its largest size and the widths it was cut to. */
export const storedPhoto = z.object({
  key: z.string().check(z.regex(/^[a-f0-9]{16,64}$/)),
  width: z.number(),
  height: z.number(),
  widths: z.array(z.number()),
});
export type StoredPhoto = z.output<typeof storedPhoto>;

/** The name of one variant of a stored photo. */
export const photoFileName = (key: string, width: number, format: "webp" | "avif") => `${key}-${width}.${format}`;

/** The public shape of a stored photo's JSON column (null stays null; a damaged value reads as no photo). */
export function photoOf(json: string | null): Photo | null {
  if (json === null) return null;
  const parsed = storedPhoto.safeParse(JSON.parse(json));
  if (!parsed.success) return null;
  const { key, width, height, widths } = parsed.data;
  const set = (format: "webp" | "avif") => widths.map((w) => `${PHOTO_PATH}/${photoFileName(key, w, format)} ${w}w`).join(", ");
  return {
    src: `${PHOTO_PATH}/${photoFileName(key, widths[0] ?? width, "webp")}`,
    srcset: set("webp"),
    avifSrcset: set("avif"),
    width,
    height,
  };
}
