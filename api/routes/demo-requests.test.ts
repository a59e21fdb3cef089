import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRequest } from "../../shared/schemas/demo-requests";
import { createTestServer, jsonHeaders, signIn, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let waiter: string;
beforeAll(async () => {
  server = await createTestServer();
  [admin, waiter] = await Promise.all([
    signIn(server.app, "admin", "admin123", "admin"),
    signIn(server.app, "waiter", "waiter123", "waiter"),
  ]);
});
afterAll(() => server.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Rohan Das",
  email: "rohan@biryanibay.in",
  phone: "9876501234",
  restaurantName: "Biryani Bay",
  message: "Two outlets in Kolkata",
  ...overrides,
});
const create = (body: unknown, extra: Record<string, string> = {}) =>
  server.app.request("/api/demo-requests", { method: "POST", headers: jsonHeaders(undefined, extra), body: JSON.stringify(body) });
const list = (cookie?: string) => server.app.request("/api/demo-requests", { headers: cookie ? { Cookie: cookie } : {} });
const rowsNamed = (restaurantName: string) =>
  server.db.selectFrom("demoRequests").select("id").where("restaurantName", "=", restaurantName).execute();

describe("GET /api/demo-requests", () => {
  it("is 401 without a session and 403 for staff who are not admins", async () => {
    expect((await list()).status).toBe(401);
    expect((await list(waiter)).status).toBe(403);
  });

  it("lists the requests newest first for an admin", async () => {
    const response = await list(admin);
    expect(response.status).toBe(200);
    const body: unknown[] = await response.json();
    const requests = body.map((row) => demoRequest.parse(row));
    expect(requests.length).toBeGreaterThanOrEqual(6);
    expect(requests.map((row) => row.createdAt)).toEqual(
      requests
        .map((row) => row.createdAt)
        .sort()
        .reverse(),
    );
  });
});

describe("POST /api/demo-requests", () => {
  it("is public and answers 201 with the stored request, which then leads the admin's list", async () => {
    const response = await create(form({ email: "  Rohan@BiryaniBay.in " }));
    expect(response.status).toBe(201);
    const created = demoRequest.parse(await response.json());
    expect(created).toMatchObject({ name: "Rohan Das", email: "rohan@biryanibay.in", restaurantName: "Biryani Bay" });
    const listed: { id: string }[] = await (await list(admin)).json();
    expect(listed[0]?.id).toBe(created.id);
  });

  it("makes one row when the same client id is sent twice", async () => {
    const id = randomUUID();
    const body = form({ id, restaurantName: "Client Id Dhaba" });
    const first = await create(body);
    const second = await create(body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(await second.json()).toEqual(await first.json());
    expect(await rowsNamed("Client Id Dhaba")).toEqual([{ id }]);
  });

  it("replays the first answer for a repeated Idempotency-Key and refuses it for a different body", async () => {
    const key = { "Idempotency-Key": randomUUID() };
    const body = form({ restaurantName: "Idempotent Idli" });
    const first = await create(body, key);
    const replay = await create(body, key);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(await first.json());
    expect(await rowsNamed("Idempotent Idli")).toHaveLength(1);

    const different = await create(form({ restaurantName: "Another Place" }), key);
    expect(different.status).toBe(422);
    expect(await different.json()).toEqual({ message: expect.any(String) });
    expect(await rowsNamed("Another Place")).toHaveLength(0);
  });

  it("answers 400 with a message for invalid fields", async () => {
    for (const broken of [{ name: "" }, { email: "nope" }, { phone: "12345" }, { phone: "98765abcde" }, { restaurantName: " " }]) {
      const response = await create(form(broken));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    const badKey = await create(form(), { "Idempotency-Key": "not-a-uuid" });
    expect(badKey.status).toBe(400);
  });
});
