import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { restaurant } from "../../../shared/schemas/restaurants";
import { createTestServer, signIn, type TestServer } from "../../test/test-support";

let server: TestServer;
let cookies: { admin: string; waiter: string; chef: string };
beforeAll(async () => {
  server = await createTestServer();
  const [admin, waiter, chef] = await Promise.all([
    signIn(server.app, "admin", "admin123", "admin"),
    signIn(server.app, "waiter", "waiter123", "waiter"),
    signIn(server.app, "chef", "chef123", "chef"),
  ]);
  cookies = { admin, waiter, chef };
});
afterAll(() => server.close());

const list = (cookie?: string) => server.app.request("/api/restaurants", { headers: cookie ? { Cookie: cookie } : {} });

describe("GET /api/restaurants", () => {
  it("needs a session", async () => {
    const response = await list();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it("is for admins only", async () => {
    for (const cookie of [cookies.waiter, cookies.chef]) {
      const response = await list(cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it("lists every restaurant, newest first, with isActive as a boolean", async () => {
    const response = await list(cookies.admin);
    expect(response.status).toBe(200);
    const body: unknown[] = await response.json();
    const restaurants = body.map((row) => restaurant.parse(row));
    expect(restaurants).toHaveLength(5);
    expect(restaurants.map((row) => row.createdAt)).toEqual(
      restaurants
        .map((row) => row.createdAt)
        .sort()
        .reverse(),
    );
    expect(restaurants.find((row) => row.id === DEMO_RESTAURANT_ID)).toMatchObject({
      name: "Spice Garden",
      cuisine: "North Indian",
      isActive: true,
    });
    expect(restaurants.some((row) => !row.isActive)).toBe(true);
  });
});
