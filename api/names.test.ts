import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import { testConfig } from "./config";
import { send } from "./test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "./test/test-support";

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  admin = await signInAs(server.app, DEMO_LOGINS.admin);
});
afterAll(() => server.close());

/** Names a screen would show as blank, or that reorder or cut the text around them. */
const BAD_NAMES = {
  "zero-width spaces only": "\u200b\u200b\u200b",
  "a Hangul filler": "\u3164",
  "braille blanks and a word joiner": "\u2800\u2060",
  "a right-to-left override": "Dal \u202eakkam",
  "a left-to-right isolate": "\u2066Dal\u2069",
  "a NUL": "Dal\u0000 Makhani",
  "a line break": "Dal\nMakhani",
};

describe.each(Object.entries(BAD_NAMES))("a name made of %s", (_label, name) => {
  it("is refused for a dish (create, full and partial update) and nothing is stored", async () => {
    const dish = { name, description: "", price: 200, category: "Curries" };
    const dishIds = () =>
      server.db.selectFrom("menuItems").select("id").where("restaurantId", "=", DEMO_RESTAURANT_ID).orderBy("id").execute();
    const before = await dishIds();
    const created = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, { cookie: admin, body: dish });
    expect({ status: created.status, body: await created.json() }).toEqual({
      status: 400,
      body: expect.objectContaining({ message: expect.any(String) }),
    });
    const existing = await server.db
      .selectFrom("menuItems")
      .selectAll()
      .where("restaurantId", "=", DEMO_RESTAURANT_ID)
      .executeTakeFirstOrThrow();
    const full = await send(server.app, "PUT", `/api/menu-items/${existing.id}`, { cookie: admin, body: { ...dish, isAvailable: true } });
    expect(full.status).toBe(400);
    const partial = await send(server.app, "PATCH", `/api/menu-items/${existing.id}`, { cookie: admin, body: { name } });
    expect(partial.status).toBe(400);
    const after = await server.db.selectFrom("menuItems").select("name").where("id", "=", existing.id).executeTakeFirstOrThrow();
    expect(after.name).toBe(existing.name);
    // Counted, not looked up by name: PostgreSQL cannot even be asked about a text holding NUL.
    expect(await dishIds()).toEqual(before);
  });

  it("is refused for a new restaurant and for a username", async () => {
    const restaurant = await send(server.app, "POST", "/api/auth/register", {
      body: { username: "blank-owner", email: "blank-owner@example.in", password: "secret-pass", restaurantName: name },
      key: null,
    });
    expect(restaurant.status).toBe(400);
    const user = await send(server.app, "POST", "/api/auth/register", {
      body: { username: `own${name}er`, email: "blank-user@example.in", password: "secret-pass", restaurantName: "Fine Bhavan" },
      key: null,
    });
    expect(user.status).toBe(400);
    expect(
      await server.db.selectFrom("users").select("id").where("email", "in", ["blank-owner@example.in", "blank-user@example.in"]).execute(),
    ).toEqual([]);
  });
});

describe("names in other scripts", () => {
  it("are kept as typed, including a zero-width joiner inside a word", async () => {
    for (const name of ["पनीर टिक्का", "மசாலா தோசை", "ਦਾਲ ਮੱਖਣੀ", "क्‍ष"]) {
      const response = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, {
        cookie: admin,
        body: { name, price: 200, category: "Curries" },
      });
      expect(response.status).toBe(201);
      expect((await response.json()).name).toBe(name);
    }
  });
});
