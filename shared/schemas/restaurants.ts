import * as z from "zod/mini";
import { PLANS } from "../constants";
import { MENU_LANGUAGES } from "../languages";
import { activeSwitch } from "./fields";

const menuLanguageSchema = z.enum(MENU_LANGUAGES, { error: "Unknown menu language" });

/** `PUT /api/restaurants/{id}/menu-language`, and its answer. */
export const menuLanguageSetting = z.object({ menuLanguage: menuLanguageSchema });

export const restaurant = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  cuisine: z.string(),
  plan: z.enum(PLANS),
  isActive: z.boolean(),
  menuLanguage: menuLanguageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Restaurant = z.infer<typeof restaurant>;

/** `PUT /api/restaurants/{id}/status` (the operator): the same `{ isActive }` body as a staff account's switch. */
export const restaurantStatusInput = activeSwitch;
