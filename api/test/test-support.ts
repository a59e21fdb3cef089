import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type App, createApp } from "../app";
import { type Config, testConfig } from "../config";
import { type Db, openDatabase, sqliteOf } from "../db/connection";
import { seedDemo } from "../db/seed";
import { DEMO_ACCOUNTS, OTHER_ACCOUNT, type SeedAccount } from "../db/seed-data";
import type { Writer } from "../db/writer";
import type { Limits } from "../limits/limits";
import type { ChangeFeed } from "../live/change-feed";
import { createServices, type Services } from "../services";

export interface TestServer {
  app: App;
  /** The app's services, to build a second app over the same database and feed. */
  services: Services;
  db: Db;
  config: Config;
  /** The app's change feed, to watch what writes publish. */
  changes: ChangeFeed;
  /** The app's one writer. */
  writer: Writer;
  /** The app's rate limiters, to look at how much they hold. */
  limits: Limits;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Stands in for the writer's WAL sync, for tests that watch when writes become durable. */
  sync?: () => Promise<void>;
}

/** The real app over a real, freshly seeded SQLite file in its own temp dir. */
export async function createTestServer(overrides: Partial<Config> = {}, { sync }: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "rasoi-test-"));
  const config = testConfig({ databasePath: join(dir, "rasoi.db"), ...overrides });
  const db = await openDatabase(config.databasePath);
  await seedDemo(db, config.passwordCost);
  const services = createServices({ db, config, sync });
  const { changes, writer, limits } = services;
  return {
    app: createApp(services),
    services,
    db,
    config,
    changes,
    writer,
    limits,
    async close() {
      limits.stop();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
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
  writer: Writer,
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

/** Rows the connection has inserted, updated or deleted so far: unchanged across a call that wrote nothing. */
export function totalChanges(db: Db): unknown {
  return sqliteOf(db).prepare("SELECT total_changes()").pluck().get();
}
