import { describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { MenuItem } from "../../../shared/schemas/menu";
import type { RestaurantTable } from "../../../shared/schemas/tables";
import { orderRow } from "../../test/fixtures";
import { rebase, type WaitingChange } from "./rebase";

const RESTAURANT = DEMO_RESTAURANT_ID;
const AT = "2026-03-01T12:00:00.000Z";

const order = orderRow;

const dish: MenuItem = {
  id: "m1",
  restaurantId: RESTAURANT,
  name: "Chai",
  description: "",
  price: 40,
  category: "Beverages",
  isAvailable: true,
  localName: "",
  localDescription: "",
  optionGroups: [],
  diet: null,
  stationId: null,
  createdAt: AT,
  updatedAt: AT,
};

const table: RestaurantTable = {
  id: "t1",
  restaurantId: RESTAURANT,
  tableNumber: "4",
  capacity: 2,
  location: null,
  qrCode: "qr-code-of-table-4",
  isActive: true,
  createdAt: AT,
  updatedAt: AT,
  visitStartedAt: null,
};

const change = (name: WaitingChange["name"], args: unknown): WaitingChange => ({ name, args, createdAt: AT });

describe("rebase", () => {
  it("re-applies waiting changes on top of the server's rows, in order", async () => {
    const waiting = [
      change("advanceOrder", { orderId: "o1", status: "confirmed" }),
      change("advanceOrder", { orderId: "o1", status: "preparing" }),
    ];
    const result = await rebase({ orders: [order("o1"), order("o2")] }, waiting, RESTAURANT);
    expect(result.orders?.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: "o1", status: "preparing" },
      { id: "o2", status: "pending" },
    ]);
  });

  it("keeps the server's status when it is already further: two tablets end on the furthest", async () => {
    const result = await rebase(
      { orders: [order("o1", { status: "served" })] },
      [change("advanceOrder", { orderId: "o1", status: "confirmed" })],
      RESTAURANT,
    );
    expect(result.orders?.[0]?.status).toBe("served");
  });

  it("stamps completedAt when a waiting change completes the order", async () => {
    const result = await rebase(
      { orders: [order("o1", { status: "served" })] },
      [change("advanceOrder", { orderId: "o1", status: "completed" })],
      RESTAURANT,
    );
    expect(result.orders?.[0]).toMatchObject({ status: "completed", completedAt: AT });
  });

  it("puts back a create the server has not seen and removes a row deleted here", async () => {
    const created = { id: "m2", name: "Lassi", description: "", price: 60, category: "Beverages", isAvailable: true };
    const result = await rebase(
      { menuItems: [dish] },
      [change("addMenuItem", created), change("deleteMenuItem", { id: "m1" })],
      RESTAURANT,
    );
    expect(result.menuItems).toEqual([{ ...created, restaurantId: RESTAURANT, createdAt: AT, updatedAt: AT }]);
  });

  it("applies a waiting table delete to the pulled orders (their table shows as Unknown)", async () => {
    const result = await rebase(
      { orders: [order("o1", { tableId: "t1" })], restaurantTables: [table] },
      [change("deleteTable", { id: "t1" })],
      RESTAURANT,
    );
    expect(result.restaurantTables).toEqual([]);
    expect(result.orders?.[0]).toMatchObject({ tableId: null, table: null });
  });

  it("answers only the lists it was given and leaves its input alone", async () => {
    const server = { orders: [order("o1")] };
    const result = await rebase(
      server,
      [change("advanceOrder", { orderId: "o1", status: "confirmed" }), change("updateTable", { ...table, tableNumber: "9" })],
      RESTAURANT,
    );
    expect(Object.keys(result)).toEqual(["orders"]);
    expect(result.orders?.[0]).toMatchObject({ status: "confirmed", table: { tableNumber: "4" } });
    expect(server.orders[0]?.status).toBe("pending");
  });

  it("ignores changes to rows the server no longer has", async () => {
    const result = await rebase({ menuItems: [] }, [change("updateMenuItem", { ...dish, name: "Masala Chai" })], RESTAURANT);
    expect(result.menuItems).toEqual([]);
  });
});
