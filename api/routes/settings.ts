import { Hono } from "hono";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { restaurantSettingsInput } from "../../shared/schemas/settings";
import { ownRestaurantId, requireAdmin, requireStaff } from "../auth/guards";
import { DOMAIN_TAKEN, SLUG_TAKEN, takenByAnother } from "../db/restaurants";
import { findSettings, saveSettings } from "../db/settings";
import type { AppEnv } from "../env";
import { conflict, notFound } from "../errors";
import { idempotentWrite } from "../idempotency";
import { jsonBody } from "../validate";

const RESTAURANT_NOT_FOUND = "Restaurant not found";

// Bill settings: what a bill says about who issued it and how tax and UPI work (docs/billing.md). Any staff reads them (a waiter's bill needs the discount reasons and service charge); admins change them. On the restaurant router.
export const settingsRoutes = new Hono<AppEnv>()
  .get(inRestaurant(API_PATHS.settings), requireStaff, async (c) => {
    const settings = await findSettings(c.get("services").db, ownRestaurantId(c));
    if (!settings) throw notFound(RESTAURANT_NOT_FOUND);
    return c.json(settings);
  })

  .put(inRestaurant(API_PATHS.settings), requireAdmin, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const fields = await jsonBody(c, restaurantSettingsInput);
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      // Checked in the job, before any write: jobs run one after another, and the unique indexes back it.
      const taken = await takenByAnother(trx, restaurantId, fields);
      if (taken) throw conflict(taken === "slug" ? SLUG_TAKEN : DOMAIN_TAKEN);
      return {
        status: 200,
        body: await saveSettings(trx, restaurantId, fields),
        changed: { restaurantId, topics: ["restaurantSettings"] },
      };
    });
  });
