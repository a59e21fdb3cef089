import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { type App, createApp } from "../app";
import { type Config, testConfig } from "../config";
import { type Db, openDatabase, sqliteOf } from "../db/connection";
import { isPostgresDb } from "../db/postgres/connection";
import { openPgServer } from "../db/postgres/server";
import { seedDemo } from "../db/seed";
import { DEMO_ACCOUNTS, OTHER_ACCOUNT, type SeedAccount } from "../db/seed-data";
import type { Writer } from "../db/sqlite/writer";
import type { WriteRunner } from "../db/write-runner";
import type { Limits } from "../limits/limits";
import type { ChangeFeed } from "../live/change-feed";
import { createServices, type Services } from "../services";
import { createTestDatabase, TEST_PG_TEMPLATE, testPostgresUrl } from "./test-database";

export interface TestServer {
  app: App;
  /** The app's services, to build a second app over the same database and feed. */
  services: Services;
  db: Db;
  config: Config;
  /** The app's change feed, to watch what writes publish. */
  changes: ChangeFeed;
  /** The app's writer: SQLite's group writer, or PostgreSQL's when the tests run on it. */
  writer: WriteRunner;
  /** The app's rate limiters, to look at how much they hold. */
  limits: Limits;
  close(): Promise<void>;
}

/** A test server on SQLite whatever the store under test, for tests of SQLite's own parts. */
export interface SqliteTestServer extends TestServer {
  writer: Writer;
}

interface TestServerOptions {
  /** Stands in for the writer's WAL sync, for tests that watch when writes become durable. */
  sync?: () => Promise<void>;
}

/**
 * The real app over a real, freshly seeded database: a SQLite file in its own temp dir, or, under
 * `npm run test:pg`, a PostgreSQL database of its own copied from the seeded template.
 */
export async function createTestServer(overrides: Partial<Config> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const postgres = testPostgresUrl();
  return postgres ? createPostgresTestServer(postgres, overrides) : createSqliteTestServer(overrides, options);
}

/** The real app over a real, freshly seeded SQLite file in its own temp dir. */
export async function createSqliteTestServer(overrides: Partial<Config> = {}, { sync }: TestServerOptions = {}): Promise<SqliteTestServer> {
  const dir = mkdtempSync(join(tmpdir(), "rasoi-test-"));
  const config = testConfig({ databasePath: join(dir, "rasoi.db"), ...overrides });
  const db = await openDatabase(config.databasePath);
  await seedDemo(db, config.passwordCost);
  const services = createServices({ db, config, sync });
  const { changes, limits } = services;
  return {
    app: createApp(services),
    services,
    db,
    config,
    changes,
    // SQLite's services always hold its group writer.
    writer: services.writer as Writer,
    limits,
    async close() {
      limits.stop();
      await services.printing.stop();
      await services.push.stop();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The real app over a PostgreSQL database of its own, made from the template `npm run test:pg` seeded. */
async function createPostgresTestServer(base: string, overrides: Partial<Config>): Promise<TestServer> {
  const database = await createTestDatabase(base, process.env[TEST_PG_TEMPLATE] ?? "rasoi_template");
  const defaults = testConfig();
  // PostgreSQL shares the machine's two cores with the tests: a sign-in waits longer for its scrypt turn.
  const passwordHashing = { ...defaults.passwordHashing, maxWaitMs: 30_000 };
  const config = testConfig({ databaseUrl: database.url, databasePoolSize: 4, passwordHashing, ...overrides });
  const pg = await openPgServer(config, database.url);
  const { services } = pg;
  return {
    app: createApp(services),
    services,
    db: services.db,
    config,
    changes: services.changes,
    writer: services.writer,
    limits: services.limits,
    async close() {
      await pg.close();
      await database.drop();
    },
  };
}

/** Headers a same-origin browser sends with a JSON write. */
export function jsonHeaders(cookie?: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    "Content-Type": "application/json",
    Origin: "http://localhost",
    "Sec-Fetch-Site": "same-origin",
    ...(cookie ? { Cookie: cookie } : {}),
    ...extra,
  };
}

/** Signs in through the real login endpoint and returns the session cookie to send back. */
export async function signIn(app: App, emailOrUsername: string, password: string, role: string): Promise<string> {
  const response = await app.request("/api/auth/login", {
    method: "POST",
    headers: jsonHeaders(),
    body: JSON.stringify({ emailOrUsername, password, role }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${emailOrUsername} failed: ${response.status}`);
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("sign-in set no cookie");
  return cookie;
}

export type DemoLogin = (typeof DEMO_LOGINS)[keyof typeof DEMO_LOGINS];

export function signInAs(app: App, login: DemoLogin): Promise<string> {
  return signIn(app, login.username, login.password, login.role);
}

/** Session cookies of every seeded staff account, signed in side by side. */
export async function signInDemoStaff(app: App): Promise<Record<keyof typeof DEMO_LOGINS, string>> {
  const [admin, waiter, chef, otherAdmin] = await Promise.all([
    signInAs(app, DEMO_LOGINS.admin),
    signInAs(app, DEMO_LOGINS.waiter),
    signInAs(app, DEMO_LOGINS.chef),
    signInAs(app, DEMO_LOGINS.otherAdmin),
  ]);
  return { admin, waiter, chef, otherAdmin };
}

/** What signing in needs of a seeded account. */
function loginOf({ username, password, role }: SeedAccount): { username: string; password: string; role: SeedAccount["role"] } {
  return { username, password, role };
}

/** The demo restaurant's seeded account with this role; a test cannot run without it. */
function demoAccount(role: SeedAccount["role"]): SeedAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`the seed data has no demo ${role}`);
  return account;
}

/** The seeded staff logins (api/db/seed-data.ts), by the name tests use for them. */
export const DEMO_LOGINS = {
  admin: loginOf(demoAccount("admin")),
  waiter: loginOf(demoAccount("waiter")),
  chef: loginOf(demoAccount("chef")),
  otherAdmin: loginOf(OTHER_ACCOUNT),
};

/**
 * Runs `write` as a writer job and keeps its group open, holding the database's one connection, until
 * `release()`: resolves once the write has run, so a test can look at the world inside the group.
 */
export async function holdWriterGroupOpen(
  writer: WriteRunner,
  write: (db: Db) => Promise<unknown>,
): Promise<{ release(): void; job: Promise<object> }> {
  const released = gate();
  const written = gate();
  const job = writer.run(async (db) => {
    await write(db);
    written.open();
    await released.opened;
    return {};
  });
  await written.opened;
  return { release: released.open, job };
}

/** A promise the test settles by hand: `opened` resolves once `open()` is called. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * A fingerprint of everything stored: equal across a call that wrote nothing. SQLite counts the rows
 * its connection changed; PostgreSQL digests every table the app writes (the limits' counters aside).
 */
export async function totalChanges(db: Db): Promise<unknown> {
  if (!isPostgresDb(db)) return sqliteOf(db).prepare("SELECT total_changes()").pluck().get();
  const { rows } = await sql<{ digest: string }>`
    SELECT md5(string_agg(t.digest, ',' ORDER BY t.name)) AS digest FROM (
      ${sql.join(
        STORED_TABLES.map(
          (table) =>
            sql`SELECT ${table} AS name, coalesce(md5(string_agg(r::text, ',' ORDER BY r::text)), '') AS digest FROM ${sql.table(table)} r`,
        ),
        sql` UNION ALL `,
      )}
    ) t`.execute(db);
  return rows[0]?.digest;
}

const STORED_TABLES = [
  "restaurants",
  "restaurant_settings",
  "service_requests",
  "bill_counters",
  "bills",
  "bill_orders",
  "bill_payments",
  "users",
  "sessions",
  "invitations",
  "demo_requests",
  "menu_items",
  "restaurant_tables",
  "orders",
  "customers",
  "idempotency_keys",
];

/** SQLite's plan for `sql`, one line per step (tests that hold a hot query to its index). */
export function queryPlan(db: Db, sql: string, parameters: readonly unknown[] = []): string[] {
  return sqliteOf(db)
    .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...parameters)
    .map((step) => step.detail);
}
