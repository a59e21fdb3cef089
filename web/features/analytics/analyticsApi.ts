import { csvField, UTF8_BOM } from "../../../shared/billing/report";
import { api } from "../../http/api";

export interface Sales {
  totals: { billCount: number; salesPaise: number; averageBillPaise: number };
  previous: { billCount: number; salesPaise: number; averageBillPaise: number };
  changePercent: number | null;
  days: { date: string; billCount: number; salesPaise: number }[];
}
export interface Hours {
  cells: { weekday: number; hour: number; billCount: number; salesPaise: number }[];
}
export interface Item {
  id: string;
  name: string;
  option: string;
  category: string;
  quantity: number;
  revenuePaise: number;
}
export interface OptionSold {
  id: string;
  name: string;
  option: string;
  quantity: number;
  revenuePaise: number;
  sharePercent: number;
}
export interface PrepTimes {
  dishes: { id: string; name: string; station: string; minutes: number; bumps: number }[];
  stations: { name: string; minutes: number; bumps: number }[];
}
export interface Items {
  bestSellers: Item[];
  slowMovers: Item[];
  categories: { category: string; quantity: number; revenuePaise: number }[];
  options: OptionSold[];
  prep: PrepTimes;
}
export interface Guests {
  orders: number;
  channels: { qr: number; waiter: number; pickup: number; delivery: number };
  guests: number;
  repeatGuests: number;
  repeatRevenueSharePercent: number;
  visitsPerGuest: number;
  tableTurns: number;
  medianTableTurnMinutes: number | null;
  covers: number;
  seatedParties: number;
  averagePartySize: number | null;
}

/** The outlet the figures are of (the one worked in, or another of the owner's), or all of the owner's together. */
export type Scope = { restaurantId: string } | "all";

/** One view (docs/api.md, Analytics); the server checks the answer's shape, this online-only screen shows it. */
export async function fetchView(scope: Scope, view: "sales" | "hours" | "items" | "guests", from: string, to: string): Promise<unknown> {
  const base = scope === "all" ? "/api/owner/analytics" : `/api/restaurants/${scope.restaurantId}/analytics`;
  return api.get(`${base}/${view}?from=${from}&to=${to}`);
}

export async function fetchOutlets(): Promise<{ id: string; name: string }[]> {
  try {
    return (await api.get("/api/owner/outlets")) as { id: string; name: string }[];
  } catch {
    // Not an owner: the screen shows this outlet only.
    return [];
  }
}

/** Saves rows as a CSV file Excel reads (byte order mark, RFC 4180 fields). */
export function downloadRows(name: string, rows: readonly (readonly (string | number)[])[]): void {
  const text = `${UTF8_BOM}${rows.map((row) => row.map((cell) => csvField(String(cell))).join(",")).join("\r\n")}\r\n`;
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
