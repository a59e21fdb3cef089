import type { LiveTopic } from "./live";

/**
 * What a table's page reads again after a `table` notice (docs/diner-ordering.md, Live page): its
 * order's status card and the table's bill. The notice names which, so a change reads only what it made stale.
 */
export const TABLE_PARTS = ["order", "bill"] as const;
export type TablePart = (typeof TABLE_PARTS)[number];

/**
 * The parts of a table's page a change's topics make stale: an order's (orders), the bill's (bills), both
 * when the table or its visit changed (moved, renumbered, closed); none for a call for service, which
 * neither read shows.
 */
export function tablePartsOf(topics: readonly LiveTopic[]): TablePart[] {
  const visit = topics.includes("restaurantTables");
  return TABLE_PARTS.filter((part) => visit || topics.includes(part === "order" ? "orders" : "bills"));
}

/** The parts a `table` notice's data names; a notice that names none (a server of the previous release) means all. */
export function tablePartsIn(data: string): TablePart[] {
  const words = data.split(" ");
  const named = TABLE_PARTS.filter((part) => words.includes(part));
  return named.length > 0 ? named : [...TABLE_PARTS];
}
