import * as z from "zod/mini";
import { demoRequest } from "../../../shared/schemas/demo-requests";
import { restaurant } from "../../../shared/schemas/restaurants";

/** Module-level so useApiQuery sees stable parsers. */
export const parseRestaurants = z.array(restaurant).parse;
export const parseDemoRequests = z.array(demoRequest).parse;

/** Newest first by ISO createdAt, cut to `count`. */
export function mostRecent<T extends { createdAt: string }>(items: readonly T[], count: number): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, count);
}
