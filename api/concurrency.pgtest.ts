import { afterAll, beforeAll } from "vitest";
import { type RunningServer, startServer } from "../scripts/start-server";
import type { Db } from "./db/connection";
import { openPostgres } from "./db/postgres/connection";
import { sendToProcess } from "./test/process-requests";
import { raceSuite } from "./test/races";
import { createTestDatabase, TEST_PG_TEMPLATE, testPostgresUrl } from "./test/test-database";
import { DEMO_LOGINS, type DemoLogin } from "./test/test-support";

/**
 * The race suite (api/test/races.ts) on two real server processes (api/main.ts) over one PostgreSQL
 * database, each request of a batch going to one or the other: the reproductions of lost
 * payments and backward statuses (`npm run test:pg` runs this file).
 */
const base = testPostgresUrl();
if (!base) throw new Error("cross-process tests run under npm run test:pg, which starts PostgreSQL");

let database: { url: string; drop(): Promise<void> };
let servers: RunningServer[] = [];
let db: Db;
let waiter: string;
let admin: string;

beforeAll(async () => {
  database = await createTestDatabase(base, process.env[TEST_PG_TEMPLATE] ?? "rasoi_template");
  servers = await Promise.all(
    [0, 1].map(() => startServer({ env: { DATABASE_URL: database.url, DATABASE_POOL_SIZE: "8", RATE_LIMIT: "off" } })),
  );
  db = await openPostgres(database.url, { poolSize: 2 });
  waiter = await signIn(servers[0], DEMO_LOGINS.waiter);
  admin = await signIn(servers[1], DEMO_LOGINS.admin);
});

afterAll(async () => {
  await db?.destroy();
  await Promise.all(servers.map((server) => server.dispose()));
  await database?.drop();
});

async function signIn(server: RunningServer | undefined, { username, password, role }: DemoLogin): Promise<string> {
  const response = await sendToProcess(server, "POST", "/api/auth/login", {
    body: { emailOrUsername: username, password, role },
    key: null,
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

raceSuite(
  () => ({ send: (index, method, path, options) => sendToProcess(servers[index % 2], method, path, options), db, waiter, admin }),
  10,
);
