import { type APIRequestContext, type APIResponse, request } from "playwright-core";

export interface StaffTable {
  id: string;
  tableNumber: string;
  qrCode: string;
}

export interface StaffOrder {
  id: string;
  tableId: string | null;
  status: string;
  totalAmount: number;
  customerName: string;
  items: { id: string; name: string; price: number; quantity: number }[];
  table: { tableNumber: string } | null;
}

export interface StaffCustomer {
  id: string;
  name: string;
  email: string;
  notes: string;
}

export interface StaffMenuItem {
  id: string;
  name: string;
  description: string;
  price: number;
  category: string;
  isAvailable: boolean;
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

/**
 * The restaurant admin's side of a journey, through the staff API in its own request context (its
 * own cookies), so the diner's browser context stays a stranger's phone.
 */
export class StaffApi {
  private constructor(
    private readonly http: APIRequestContext,
    readonly restaurantId: string,
    readonly userId: string,
  ) {}

  static async signIn(baseURL: string): Promise<StaffApi> {
    const http = await request.newContext({ baseURL });
    await json(await http.post("/api/auth/login", { data: { emailOrUsername: "admin", password: "admin123", role: "admin" } }), "sign-in");
    const me = await json<{ id: string; restaurantId: string }>(await http.get("/api/auth/me"), "who am I");
    return new StaffApi(http, me.restaurantId, me.id);
  }

  /** A new table with a number nobody else uses, so a test reads only its own orders. */
  async newTable(): Promise<StaffTable> {
    const tableNumber = `E${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    return json(await this.http.post(`/api/restaurants/${this.restaurantId}/tables`, { data: { tableNumber, capacity: 4 } }), "new table");
  }

  async newDish(fields: Omit<StaffMenuItem, "id" | "isAvailable">): Promise<StaffMenuItem> {
    return json(await this.http.post(`/api/restaurants/${this.restaurantId}/menu`, { data: { ...fields, isAvailable: true } }), "new dish");
  }

  async updateDish(dish: StaffMenuItem): Promise<StaffMenuItem> {
    const { id, ...fields } = dish;
    return json(await this.http.put(`/api/menu-items/${id}`, { data: fields }), "update dish");
  }

  async tables(): Promise<(StaffTable & { capacity: number; location: string | null })[]> {
    return json(await this.http.get(`/api/restaurants/${this.restaurantId}/tables`), "tables");
  }

  async menu(): Promise<StaffMenuItem[]> {
    return json(await this.http.get(`/api/restaurants/${this.restaurantId}/menu`), "menu");
  }

  async customers(): Promise<StaffCustomer[]> {
    return json(await this.http.get(`/api/restaurants/${this.restaurantId}/customers`), "customers");
  }

  async orders(): Promise<StaffOrder[]> {
    return json(await this.http.get(`/api/restaurants/${this.restaurantId}/orders`), "orders");
  }

  async ordersAt(table: StaffTable): Promise<StaffOrder[]> {
    return (await this.orders()).filter((order) => order.tableId === table.id);
  }

  async advance(orderId: string, status: string): Promise<void> {
    await json(await this.http.put(`/api/orders/${orderId}/status`, { data: { status } }), `advance to ${status}`);
  }

  dispose(): Promise<void> {
    return this.http.dispose();
  }
}
