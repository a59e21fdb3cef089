import * as z from "zod/mini";

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
