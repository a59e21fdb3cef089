import type { MenuLanguage } from "../../shared/languages";
import { menuLanguageSetting } from "../../shared/schemas/restaurants";
import { api } from "./api";

/*
 * The restaurant's menu language: one small setting, read and written online like the staff
 * accounts (a setting changed offline would leave every diner's page in the old language anyway).
 */

export async function getMenuLanguage(restaurantId: string): Promise<MenuLanguage> {
  return menuLanguageSetting.parse(await api.get(`/api/restaurants/${restaurantId}/menu-language`)).menuLanguage;
}

export async function setMenuLanguage(restaurantId: string, menuLanguage: MenuLanguage): Promise<MenuLanguage> {
  return menuLanguageSetting.parse(await api.put(`/api/restaurants/${restaurantId}/menu-language`, { menuLanguage })).menuLanguage;
}
