import * as z from "zod/mini";
import type { Photo } from "../../shared/schemas/photo";

/** Where every photo is served from; its files are named by content hash and never change (docs/api.md, Website and photos). */
export const PHOTO_PATH = "/photos";

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
