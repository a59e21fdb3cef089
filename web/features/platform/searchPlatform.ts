import type { DemoRequest } from "../../../shared/schemas/demo-requests";
import type { Restaurant } from "../../../shared/schemas/restaurants";

/** The rows with any of `fields` containing the search, ignoring case; every row for an empty search. */
function searchBy<Row>(rows: readonly Row[], search: string, fields: (row: Row) => readonly string[]): Row[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => fields(row).some((field) => field.toLowerCase().includes(needle)));
}

/** The operator's restaurant search: name, e-mail or cuisine. */
export function searchRestaurants(restaurants: readonly Restaurant[], search: string): Restaurant[] {
  return searchBy(restaurants, search, (row) => [row.name, row.email, row.cuisine]);
}

/** The operator's demo-request search: who asked, their restaurant, e-mail, phone or message. */
export function searchDemoRequests(requests: readonly DemoRequest[], search: string): DemoRequest[] {
  return searchBy(requests, search, (row) => [row.name, row.restaurantName, row.email, row.phone, row.message]);
}
