import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Where photo files live: named by content hash, written once, never changed. The local folder is what
 * runs; an S3-compatible bucket implements the same three calls (docs/api.md, Website and photos).
 */
export interface PhotoStore {
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(name: string): Promise<Uint8Array | null>;
  delete(name: string): Promise<void>;
}

/** The photo upload paths, whose body may be multipart and up to the photo limit (api/app.ts, api/middleware/csrf.ts). */
export const PHOTO_UPLOAD_PATH = /^\/api\/(menu-items|restaurants)\/[^/]+\/photo$/;

/** Only names this server makes (`<hash>-<width>.<format>`) are ever looked up, so a path cannot leave the folder. */
export const PHOTO_FILE_NAME = /^[a-f0-9]{32}-\d{1,4}\.(webp|avif)$/;

/** Photos in a folder under the data directory (PHOTO_DIR). */
export class LocalPhotoStore implements PhotoStore {
  #ready: Promise<unknown> | null = null;

  constructor(readonly dir: string) {}

  async put(name: string, bytes: Uint8Array): Promise<void> {
    this.#ready ??= mkdir(this.dir, { recursive: true });
    await this.#ready;
    // Written beside and renamed, so a reader never sees half a file.
    const temporary = join(this.dir, `.${name}.${process.pid}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, join(this.dir, name));
  }

  async get(name: string): Promise<Uint8Array | null> {
    if (!PHOTO_FILE_NAME.test(name)) return null;
    try {
      return await readFile(join(this.dir, name));
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    if (PHOTO_FILE_NAME.test(name)) await rm(join(this.dir, name), { force: true });
  }
}
