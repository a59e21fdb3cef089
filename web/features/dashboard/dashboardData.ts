import * as z from "zod/mini";
import { demoRequest } from "../../../shared/schemas/demo-requests";
import { restaurant } from "../../../shared/schemas/restaurants";

/** Newest first by ISO createdAt. Sorts in place: only ever given the fresh array a parse returned. */
function newestFirst<T extends { createdAt: string }>(items: T[]): T[] {
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const restaurantList = z.array(restaurant);
const demoRequestList = z.array(demoRequest);

/**
 * The dashboard's parsers: module-level so useApiQuery sees stable functions. They sort once per
 * fetch, so the recent lists can show the first few without sorting on every render.
 */
export const parseRestaurants = (data: unknown) => newestFirst(restaurantList.parse(data));
export const parseDemoRequests = (data: unknown) => newestFirst(demoRequestList.parse(data));
