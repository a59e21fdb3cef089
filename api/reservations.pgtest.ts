import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../scripts/start-server";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import type { Reservation } from "../shared/schemas/waitlist";
import { sendToProcess } from "./test/process-requests";
import { createTestDatabase, TEST_PG_TEMPLATE, testPostgresUrl } from "./test/test-database";
import { DEMO_LOGINS } from "./test/test-support";

/** Bookings with two server processes over one PostgreSQL database (docs/api.md, Waitlist and reservations). */
const base = testPostgresUrl();
if (!base) throw new Error("multi-process tests run under npm run test:pg, which starts PostgreSQL");

let database: { url: string; drop(): Promise<void> };
let a: RunningServer;
let b: RunningServer;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase(base, process.env[TEST_PG_TEMPLATE] ?? "rasoi_template");
  const env = { DATABASE_URL: database.url };
  [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  const { username, password, role } = DEMO_LOGINS.admin;
  const login = await sendToProcess(a, "POST", "/api/auth/login", { body: { emailOrUsername: username, password, role } });
  cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
});

afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  await database?.drop();
});

const inHours = (hours: number) => new Date(Date.now() + hours * 60 * 60_000).toISOString();
const booking = (fields: Record<string, unknown>) => ({
  name: "Priya",
  phone: "9845099999",
  partySize: 4,
  at: inHours(3),
  tableId: null,
  occasion: null,
  notes: "",
  event: null,
  ...fields,
});
const either = (n: number) => (n % 2 ? a : b);

async function newTable(): Promise<string> {
  const made = await sendToProcess(a, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/tables`, {
    cookie,
    body: { tableNumber: `B-${randomUUID().slice(0, 6)}`, capacity: 4 },
  });
  expect(made.status).toBe(201);
  return (await made.json()).id;
}

describe("bookings on two processes", () => {
  it("book one table once: of eight bookings for the same time sent to both processes, one is made and seven are a 409", async () => {
    const tableId = await newTable();
    const at = inHours(4);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        sendToProcess(either(n), "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/reservations`, {
          cookie,
          body: booking({ tableId, at, name: `Party ${n}` }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it("converge when both move one booking at once: cancel or no-show wins, the other move is a 409, the same move twice is answered twice", async () => {
    const made = await sendToProcess(a, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/reservations`, {
      cookie,
      body: booking({ at: inHours(6) }),
    });
    const { id }: Reservation = await made.json();
    const moves = ["cancel", "no-show", "cancel", "no-show", "cancel", "no-show"];
    const answers = await Promise.all(
      moves.map((to, n) => sendToProcess(either(n), "POST", `/api/reservations/${id}/${to}`, { cookie, body: {} })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const won: Reservation[] = await Promise.all(answers.filter((answer) => answer.status === 200).map((answer) => answer.json()));
    const list: Reservation[] = await (
      await sendToProcess(b, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/reservations`, { cookie })
    ).json();
    const final = list.find((row) => row.id === id)?.status;
    // Every move of the winning kind is answered with the booking; the other kind is refused.
    expect(won.length).toBe(3);
    expect(won.every((row) => row.status === final)).toBe(true);
    expect(statuses.filter((status, n) => status === 200 && moves[n] === (final === "cancelled" ? "cancel" : "no-show")).length).toBe(3);
  });
});
