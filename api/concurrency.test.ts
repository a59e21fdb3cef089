import { afterAll, beforeAll } from "vitest";
import { type App, createApp } from "./app";
import { openPgServer, type PgServer } from "./db/postgres/server";
import { raceSuite } from "./test/races";
import { send } from "./test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "./test/test-support";

/**
 * The race suite (api/test/races.ts) on the store under test. On PostgreSQL (`npm run test:pg`) the
 * second app is a second pool, writer and set of caches over the same database, as a second process
 * is; on SQLite the one process is the deployment, so both halves go to its one writer.
 */
let server: TestServer;
let second: PgServer | null = null;
let apps: [App, App];
let waiter: string;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  const url = server.config.databaseUrl;
  second = url ? await openPgServer(server.config, url) : null;
  apps = [server.app, second ? createApp(second.services) : server.app];
  waiter = await signInAs(server.app, DEMO_LOGINS.waiter);
  admin = await signInAs(server.app, DEMO_LOGINS.admin);
});

afterAll(async () => {
  await second?.close();
  await server?.close();
});

raceSuite(
  () => ({
    send: (index, method, path, options) => send(apps[index % 2] ?? server.app, method, path, options),
    db: server.db,
    waiter,
    admin,
  }),
  12,
);
