import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { send, tableAndDish } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = await signInAs(server.app, DEMO_LOGINS.admin);
});
afterAll(() => server.close());

const menuPath = `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`;
const dish = { name: "Anda Curry", price: 220, category: "Curries" };

async function qrMenu() {
  const { table } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
  const lookup: { menuItems: { name: string; diet: string | null }[] } = await (await server.app.request(`/api/qr/${table.qrCode}`)).json();
  return lookup.menuItems;
}

describe("a dish's diet mark", () => {
  it("is stored, answered to staff and shown to diners", async () => {
    const created = await send(server.app, "POST", menuPath, { cookie: admin, body: { ...dish, diet: "egg" } });
    expect(created.status).toBe(201);
    const item: { id: string; diet: string } = await created.json();
    expect(item.diet).toBe("egg");
    expect((await qrMenu()).find((entry) => entry.name === "Anda Curry")?.diet).toBe("egg");

    const updated = await send(server.app, "PUT", `/api/menu-items/${item.id}`, { cookie: admin, body: { ...dish, diet: "veg" } });
    expect(await updated.json()).toMatchObject({ diet: "veg" });
  });

  it("is not marked (null) when an older client leaves it out", async () => {
    const created = await send(server.app, "POST", menuPath, { cookie: admin, body: { ...dish, name: "Thali" } });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ diet: null });
  });

  it("refuses anything but veg, non-veg or egg", async () => {
    for (const diet of ["vegan", "VEG", 1, ""]) {
      const refused = await send(server.app, "POST", menuPath, { cookie: admin, body: { ...dish, name: "Mystery", diet } });
      expect(refused.status, String(diet)).toBe(400);
      expect(await refused.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it("comes with the demo menu: chicken is non-veg, paneer veg, egg biryani egg", async () => {
    const menu = await qrMenu();
    const dietOf = (name: string) => menu.find((entry) => entry.name === name)?.diet;
    expect([dietOf("Butter Chicken"), dietOf("Paneer Tikka"), dietOf("Egg Biryani")]).toEqual(["non-veg", "veg", "egg"]);
  });
});
