import { Hono } from "hono";
import { requireOperator } from "../auth/guards";
import { listRestaurants } from "../db/restaurants";
import type { AppEnv } from "../env";

// Platform data: every restaurant on the server, for the operator only (docs/security.md).
export const restaurantsRoutes = new Hono<AppEnv>().get("/", requireOperator, async (c) =>
  c.json(await listRestaurants(c.get("services").db), 200),
);
