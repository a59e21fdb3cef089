import { Hono } from "hono";
import { menuLanguageSetting } from "../../shared/schemas/restaurants";
import { ownRestaurantId, requireAdmin } from "../auth/guards";
import { findMenuLanguage, updateMenuLanguage } from "../db/restaurants";
import type { AppEnv } from "../env";
import { idempotentWrite } from "../idempotency";
import { jsonBody } from "../validate";

/** The menu's second language (docs/diner-ordering.md, Languages): read by staff, set by the admin; on the restaurant router. */
export const menuLanguageRoutes = new Hono<AppEnv>()
  .get("/menu-language", async (c) => c.json({ menuLanguage: await findMenuLanguage(c.get("services").db, ownRestaurantId(c)) }))

  .put("/menu-language", requireAdmin, async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { menuLanguage } = await jsonBody(c, menuLanguageSetting);
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      await updateMenuLanguage(trx, restaurantId, menuLanguage);
      // The QR answer carries the language: "menuItems" drops the restaurant's cached answers.
      return { status: 200, body: { menuLanguage }, changed: { restaurantId, topics: ["menuItems"] } };
    });
  });
