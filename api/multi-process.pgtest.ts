import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../scripts/start-server";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import type { Order } from "../shared/schemas/orders";
import type { QrLookup } from "../shared/schemas/qr";
import { createSseParser, type SseEvent } from "../shared/sse";
import { DINER } from "./test/route-test-helpers";
import { createTestDatabase, TEST_PG_TEMPLATE, testPostgresUrl } from "./test/test-database";
import { DEMO_LOGINS } from "./test/test-support";

/**
 * Two real server processes (api/main.ts) over one PostgreSQL database: what one process does, the other
 * sees (`npm run test:pg` runs this file; it needs the throwaway cluster).
 */
const base = testPostgresUrl();
if (!base) throw new Error("multi-process tests run under npm run test:pg, which starts PostgreSQL");

/** Each server as `npm run serve` would run it, limits on (orders per table raised for the load test). */
const SERVER_ENV = { RATE_LIMIT: "on", RATE_LIMIT_ORDERS: "1000000", LIVE_HEARTBEAT_MS: "200", DATABASE_POOL_SIZE: "8" };

let database: { url: string; drop(): Promise<void> };
let a: RunningServer;
let b: RunningServer;
let sql: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase(base, process.env[TEST_PG_TEMPLATE] ?? "rasoi_template");
  [a, b] = await Promise.all([startPgServer(database.url), startPgServer(database.url)]);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
});

afterAll(async () => {
  await sql?.end();
  await Promise.all([a?.dispose(), b?.dispose()]);
  await database?.drop();
});

function startPgServer(url: string, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({ env: { ...SERVER_ENV, DATABASE_URL: url, ...env } });
}

const JSON_HEADERS = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" };

async function call(
  server: RunningServer,
  method: string,
  path: string,
  { cookie, body, key }: { cookie?: string; body?: unknown; key?: string } = {},
) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...JSON_HEADERS,
      Origin: server.url,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(key ? { "Idempotency-Key": key } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function signIn(server: RunningServer, login: { username: string; password: string; role: string }): Promise<string> {
  const response = await call(server, "POST", "/api/auth/login", {
    body: { emailOrUsername: login.username, password: login.password, role: login.role },
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("sign-in set no cookie");
  return cookie;
}

interface Stream {
  next(): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended(): Promise<void>;
  close(): Promise<void>;
}

/** Opens a staff event stream and reads up to its first `ready`. */
async function openStream(server: RunningServer, cookie: string, restaurantId = DEMO_RESTAURANT_ID): Promise<Stream> {
  const response = await fetch(`${server.url}/api/restaurants/${restaurantId}/events`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  if (!reader) throw new Error("the event stream has no body");
  const decoder = new TextDecoder();
  const parse = createSseParser();
  const queued: SseEvent[] = [];
  const stream: Stream = {
    async next() {
      while (queued.length === 0) {
        const { value, done } = await reader.read();
        if (done) throw new Error("the stream ended");
        queued.push(...parse(decoder.decode(value, { stream: true })));
      }
      return queued.shift() as SseEvent;
    },
    async ended() {
      for (;;) if ((await reader.read()).done) return;
    },
    close: () => reader.cancel(),
  };
  expect((await stream.next()).event).toBe("ready");
  return stream;
}

/** Reads events until one names `topic`. */
async function changeOf(stream: Stream, topic: string): Promise<void> {
  for (;;) {
    const event = await stream.next();
    if (event.event === "change" && (JSON.parse(event.data) as { topics: string[] }).topics.includes(topic)) return;
  }
}

async function qrCodeAndDish(): Promise<{ qrCode: string; dish: { id: string; name: string; price: number } }> {
  const { rows } = await sql.query<{ qr_code: string }>(
    "SELECT qr_code FROM restaurant_tables WHERE restaurant_id = $1 AND is_active = 1 ORDER BY table_number LIMIT 1",
    [DEMO_RESTAURANT_ID],
  );
  const qrCode = rows[0]?.qr_code ?? "";
  const lookup = (await (await fetch(`${b.url}/api/qr/${qrCode}`)).json()) as QrLookup;
  const dish = lookup.menuItems.find((item) => item.isAvailable);
  if (!dish) throw new Error("the demo menu has no available dish");
  return { qrCode, dish };
}

/** A diner's order; a phone of its own comes with an e-mail of its own, so it books to a customer of its own. */
const orderBody = (dish: { id: string; name: string; price: number }, phone = DINER.customerPhone) => ({
  ...DINER,
  customerPhone: phone,
  customerEmail: phone === DINER.customerPhone ? DINER.customerEmail : `diner-${phone}@example.in`,
  items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 1 }],
  totalAmount: dish.price,
});

describe("two server processes over one PostgreSQL", () => {
  it("came up together on an empty database with one schema and one seed", async () => {
    const fresh = await createTestDatabase(base, "template0");
    try {
      const [one, two] = await Promise.all([startPgServer(fresh.url), startPgServer(fresh.url)]);
      await Promise.all([one.dispose(), two.dispose()]);
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      const admins = await client.query("SELECT id FROM users WHERE username = 'admin'");
      const migrations = await client.query("SELECT name FROM kysely_migration");
      await client.end();
      expect(admins.rowCount).toBe(1);
      expect(new Set(migrations.rows.map((row: { name: string }) => row.name)).size).toBe(migrations.rowCount);
    } finally {
      await fresh.drop();
    }
  });

  it("shows a diner's order placed through B on a kitchen stream open on A", async () => {
    const cookie = await signIn(a, DEMO_LOGINS.chef);
    const stream = await openStream(a, cookie);
    const { qrCode, dish } = await qrCodeAndDish();
    const placed = await call(b, "POST", `/api/qr/${qrCode}/order`, { body: orderBody(dish), key: randomUUID() });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as Order;
    await changeOf(stream, "orders");
    await stream.close();
    const list = (await (await call(a, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/orders`, { cookie })).json()) as Order[];
    expect(list.map((listed) => listed.id)).toContain(order.id);
  });

  it("makes a dish sold out through A unavailable in B's next QR answer", async () => {
    const { qrCode, dish } = await qrCodeAndDish();
    const admin = await signIn(a, DEMO_LOGINS.admin);
    const watching = await openStream(b, await signIn(b, DEMO_LOGINS.chef));
    const item = (await (await call(a, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, { cookie: admin })).json()) as {
      id: string;
      name: string;
      description: string;
      price: number;
      category: string;
    }[];
    const row = item.find((candidate) => candidate.id === dish.id);
    if (!row) throw new Error("the dish is not on the menu");
    const { name, description, price, category } = row;
    // B keeps the answer's brotli copy (made once per menu version): the next answer must not be that copy.
    const brotli = () => fetch(`${b.url}/api/qr/${qrCode}`, { headers: { "Accept-Encoding": "br" } });
    await expect.poll(async () => (await brotli()).headers.get("content-encoding"), { timeout: 10_000 }).toBe("br");
    const soldOut = await call(a, "PUT", `/api/menu-items/${dish.id}`, {
      cookie: admin,
      body: { name, description, price, category, isAvailable: false },
      key: randomUUID(),
    });
    expect(soldOut.status).toBe(200);
    await changeOf(watching, "menuItems");
    await watching.close();
    const lookup = (await (await fetch(`${b.url}/api/qr/${qrCode}`)).json()) as QrLookup;
    expect(lookup.menuItems.find((menuItem) => menuItem.id === dish.id)?.isAvailable).toBe(false);
    const compressed = (await (await brotli()).json()) as QrLookup;
    expect(compressed.menuItems.find((menuItem) => menuItem.id === dish.id)?.isAvailable).toBe(false);
    const refused = await call(b, "POST", `/api/qr/${qrCode}/order`, { body: orderBody(dish), key: randomUUID() });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    await call(a, "PUT", `/api/menu-items/${dish.id}`, { cookie: admin, body: { ...row, isAvailable: true }, key: randomUUID() });
  });

  it("counts failed sign-ins on A and B against one budget: ten spread over both lock the account", async () => {
    const login = { username: DEMO_LOGINS.waiter.username, password: "not-the-password", role: DEMO_LOGINS.waiter.role };
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await call(attempt % 2 === 0 ? a : b, "POST", "/api/auth/login", {
        body: { emailOrUsername: login.username, password: login.password, role: login.role },
      });
      expect(response.status).toBe(401);
    }
    for (const server of [a, b]) {
      const locked = await call(server, "POST", "/api/auth/login", {
        body: { emailOrUsername: DEMO_LOGINS.waiter.username, password: DEMO_LOGINS.waiter.password, role: DEMO_LOGINS.waiter.role },
      });
      expect(locked.status).toBe(429);
    }
  });

  it("signs a user in through A on B too, and a logout on A ends it on B", async () => {
    const cookie = await signIn(a, DEMO_LOGINS.chef);
    expect((await call(b, "GET", "/api/auth/me", { cookie })).status).toBe(200);
    expect((await call(a, "POST", "/api/auth/logout", { cookie })).status).toBe(204);
    expect((await call(b, "GET", "/api/auth/me", { cookie })).status).toBe(401);
  });

  it("ends B's open event stream of a user deactivated through A within its heartbeat", async () => {
    const admin = await signIn(a, DEMO_LOGINS.admin);
    const otherChef = await call(a, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/staff`, { cookie: admin });
    const staff = (await otherChef.json()) as { id: string; username: string }[];
    const chef = staff.find((member) => member.username === DEMO_LOGINS.chef.username);
    if (!chef) throw new Error("the demo chef is missing");
    const stream = await openStream(b, await signIn(b, DEMO_LOGINS.chef));
    const ended = stream.ended();
    const off = await call(a, "PUT", `/api/users/${chef.id}/status`, { cookie: admin, body: { isActive: false } });
    expect(off.status).toBe(200);
    await ended;
    expect((await call(a, "PUT", `/api/users/${chef.id}/status`, { cookie: admin, body: { isActive: true } })).status).toBe(200);
  });

  it("makes one order of concurrent replays of one key split across A and B", async () => {
    const { qrCode, dish } = await qrCodeAndDish();
    const key = randomUUID();
    const body = orderBody(dish, "9000000001");
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => call(index % 2 === 0 ? a : b, "POST", `/api/qr/${qrCode}/order`, { body, key })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as Order).id)));
    expect(ids.size).toBe(1);
    const stored = await sql.query("SELECT id FROM orders WHERE customer_phone = '9000000001'");
    expect(stored.rows).toEqual([{ id: [...ids][0] }]);
  });

  it("books concurrent first orders of one new diner, split across A and B, to one customer", async () => {
    const { qrCode, dish } = await qrCodeAndDish();
    const body = orderBody(dish, "9000000002");
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(index % 2 === 0 ? a : b, "POST", `/api/qr/${qrCode}/order`, { body, key: randomUUID() }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const customers = await sql.query("SELECT total_orders FROM customers WHERE phone = '9000000002'");
    expect(customers.rows).toEqual([{ total_orders: 8 }]);
  });

  it("picks up again after losing its listening connection, telling open streams to pull everything", async () => {
    const stream = await openStream(a, await signIn(a, DEMO_LOGINS.admin));
    await sql.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'rasoi-listen' AND datname = current_database()",
    );
    expect((await stream.next()).event).toBe("ready");
    const { qrCode, dish } = await qrCodeAndDish();
    expect((await call(b, "POST", `/api/qr/${qrCode}/order`, { body: orderBody(dish), key: randomUUID() })).status).toBe(201);
    await changeOf(stream, "orders");
    await stream.close();
  });
});

describe("kill -9 of one process under order load", () => {
  it("loses no order either process acknowledged", async () => {
    const victim = await startPgServer(database.url);
    const { qrCode, dish } = await qrCodeAndDish();
    const acknowledged: string[] = [];
    let placed = 0;
    const order = async (server: RunningServer) => {
      placed += 1;
      const response = await call(server, "POST", `/api/qr/${qrCode}/order`, {
        body: orderBody(dish, `9${String(placed).padStart(9, "0")}`),
        key: randomUUID(),
      });
      if (response.status === 201) acknowledged.push(((await response.json()) as Order).id);
      return response.status;
    };
    let killed = false;
    /** Diners on the victim until it dies: the first to see 60 acknowledged orders kills it mid-load. */
    const onVictim = async () => {
      for (;;) {
        if (acknowledged.length >= 60 && !killed) {
          killed = true;
          process.kill(victim.pid() ?? 0, "SIGKILL");
        }
        try {
          if ((await order(victim)) !== 201) return;
        } catch {
          return;
        }
      }
    };
    let victimGone = false;
    /** Diners on the survivor all along, and for 20 more orders after the victim died. */
    const onSurvivor = async () => {
      for (let after = 0; after < 20; after += victimGone ? 1 : 0) expect(await order(b)).toBe(201);
    };
    await Promise.all([
      Promise.all(Array.from({ length: 4 }, onVictim)).then(() => {
        victimGone = true;
      }),
      onSurvivor(),
      onSurvivor(),
    ]);
    await victim.dispose();
    expect(acknowledged.length).toBeGreaterThan(60);
    const stored = await sql.query<{ id: string }>("SELECT id FROM orders WHERE id = ANY($1)", [acknowledged]);
    expect(stored.rowCount).toBe(acknowledged.length);
  });
});
