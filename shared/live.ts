/**
 * What a committed write can change; the server's event stream names these and clients pull them. Each
 * topic is the name of the staff list it refreshes (web/data/lists.ts), so clients need no mapping.
 */
export const LIVE_TOPICS = [
  "orders",
  "menuItems",
  "restaurantTables",
  "customers",
  "serviceRequests",
  "bills",
  "restaurantSettings",
  "stations",
  "menuCategories",
  "waitlist",
  "reservations",
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/**
 * The names the previous release used (docs/decisions/075-staff-list-registry.md): the stream sends them
 * beside the new ones so a tab still running that release hears every change; a process of that release
 * (PostgreSQL notices) may still send them, and they are read as the new ones.
 */
const FORMER_NAMES: Partial<Record<LiveTopic, string>> = {
  menuItems: "menu",
  restaurantTables: "tables",
  serviceRequests: "requests",
  restaurantSettings: "settings",
};

/** The topics as the stream writes them: each current name, then its former one where it had one. */
export function topicsOnTheWire(topics: readonly LiveTopic[]): string[] {
  return topics.flatMap((topic) => [topic, ...(FORMER_NAMES[topic] ? [FORMER_NAMES[topic]] : [])]);
}

/** Known topics among `names` (a former name counts as its current one), each once, in LIVE_TOPICS order. */
export function liveTopicsOf(names: readonly unknown[]): LiveTopic[] {
  return LIVE_TOPICS.filter((topic) => names.includes(topic) || (FORMER_NAMES[topic] !== undefined && names.includes(FORMER_NAMES[topic])));
}
