import { DEFAULT_PLAN, PLANS, type PlanId } from "../../shared/constants";
import { DEFAULT_MENU_LANGUAGE, isMenuLanguage, type MenuLanguage } from "../../shared/languages";
import type { Restaurant } from "../../shared/schemas/restaurants";
import { firstFreeSlug, slugFromName } from "../../shared/slug";
import { nowIso } from "../clock";
import type { Db } from "./connection";
import type { RestaurantRow } from "./schema";
import { violatedUniqueIndex } from "./unique-violation";

const languageOf = (language: string): MenuLanguage => (isMenuLanguage(language) ? language : DEFAULT_MENU_LANGUAGE);
const planOf = (plan: string): PlanId => PLANS.find((known) => known === plan) ?? DEFAULT_PLAN;

function toRestaurant(row: RestaurantRow): Restaurant {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    cuisine: row.cuisine,
    plan: planOf(row.plan),
    isActive: row.isActive === 1,
    menuLanguage: languageOf(row.menuLanguage),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Every restaurant on the platform, newest first. */
export async function listRestaurants(db: Db): Promise<Restaurant[]> {
  const rows = await db.selectFrom("restaurants").selectAll().orderBy("createdAt", "desc").orderBy("id").execute();
  return rows.map(toRestaurant);
}

export async function findRestaurant(db: Db, id: string): Promise<Restaurant | null> {
  const row = await db.selectFrom("restaurants").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRestaurant(row) : null;
}

/** Whether the restaurant is switched on (false for an unknown id). */
export async function isRestaurantActive(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom("restaurants").select("isActive").where("id", "=", id).executeTakeFirst();
  return row?.isActive === 1;
}

/** Switches a restaurant on or off; answers the updated restaurant. */
export async function setRestaurantActive(db: Db, id: string, isActive: boolean): Promise<Restaurant> {
  const row = await db
    .updateTable("restaurants")
    .set({ isActive: isActive ? 1 : 0, updatedAt: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRestaurant(row);
}

interface NewRestaurant {
  id: string;
  name: string;
  email: string;
  /** Its website's address; unique (a taken one fails on restaurants_slug_unique). */
  slug: string;
}

export const SLUG_TAKEN = "This web address is taken: please choose another";
export const DOMAIN_TAKEN = "This domain already shows another restaurant's website";

/** Whether a restaurant already has this slug. */
export async function isSlugTaken(db: Db, slug: string): Promise<boolean> {
  return (await db.selectFrom("restaurants").select("id").where("slug", "=", slug).executeTakeFirst()) !== undefined;
}

/** The slug a new restaurant called `name` gets when none was chosen: its name's, made unique with -2, -3… */
export function freeSlugFor(db: Db, name: string): Promise<string> {
  return firstFreeSlug(slugFromName(name), (slug) => isSlugTaken(db, slug));
}

/** Which of a slug and a domain another restaurant already has (checked in the write's job, so the 409 comes before any write). */
export async function takenByAnother(db: Db, restaurantId: string, { slug, domain }: { slug?: string; domain?: string }) {
  const other = (column: "slug" | "domain", value: string) =>
    db.selectFrom("restaurants").select("id").where(column, "=", value).where("id", "!=", restaurantId).executeTakeFirst();
  if (slug !== undefined && (await other("slug", slug))) return "slug";
  if (domain !== undefined && domain !== "" && (await other("domain", domain))) return "domain";
  return null;
}

/** Whether a failed write ran into the unique slug (or domain): the caller answers 409. */
export const isSlugOrDomainTaken = (error: unknown): "slug" | "domain" | null => {
  const index = violatedUniqueIndex(error);
  if (index === null) return null;
  if (index.includes("restaurants_slug_unique") || index.includes("restaurants.slug")) return "slug";
  if (index.includes("restaurants_domain_unique") || index.includes("restaurants.domain")) return "domain";
  return null;
};

/** A restaurant opened at sign-up: a name, its admin's e-mail and its slug; menu, tables and details come later. */
export async function insertRestaurant(db: Db, { id, name, email, slug }: NewRestaurant): Promise<Restaurant> {
  const at = nowIso();
  const row = await db
    .insertInto("restaurants")
    .values({ id, name, email, slug, phone: "", address: "", cuisine: "", plan: DEFAULT_PLAN, isActive: 1, createdAt: at, updatedAt: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRestaurant(row);
}

/** The restaurant's menu language (`hi` unless its admin chose another). */
export async function findMenuLanguage(db: Db, restaurantId: string): Promise<MenuLanguage> {
  const row = await db.selectFrom("restaurants").select("menuLanguage").where("id", "=", restaurantId).executeTakeFirst();
  return languageOf(row?.menuLanguage ?? DEFAULT_MENU_LANGUAGE);
}

export async function updateMenuLanguage(db: Db, restaurantId: string, menuLanguage: MenuLanguage): Promise<void> {
  await db.updateTable("restaurants").set({ menuLanguage, updatedAt: nowIso() }).where("id", "=", restaurantId).execute();
}
