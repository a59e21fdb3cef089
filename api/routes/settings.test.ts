import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { RestaurantSettings } from "../../shared/schemas/settings";
import { settingsBody } from "../test/restaurant-settings";
import { restaurantIdOf, send } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
let otherAdmin: string;
let otherRestaurantId: string;

const SETTINGS = `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`;
// A GSTIN typed in lower case: the server stores it in capitals.
const VALID = settingsBody({ legalName: "Spice Garden Foods Pvt Ltd", gstin: "27aapfu0939f1zv" });

beforeAll(async () => {
  server = await createTestServer();
  ({ admin, waiter, otherAdmin } = await signInDemoStaff(server.app));
  otherRestaurantId = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
});

afterAll(() => server.close());

describe("GET /api/restaurants/:restaurantId/settings", () => {
  it("starts a restaurant unregistered, prices without GST and no UPI ID, under its own name", async () => {
    const response = await send(server.app, "GET", `/api/restaurants/${otherRestaurantId}/settings`, { cookie: otherAdmin });
    expect(response.status).toBe(200);
    const settings: RestaurantSettings = await response.json();
    const { name } = await server.db.selectFrom("restaurants").select("name").where("id", "=", otherRestaurantId).executeTakeFirstOrThrow();
    expect(settings).toMatchObject({
      restaurantId: otherRestaurantId,
      legalName: name,
      gstMode: "unregistered",
      pricesIncludeGst: false,
      upiId: "",
      gstin: "",
    });
  });

  it("is read by the restaurant's staff (a waiter's bill needs its discount reasons) and no one else's", async () => {
    expect((await send(server.app, "GET", SETTINGS)).status).toBe(401);
    const read = await send(server.app, "GET", SETTINGS, { cookie: waiter });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { discountReasons: string[] }).discountReasons).toContain("Regular");
    expect((await send(server.app, "GET", SETTINGS, { cookie: otherAdmin })).status).toBe(403);
    expect((await send(server.app, "GET", "/api/restaurants/nope/settings", { cookie: admin })).status).toBe(400);
  });
});

describe("PUT /api/restaurants/:restaurantId/settings", () => {
  it("saves the settings, GSTIN in capitals, and answers them on the next read", async () => {
    const response = await send(server.app, "PUT", SETTINGS, { cookie: admin, body: VALID });
    expect(response.status).toBe(200);
    const saved: RestaurantSettings = await response.json();
    expect(saved).toMatchObject({ ...VALID, gstin: "27AAPFU0939F1ZV", restaurantId: DEMO_RESTAURANT_ID });
    const read = await send(server.app, "GET", SETTINGS, { cookie: admin });
    expect(await read.json()).toEqual(saved);
  });

  it("answers a replay with the first answer and changes nothing", async () => {
    const key = randomUUID();
    const first = await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...VALID, billFooter: "First" }, key });
    await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...VALID, billFooter: "Second" } });
    const replay = await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...VALID, billFooter: "First" }, key });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(await first.json());
    const read: RestaurantSettings = await (await send(server.app, "GET", SETTINGS, { cookie: admin })).json();
    expect(read.billFooter).toBe("Second");
  });

  it.each([
    ["gstin", { gstin: "27AAPFU0939F1ZW" }, "GSTIN check character does not match: please check the number for a typing mistake"],
    ["gstin", { gstin: "27AAPFU0939F1Z" }, "GSTIN must be 15 characters"],
    ["gstin", { gstin: "", gstMode: "composition" }, "GSTIN is required for a GST-registered restaurant"],
    ["fssaiNumber", { fssaiNumber: "1152199900012" }, "FSSAI licence number must be 14 digits"],
    ["upiId", { upiId: "spicegarden" }, "UPI ID must look like name@bank"],
    ["upiId", { upiId: "a@b&am=1" }, "UPI ID must look like name@bank"],
    ["gstMode", { gstMode: "regular-12" }, "GST mode must be regular-5, regular-18, composition or unregistered"],
    ["legalName", { legalName: " " }, "Legal name is required"],
  ])("is 400 naming %s for %j and keeps what was saved", async (field, change, message) => {
    const before = await (await send(server.app, "GET", SETTINGS, { cookie: admin })).json();
    const response = await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...VALID, ...change } });
    expect(response.status).toBe(400);
    const body: { message: string; issues: { path: string }[] } = await response.json();
    expect(body.message).toBe(message);
    expect(body.issues.map((issue) => issue.path)).toContain(field);
    expect(await (await send(server.app, "GET", SETTINGS, { cookie: admin })).json()).toEqual(before);
  });

  it("prints on 80 mm until an admin picks 58 mm, and refuses any other width", async () => {
    const before: RestaurantSettings = await (await send(server.app, "PUT", SETTINGS, { cookie: admin, body: VALID })).json();
    expect(before.paperWidth).toBe("80mm");
    const narrow = await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...VALID, paperWidth: "58mm" } });
    expect(narrow.status).toBe(200);
    expect(((await (await send(server.app, "GET", SETTINGS, { cookie: admin })).json()) as RestaurantSettings).paperWidth).toBe("58mm");
    const wrong = await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...VALID, paperWidth: "72mm" } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: "Paper width must be 80mm or 58mm" });
    expect((await send(server.app, "PUT", SETTINGS, { cookie: admin, body: VALID })).status).toBe(200);
  });

  it("lets an unregistered restaurant have no GSTIN", async () => {
    const response = await send(server.app, "PUT", `/api/restaurants/${otherRestaurantId}/settings`, {
      cookie: otherAdmin,
      body: { ...VALID, gstMode: "unregistered", gstin: "", fssaiNumber: "", upiId: "" },
    });
    expect(response.status).toBe(200);
  });

  it("is refused to waiters and to other restaurants' admins", async () => {
    expect((await send(server.app, "PUT", SETTINGS, { cookie: waiter, body: VALID })).status).toBe(403);
    expect((await send(server.app, "PUT", SETTINGS, { cookie: otherAdmin, body: VALID })).status).toBe(403);
    expect((await send(server.app, "PUT", SETTINGS, { body: VALID })).status).toBe(401);
  });
});
