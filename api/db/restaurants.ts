import { DEFAULT_PLAN, PLANS, type PlanId } from "../../shared/constants";
import type { Restaurant } from "../../shared/schemas/restaurants";
import { nowIso } from "../clock";
import type { Db } from "./connection";
import type { RestaurantRow } from "./schema";

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
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Every restaurant on the platform, newest first. */
export async function listRestaurants(db: Db): Promise<Restaurant[]> {
  const rows = await db.selectFrom("restaurants").selectAll().orderBy("createdAt", "desc").orderBy("id").execute();
  return rows.map(toRestaurant);
}

export interface NewRestaurant {
  id: string;
  name: string;
  email: string;
}

/** A restaurant opened at sign-up: a name and its admin's e-mail; menu, tables and details come later. */
export async function insertRestaurant(db: Db, { id, name, email }: NewRestaurant): Promise<Restaurant> {
  const at = nowIso();
  const row = await db
    .insertInto("restaurants")
    .values({ id, name, email, phone: "", address: "", cuisine: "", plan: DEFAULT_PLAN, isActive: 1, createdAt: at, updatedAt: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRestaurant(row);
}
