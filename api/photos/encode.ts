import { createHash } from "node:crypto";
import sharp from "sharp";
import { photoFileName, type StoredPhoto } from "./stored";

/** Widths every photo is cut to (those wider than the original are left out; the original's own width closes the list). */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
/** Formats sharp is asked to read; anything else (SVG, GIF, TIFF, RAW) is refused as not a photo. */
const READABLE = new Set(["jpeg", "png", "webp", "heif"]);
/** A photo of more pixels than this is refused before it is decoded (an 8 MB PNG can hide a billion pixels). */
const MAX_PIXELS = 50_000_000;
/** Changing how variants are made changes every name, so an old variant is never served under a new name. */
const RECIPE = "webp75-avif50-v1";

export interface EncodedPhoto {
  stored: StoredPhoto;
  files: { name: string; bytes: Buffer }[];
}

/** Why the upload is not a photo this server reads; the message names the file. */
export class NotAPhoto extends Error {}

/**
 * Re-encodes an upload into WebP and AVIF at a few widths, turned upright from its EXIF orientation and
 * with every metadata block (EXIF, GPS, XMP, ICC) left behind: sharp writes none unless asked.
 */
export async function encodePhoto(bytes: Uint8Array, fileName: string): Promise<EncodedPhoto> {
  const refused = (why: string) => new NotAPhoto(`${fileName} ${why}`);
  let format: string | undefined;
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    format = meta.format;
    // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
    const quarterTurn = (meta.orientation ?? 1) >= 5;
    width = quarterTurn ? meta.height : meta.width;
    height = quarterTurn ? meta.width : meta.height;
  } catch {
    throw refused("is not an image this server can read (JPEG, PNG, WebP or HEIC)");
  }
  if (format === undefined || !READABLE.has(format)) throw refused("is not a JPEG, PNG, WebP or HEIC photo");
  if (width * height > MAX_PIXELS) throw refused("has too many pixels (at most 50 megapixels)");

  const key = createHash("sha256").update(RECIPE).update(bytes).digest("hex").slice(0, 32);
  const largestWidth = Math.min(width, PHOTO_WIDTHS.at(-1) ?? width);
  const widths = [...PHOTO_WIDTHS.filter((w) => w < largestWidth), largestWidth];
  const largest = widths.at(-1) ?? width;
  const files: EncodedPhoto["files"] = [];
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
    for (const w of widths) {
      const resized = upright.clone().resize({ width: w, withoutEnlargement: true });
      files.push({ name: photoFileName(key, w, "webp"), bytes: await resized.clone().webp({ quality: 75 }).toBuffer() });
      files.push({ name: photoFileName(key, w, "avif"), bytes: await resized.clone().avif({ quality: 50, effort: 2 }).toBuffer() });
    }
  } catch {
    // HEVC-coded HEIC (most iPhone photos) needs a decoder sharp's builds leave out: a 400 that says so.
    throw refused(
      format === "heif" ? "is a HEIC photo this server cannot decode: please upload it as JPEG" : "could not be decoded as an image",
    );
  }
  return { stored: { key, width: largest, height: Math.round((height * largest) / width), widths }, files };
}
