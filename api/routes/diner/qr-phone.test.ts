import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { testConfig } from "../../config";
import { DINER, newTestTable, send, tableAndDish } from "../../test/route-test-helpers";
import { createTestServer, type TestServer } from "../../test/test-support";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
});
afterAll(() => server.close());

async function orderWithPhone(customerPhone: string) {
  const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  const items = [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }];
  return send(server.app, "POST", `/api/qr/${table.qrCode}/order`, { body: { ...DINER, customerPhone, items, totalAmount: dish.price } });
}

describe("a diner's phone number as typed", () => {
  it.each(["+91 98765 43210", "98765-43210"])("accepts %s and stores its ten digits on the order and the customer", async (typed) => {
    const response = await orderWithPhone(typed);
    expect(response.status).toBe(201);
    const order: { customerPhone: string } = await response.json();
    expect(order.customerPhone).toBe("9876543210");
    const customers = await server.db.selectFrom("customers").select("phone").where("email", "=", DINER.customerEmail).execute();
    expect(customers.map((customer) => customer.phone)).toEqual(["9876543210"]);
  });

  it("still refuses letters and too few digits with the spec's messages", async () => {
    const letters = await orderWithPhone("98765 4321O");
    expect(letters.status).toBe(400);
    expect(await letters.json()).toMatchObject({ message: "Phone number must contain only digits" });
    const short = await orderWithPhone("+91 98765");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: "Phone number must be at least 10 digits" });
  });
});
