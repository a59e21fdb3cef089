import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { RestaurantSettings } from "../../shared/schemas/settings";
import { settingsBody } from "../test/restaurant-settings";
import { restaurantIdOf, send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let otherAdmin: string;
let otherRestaurantId: string;

const SETTINGS = `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, otherAdmin } = await signInDemoStaff(server.app));
  otherRestaurantId = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
});
afterAll(() => server.close());

const settingsOf = async (cookie: string, restaurantId = DEMO_RESTAURANT_ID): Promise<RestaurantSettings> =>
  (await send(server.app, "GET", `/api/restaurants/${restaurantId}/settings`, { cookie })).json();

describe("a restaurant's slug", () => {
  it("is the seed's name for the demo restaurants", async () => {
    expect((await settingsOf(admin)).slug).toBe("spice-garden");
    expect((await settingsOf(otherAdmin, otherRestaurantId)).slug).toBe("dosa-point");
  });

  it("is changed in Settings, lower-cased, and kept as it was when left out", async () => {
    const saved = await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...settingsBody(), slug: " Spice-Garden-Delhi " } });
    expect(saved.status).toBe(200);
    expect((await saved.json()).slug).toBe("spice-garden-delhi");
    const again = await send(server.app, "PUT", SETTINGS, { cookie: admin, body: settingsBody({ billFooter: "Come again" }) });
    expect(again.status).toBe(200);
    expect((await settingsOf(admin)).slug).toBe("spice-garden-delhi");
    await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...settingsBody(), slug: "spice-garden" } });
  });

  it("is refused with 400 when too short, too long, oddly spelt or reserved", async () => {
    for (const slug of ["ab", "a".repeat(41), "spice_garden", "-spice", "spice--garden", "spicé", "api", "admin", "assets", "r", "w"]) {
      const response = await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...settingsBody(), slug } });
      expect(response.status, slug).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    expect((await settingsOf(admin)).slug).toBe("spice-garden");
  });

  it("is another restaurant's: 409, and nothing of the settings is saved", async () => {
    const response = await send(server.app, "PUT", SETTINGS, {
      cookie: admin,
      body: { ...settingsBody({ billFooter: "Never saved" }), slug: "dosa-point" },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/taken/);
    const settings = await settingsOf(admin);
    expect(settings.slug).toBe("spice-garden");
    expect(settings.billFooter).not.toBe("Never saved");
  });

  it("is made from the name at sign-up, unique, or chosen there (409 when taken, 400 when invalid)", async () => {
    const register = (username: string, extra: Record<string, unknown>) =>
      send(server.app, "POST", "/api/auth/register", {
        body: { username, email: `${username}@example.in`, password: "secret-pass", role: "admin", ...extra },
      });
    expect((await register("sg.two", { restaurantName: "Spice Garden" })).status).toBe(201);
    const second = await restaurantIdOf(server.db, "sg.two");
    const row = await server.db.selectFrom("restaurants").select("slug").where("id", "=", second).executeTakeFirstOrThrow();
    expect(row.slug).toBe("spice-garden-2");

    expect((await register("chosen.one", { restaurantName: "Anything", slug: "Chosen-Kitchen" })).status).toBe(201);
    const chosen = await restaurantIdOf(server.db, "chosen.one");
    expect((await server.db.selectFrom("restaurants").select("slug").where("id", "=", chosen).executeTakeFirstOrThrow()).slug).toBe(
      "chosen-kitchen",
    );
    const taken = await register("chosen.two", { restaurantName: "Other", slug: "dosa-point" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toMatch(/web address is taken/);
    expect((await register("chosen.three", { restaurantName: "Other", slug: "api" })).status).toBe(400);
  });
});
