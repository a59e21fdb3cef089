import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../scripts/start-server";
import { PUSH_WORDS } from "../shared/push-words";
import { FakePushService, vapidOf } from "./test/fake-push-service";
import { sendToProcess } from "./test/process-requests";
import { createTestDatabase, TEST_PG_TEMPLATE, testPostgresUrl } from "./test/test-database";
import { DEMO_LOGINS } from "./test/test-support";

/** Web Push with two server processes over one PostgreSQL database (docs/decisions/100-web-push-after-commit.md). */
const base = testPostgresUrl();
if (!base) throw new Error("multi-process tests run under npm run test:pg, which starts PostgreSQL");

let database: { url: string; drop(): Promise<void> };
let pushService: FakePushService;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  pushService = await FakePushService.start();
  database = await createTestDatabase(base, process.env[TEST_PG_TEMPLATE] ?? "rasoi_template");
  const env = { DATABASE_URL: database.url, PUSH_LOCAL_ENDPOINTS: "on", RATE_LIMIT_CALLS: "1000" };
  [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
});

afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  await database?.drop();
  await pushService?.stop();
});

describe("Web Push on two processes", () => {
  it("shares one VAPID key pair made by whichever asked first, and the process that notifies sends the one notice", async () => {
    const keys = await Promise.all([a, b, a, b].map(async (server) => (await sendToProcess(server, "GET", "/api/push/key")).json()));
    expect(new Set(keys.map((key) => key.publicKey)).size).toBe(1);

    const joined = await sendToProcess(a, "POST", "/api/site/spice-garden/waitlist", {
      body: { name: "Meera", phone: "9845012345", partySize: 2 },
    });
    expect(joined.status).toBe(201);
    const { id } = await joined.json();
    const browser = pushService.newBrowser();
    expect((await sendToProcess(a, "POST", `/api/waitlist/${id}/push`, { body: browser.subscription, key: null })).status).toBe(204);

    const { username, password, role } = DEMO_LOGINS.waiter;
    const login = await sendToProcess(b, "POST", "/api/auth/login", { body: { emailOrUsername: username, password, role } });
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect((await sendToProcess(b, "POST", `/api/waitlist/${id}/notify`, { cookie, key: randomUUID() })).status).toBe(200);

    const message = await pushService.messageTo(browser.endpoint);
    expect(JSON.parse(browser.decrypt(message.body))).toMatchObject({ body: PUSH_WORDS.en.tableReady, url: "/w/spice-garden" });
    expect(vapidOf(message.headers).key).toBe(keys[0].publicKey);
  });
});
