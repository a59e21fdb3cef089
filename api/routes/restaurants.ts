import { Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import { listRestaurants } from "../db/restaurants";
import type { AppEnv } from "../env";

export const restaurantsRoutes = new Hono<AppEnv>().get("/", requireAdmin, async (c) => c.json(await listRestaurants(c.var.db), 200));
