import { type APIRequestContext, request } from "playwright-core";

/** The admin's station setup through the API, in its own request context (docs/api.md, Stations). */

export interface StationRow {
  id: string;
  name: string;
}

interface Dish {
  id: string;
  name: string;
  price: number;
  category: string;
  isAvailable: boolean;
  optionGroups: unknown[];
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export class StationSetup {
  private constructor(
    private readonly http: APIRequestContext,
    readonly restaurantId: string,
  ) {}

  static async signIn(baseURL: string): Promise<StationSetup> {
    const http = await request.newContext({ baseURL });
    await ok(await http.post("/api/auth/login", { data: { emailOrUsername: "admin", password: "admin123", role: "admin" } }), "sign-in");
    const me = await ok<{ restaurantId: string }>(await http.get("/api/auth/me"), "who am I");
    return new StationSetup(http, me.restaurantId);
  }

  async addStation(name: string): Promise<StationRow> {
    return ok(await this.http.post(`/api/restaurants/${this.restaurantId}/stations`, { data: { name } }), `add ${name}`);
  }

  /** Routes each named category to its station, keeping the rest of the list as it is. */
  async route(routes: Record<string, string>): Promise<void> {
    const path = `/api/restaurants/${this.restaurantId}/categories`;
    const list = await ok<{ name: string; stationId: string | null }[]>(await this.http.get(path), "categories");
    const data = list.map((category) => ({ ...category, stationId: routes[category.name] ?? category.stationId }));
    await ok(await this.http.put(path, { data }), "route categories");
  }

  /** The first available dish without options in `category`. */
  async dishIn(category: string): Promise<Dish> {
    const menu = await ok<Dish[]>(await this.http.get(`/api/restaurants/${this.restaurantId}/menu`), "menu");
    const dish = menu.find((item) => item.category === category && item.isAvailable && item.optionGroups.length === 0);
    if (!dish) throw new Error(`the demo menu needs a dish in ${category}`);
    return dish;
  }

  async allDay(stationId: string): Promise<{ name: string; options: string[]; quantity: number }[]> {
    return ok(await this.http.get(`/api/stations/${stationId}/all-day`), "all-day");
  }

  dispose(): Promise<void> {
    return this.http.dispose();
  }
}
