/** What a committed write can change; the server's event stream names these and clients pull them. */
export const LIVE_TOPICS = ["orders", "menu", "tables", "customers", "requests", "bills", "settings"] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];
