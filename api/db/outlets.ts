import { randomUUID } from "node:crypto";
import type { Restaurant } from "../../shared/schemas/restaurants";
import { nowIso } from "../clock";
import type { Db } from "./connection";
import { findRestaurant, freeSlugFor, insertRestaurant } from "./restaurants";

/**
 * Outlets under one owner (docs/decisions/093-outlets-under-one-owner.md): a restaurant's owner is
 * the admin who registered it (`restaurants.owner_user_id`), who may open more and act in each as its admin.
 */

/** The active restaurants this user owns, oldest first; none for anyone but an owner. */
export async function ownedRestaurantIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("restaurants")
    .select("id")
    .where("ownerUserId", "=", userId)
    .where("isActive", "=", 1)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the user owns this active restaurant: the one check that lets an owner into an outlet other than their own. */
export async function ownsRestaurant(db: Db, userId: string, restaurantId: string): Promise<boolean> {
  const row = await db
    .selectFrom("restaurants")
    .select("id")
    .where("id", "=", restaurantId)
    .where("ownerUserId", "=", userId)
    .where("isActive", "=", 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listOutlets(db: Db, userId: string): Promise<Restaurant[]> {
  const outlets: Restaurant[] = [];
  for (const id of await ownedRestaurantIds(db, userId)) {
    const outlet = await findRestaurant(db, id);
    if (outlet) outlets.push(outlet);
  }
  return outlets;
}

/** Marks the user as the restaurant's owner: at sign-up, and for every outlet they open. */
export async function setOwner(db: Db, restaurantId: string, userId: string): Promise<void> {
  await db.updateTable("restaurants").set({ ownerUserId: userId }).where("id", "=", restaurantId).execute();
}

/** A new outlet: a restaurant like any other (its own menu, tables, staff, settings, GSTIN and bill series), owned by `userId`. */
export async function openOutlet(
  db: Db,
  userId: string,
  { id = randomUUID(), name, email }: { id?: string; name: string; email: string },
): Promise<Restaurant> {
  const outlet = await insertRestaurant(db, { id, name, email, slug: await freeSlugFor(db, name) });
  await setOwner(db, outlet.id, userId);
  return outlet;
}

/** Copies every dish of one outlet's menu to another's, as new dishes; answers how many. */
export async function copyMenu(db: Db, fromRestaurantId: string, toRestaurantId: string): Promise<number> {
  const dishes = await db.selectFrom("menuItems").selectAll().where("restaurantId", "=", fromRestaurantId).orderBy("createdAt").execute();
  if (dishes.length === 0) return 0;
  const at = nowIso();
  // The source's own categories come along (a dish's category must be one of the outlet's); stations are the outlet's own.
  const categories = await db.selectFrom("menuCategories").selectAll().where("restaurantId", "=", fromRestaurantId).execute();
  const kept = await db.selectFrom("menuCategories").select("name").where("restaurantId", "=", toRestaurantId).execute();
  if (categories.length > 0 && kept.length === 0) {
    await db
      .insertInto("menuCategories")
      .values(categories.map((category) => ({ ...category, restaurantId: toRestaurantId, stationId: null })))
      .execute();
  }
  await db
    .insertInto("menuItems")
    .values(
      dishes.map((dish) => ({ ...dish, id: randomUUID(), restaurantId: toRestaurantId, stationId: null, createdAt: at, updatedAt: at })),
    )
    .execute();
  return dishes.length;
}

/** Every restaurant without an owner gets its first admin as owner (the seed, as migration 022 did for existing ones). */
export async function ownersFromFirstAdmins(db: Db): Promise<void> {
  await db
    .updateTable("restaurants")
    .set((eb) => ({
      ownerUserId: eb
        .selectFrom("users")
        .select("users.id")
        .whereRef("users.restaurantId", "=", "restaurants.id")
        .where("users.role", "=", "admin")
        .orderBy("users.createdAt")
        .orderBy("users.id")
        .limit(1),
    }))
    .where("ownerUserId", "is", null)
    .execute();
}
