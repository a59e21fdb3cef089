import * as z from "zod/mini";
import { type DemoRequest, demoRequest } from "../../shared/schemas/demo-requests";
import { type Restaurant, restaurant } from "../../shared/schemas/restaurants";
import { api } from "./api";

/*
 * The platform operator's lists and switch. Online only: they go straight to the server, never into
 * the device's local copy or the offline outbox (docs/decisions/071-operator-lists-online.md).
 */

const restaurantList = z.array(restaurant);
const demoRequestList = z.array(demoRequest);

export async function listAllRestaurants(): Promise<Restaurant[]> {
  return restaurantList.parse(await api.get("/api/restaurants"));
}

export async function listAllDemoRequests(): Promise<DemoRequest[]> {
  return demoRequestList.parse(await api.get("/api/demo-requests"));
}

export async function setRestaurantActive(id: string, isActive: boolean): Promise<Restaurant> {
  return restaurant.parse(await api.put(`/api/restaurants/${id}/status`, { isActive }));
}
