import { randomUUID } from "node:crypto";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../api/config";
import { FakePushService, type TestBrowser } from "../../../api/test/fake-push-service";
import { send } from "../../../api/test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { PUSH_WORDS } from "../../../shared/push-words";
import { NotifyButton, NotifyMe } from ".";
import { NOTIFY_WORDS } from "./words";

/*
 * The opt-in on a phone whose browser parts (Notification, the service worker's pushManager) stand in
 * for Chrome's, subscribing with a real key pair, against the real API and a real local push service.
 */

let server: TestServer;
let pushService: FakePushService;
let waiter: string;
let slug: string;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  pushService = await FakePushService.start();
  ({ waiter } = await signInDemoStaff(server.app));
  ({ slug } = await server.db.selectFrom("restaurants").select("slug").where("id", "=", DEMO_RESTAURANT_ID).executeTakeFirstOrThrow());
}, 60_000);
afterAll(async () => {
  await server.close();
  await pushService.stop();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
});

async function joinQueue(): Promise<string> {
  const phone = `96${String(Date.now() % 1e8).padStart(8, "0")}`;
  const joined = await send(server.app, "POST", `/api/site/${slug}/waitlist`, { body: { name: "Meera", phone, partySize: 2 } });
  expect(joined.status).toBe(201);
  return (await joined.json()).id;
}

/** A phone whose browser has Web Push: its permission as given, and a service worker that subscribes `browser`. */
function phoneWithPush(browser: TestBrowser, permission: NotificationPermission, answer: NotificationPermission = "granted") {
  const subscribedWith: Uint8Array[] = [];
  const asked: NotificationPermission[] = [];
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", {
    permission,
    requestPermission: async () => {
      asked.push(answer);
      return answer;
    },
  });
  // The page's own requests reach the app; the server's to the push service go out as they do.
  const outside = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) =>
    input.startsWith("/") ? server.app.request(input, init) : outside(input, init),
  );
  const pushManager = {
    getSubscription: async () => null,
    subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      subscribedWith.push(applicationServerKey);
      return {
        options: { applicationServerKey: applicationServerKey.buffer },
        toJSON: () => browser.subscription,
        unsubscribe: async () => true,
      };
    },
  };
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { ready: Promise.resolve({ pushManager }) } });
  return { subscribedWith, asked };
}

describe("Notify me", () => {
  it("asks on the tap, subscribes with the server's key, and the host's Notify reaches the phone in its language", async () => {
    const id = await joinQueue();
    const browser = pushService.newBrowser();
    const { subscribedWith, asked } = phoneWithPush(browser, "default");
    render(<NotifyMe to="waitlist" id={id} language="hi" />);
    const button = await screen.findByRole("button", { name: NOTIFY_WORDS.hi.ask });
    expect(asked).toEqual([]);
    await userEvent.click(button);
    expect((await screen.findByRole("status")).textContent).toBe(NOTIFY_WORDS.hi.on);

    const { publicKey } = await (await send(server.app, "GET", "/api/push/key")).json();
    expect(subscribedWith.map((key) => Buffer.from(key).toString("base64url"))).toEqual([publicKey]);
    expect((await send(server.app, "POST", `/api/waitlist/${id}/notify`, { cookie: waiter })).status).toBe(200);
    const message = await pushService.messageTo(browser.endpoint);
    expect(JSON.parse(browser.decrypt(message.body)).body).toBe(PUSH_WORDS.hi.tableReady);
  });

  it("goes away when the guest refuses, and subscribes nothing", async () => {
    const id = await joinQueue();
    const { subscribedWith } = phoneWithPush(pushService.newBrowser(), "default", "denied");
    render(<NotifyMe to="waitlist" id={id} />);
    await userEvent.click(await screen.findByRole("button", { name: NOTIFY_WORDS.en.ask }));
    await vi.waitFor(() => expect(screen.queryByRole("button")).toBeNull());
    expect(subscribedWith).toEqual([]);
  });

  it("is not shown where notifications were refused before, or where the browser has no Web Push", () => {
    phoneWithPush(pushService.newBrowser(), "default");
    expect(render(<NotifyButton to="site-order" id={randomUUID()} />).container.textContent).toBe(NOTIFY_WORDS.en.ask);
    phoneWithPush(pushService.newBrowser(), "denied");
    expect(render(<NotifyButton to="site-order" id={randomUUID()} />).container.innerHTML).toBe("");
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, "serviceWorker");
    expect(render(<NotifyButton to="site-order" id={randomUUID()} />).container.innerHTML).toBe("");
  });
});
