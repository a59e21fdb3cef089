import { DEFAULT_PLAN, PLANS, type PlanId } from "../../shared/constants";
import type { Restaurant } from "../../shared/schemas/restaurants";
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
