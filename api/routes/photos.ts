import { type Context, Hono } from "hono";
import { idParam } from "../../shared/schemas/params";
import type { Photo } from "../../shared/schemas/photo";
import { requireAdmin } from "../auth/guards";
import type { Db } from "../db/connection";
import { findMenuItem } from "../db/menu-items";
import type { AppEnv } from "../env";
import { ApiError, badRequest, notFound, serviceUnavailable } from "../errors";
import { Semaphore } from "../limits/semaphore";
import { encodePhoto, NotAPhoto } from "../photos/encode";
import type { PhotoStore } from "../photos/store";
import { photoOf, storedPhoto } from "../photos/stored";
import { pathParams } from "../validate";

const ITEM_NOT_FOUND = "Menu item not found";
const tooLarge = (max: number) => new ApiError(413, `A photo may be at most ${Math.round(max / 1024 / 1024)} MB`);

/** Re-encoding is CPU-heavy: one photo at a time, a few waiting, the rest told to try again. */
const encoding = new Semaphore({ concurrency: 1, maxWaiting: 4, maxWaitMs: 60_000 });

/** The uploaded `photo` field's bytes and file name: 400 without one, 413 past the limit. */
async function uploadedPhoto(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; name: string }> {
  const form = await c.req.parseBody().catch(() => {
    throw badRequest("Send the photo as multipart/form-data in a field named photo");
  });
  const file = form.photo;
  if (!(file instanceof File)) throw badRequest("Send the photo as multipart/form-data in a field named photo");
  if (file.size > c.get("services").config.maxPhotoBytes) throw tooLarge(c.get("services").config.maxPhotoBytes);
  // A file name is the client's to choose: only its printable part goes into a message.
  const name = file.name.replace(/[^\p{L}\p{N} ._()-]/gu, "").slice(0, 100) || "The file";
  return { bytes: new Uint8Array(await file.arrayBuffer()), name };
}

/** Re-encodes and stores an upload's variants; the stored photo's JSON for its row. */
async function storeUpload(c: Context<AppEnv>): Promise<string> {
  const { bytes, name } = await uploadedPhoto(c);
  const encoded = await encoding.run(async () => {
    try {
      return await encodePhoto(bytes, name);
    } catch (error) {
      if (error instanceof NotAPhoto) throw badRequest(error.message);
      throw error;
    }
  });
  if (!encoded) throw serviceUnavailable("Too many photos are being processed: please try again in a minute", 30);
  const { photos } = c.get("services");
  await Promise.all(encoded.value.files.map((file) => photos.put(file.name, file.bytes)));
  return JSON.stringify(encoded.value.stored);
}

/** Removes a photo's files once no dish or restaurant shows it any more (the same bytes may be on two dishes). */
export async function dropUnusedPhoto(db: Db, store: PhotoStore, json: string | null): Promise<void> {
  if (json === null) return;
  const parsed = storedPhoto.safeParse(JSON.parse(json));
  if (!parsed.success) return;
  const { key, widths } = parsed.data;
  const pattern = `%"key":"${key}"%`;
  const inMenu = await db.selectFrom("menuItems").select("id").where("photo", "like", pattern).executeTakeFirst();
  const inRestaurant = await db.selectFrom("restaurants").select("id").where("photo", "like", pattern).executeTakeFirst();
  if (inMenu || inRestaurant) return;
  const formats = ["webp", "avif"] as const;
  await Promise.all(widths.flatMap((w) => formats.map((format) => store.delete(`${key}-${w}.${format}`))));
}

/** A dish of the caller's restaurant (404 for another's: its dishes are not the caller's to know of). */
async function ownDish(c: Context<AppEnv>, db: Db, id: string) {
  const item = await findMenuItem(db, id);
  if (!item || item.restaurantId !== c.get("user").restaurantId) throw notFound(ITEM_NOT_FOUND);
  return item;
}

/** Sets or clears a dish's photo in the writer; answers the dish and the photo it had. */
async function setDishPhoto(c: Context<AppEnv>, id: string, photo: string | null) {
  return c.get("services").writer.run(async (db) => {
    const item = await ownDish(c, db, id);
    const before = await db.selectFrom("menuItems").select("photo").where("id", "=", id).executeTakeFirstOrThrow();
    await db.updateTable("menuItems").set({ photo }).where("id", "=", id).execute();
    return {
      item: { ...item, photo: photoOf(photo) },
      before: before.photo,
      changed: { restaurantId: item.restaurantId, topics: ["menuItems" as const] },
    };
  });
}

/** Sets or clears the restaurant's cover photo in the writer. */
async function setRestaurantPhoto(c: Context<AppEnv>, restaurantId: string, photo: string | null) {
  return c.get("services").writer.run(async (db) => {
    const before = await db.selectFrom("restaurants").select("photo").where("id", "=", restaurantId).executeTakeFirst();
    if (!before) throw notFound("Restaurant not found");
    await db.updateTable("restaurants").set({ photo }).where("id", "=", restaurantId).execute();
    return { before: before.photo, changed: { restaurantId, topics: ["restaurantSettings" as const] } };
  });
}

const photoAnswer = (restaurantId: string, photo: Photo | null) => ({ restaurantId, photo });

/** Dishes' photos: `/api/menu-items/{id}/photo`; admins only. */
export const menuPhotoRoutes = new Hono<AppEnv>()
  .post("/menu-items/:id/photo", requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    await ownDish(c, c.get("services").db, id);
    const { item, before } = await setDishPhoto(c, id, await storeUpload(c));
    await dropUnusedPhoto(c.get("services").db, c.get("services").photos, before);
    return c.json(item, 201);
  })
  .delete("/menu-items/:id/photo", requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const { item, before } = await setDishPhoto(c, id, null);
    await dropUnusedPhoto(c.get("services").db, c.get("services").photos, before);
    return c.json(item, 200);
  });

/** The restaurant's cover photo: `/api/restaurants/{restaurantId}/photo`, on the restaurant router; admins only. */
export const restaurantPhotoRoutes = new Hono<AppEnv>()
  .post("/photo", requireAdmin, async (c) => {
    const restaurantId = c.get("user").restaurantId;
    const stored = await storeUpload(c);
    const { before } = await setRestaurantPhoto(c, restaurantId, stored);
    await dropUnusedPhoto(c.get("services").db, c.get("services").photos, before);
    return c.json(photoAnswer(restaurantId, photoOf(stored)), 201);
  })
  .delete("/photo", requireAdmin, async (c) => {
    const restaurantId = c.get("user").restaurantId;
    const { before } = await setRestaurantPhoto(c, restaurantId, null);
    await dropUnusedPhoto(c.get("services").db, c.get("services").photos, before);
    return c.json(photoAnswer(restaurantId, null), 200);
  });

const CONTENT_TYPES = { webp: "image/webp", avif: "image/avif" } as const;

/** `GET /photos/{name}`: a stored variant, cached for a year (its name is its content's hash). */
export const photoFiles = new Hono<AppEnv>().get("/:name", async (c) => {
  const name = c.req.param("name");
  const bytes = await c.get("services").photos.get(name);
  if (!bytes) return c.json({ message: "No such photo" }, 404);
  const format = name.endsWith(".avif") ? "avif" : "webp";
  return c.body(new Uint8Array(bytes), 200, {
    "Content-Type": CONTENT_TYPES[format],
    "Cache-Control": "public, max-age=31536000, immutable",
  });
});
