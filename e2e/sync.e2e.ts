import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_SIGN_INS, signIn, startService, unique, waitForHeading, waitForServiceWorkerControl } from "../scripts/browser-flows";
import { setupJourney } from "./harness";
import { coverOverlaps, type PlacedOrder, placeQrOrder } from "./kitchen";

const journey = setupJourney();

/** The server's own record of an order, as staff read it. */
async function serverStatus(page: Page, orderId: string): Promise<string | undefined> {
  const me = (await (await page.request.get("/api/auth/me")).json()) as { restaurantId: string };
  const orders = (await (await page.request.get(`/api/restaurants/${me.restaurantId}/orders`)).json()) as PlacedOrder[];
  return orders.find((order) => order.id === orderId)?.status;
}

const orderCard = (page: Page, orderId: string): Locator => page.getByRole("region", { name: `Order #${orderId.slice(-8)}` });

async function openOrders(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Orders Management" }).click();
  await waitForHeading(page, "Orders Management");
  await page.getByRole("region", { name: "New Order" }).waitFor();
}

/** Nothing of this device waits for the server any more. */
async function allSynced(page: Page): Promise<void> {
  await page
    .getByRole("status")
    .filter({ hasText: /^Online/ })
    .first()
    .waitFor();
  await page.getByText(/changes? waiting to sync/).waitFor({ state: "detached" });
  await page.getByText("Waiting to sync").first().waitFor({ state: "detached" });
}

/** A toast showing now (Radix's region of toasts is "Notifications (F8)"). */
const TOAST = '[role="region"][aria-label^="Notifications"] li[data-state="open"]';

const SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

describe("staff screens stay live and keep working offline", () => {
  it("shows a QR order on an open Orders Management page without a reload, long before a 30 s poll", async () => {
    const { page } = journey;
    await signIn(page, DEMO_SIGN_INS.admin);
    await waitForServiceWorkerControl(page);
    // A fresh start under the service worker's control opens a fresh stream.
    const stream = page.waitForResponse((response) => response.url().endsWith("/events"));
    await page.reload();
    await waitForHeading(page, "Admin Dashboard");
    // The event stream goes straight to the network: the service worker neither answers nor caches it.
    expect((await stream).fromServiceWorker()).toBe(false);
    await openOrders(page);

    const customer = unique("Live diner");
    const order = await placeQrOrder(page, customer);

    const card = orderCard(page, order.id);
    await card.getByText(customer).waitFor({ timeout: 10_000 });
    await card.getByRole("button", { name: "Confirm Order" }).waitFor();
  });

  it("shows a QR order on the chef's kitchen screen live, counts it in the title, and moves it on with one tap", async () => {
    const { page } = journey;
    await signIn(page, DEMO_SIGN_INS.chef);
    await waitForHeading(page, "Chef Panel");
    await startService(page);
    const fresh = page.getByRole("region", { name: "New Order" });
    await fresh.waitFor();
    const waitingBefore = Number((await page.title()).match(/^\((\d+)\)/)?.[1] ?? 0);

    const note = unique("No chilli");
    const order = await placeQrOrder(page, unique("Kitchen diner"), note);

    const ticket = fresh.getByRole("listitem").filter({ hasText: `Note: ${note}` });
    await ticket.waitFor({ timeout: 10_000 });
    expect(await page.title()).toMatch(new RegExp(`^\\(${waitingBefore + 1}\\) `));
    await ticket.getByRole("button", { name: "Confirm Order" }).click();
    await page
      .getByRole("region", { name: "Confirmed" })
      .getByRole("listitem")
      .filter({ hasText: `Note: ${note}` })
      .waitFor();
    await expect.poll(() => serverStatus(page, order.id), { timeout: 10_000 }).toBe("confirmed");
  });

  it("keeps toasts off tickets and their buttons on the kitchen screen, Orders Management and the floor, phone to desktop", async () => {
    const browser = journey.context.browser();
    if (!browser) throw new Error("the journey's context has no browser");
    await signIn(journey.page, DEMO_SIGN_INS.chef);
    // Enough tickets that the board is taller than a phone's screen.
    for (let count = 0; count < 8; count++) await placeQrOrder(journey.page, unique("Toast diner"));

    for (const viewport of SCREEN_SIZES) {
      const context = await browser.newContext({ baseURL: journey.url, viewport });
      try {
        const page = await context.newPage();
        // Signing in shows the Welcome! toast on the kitchen screen.
        await signIn(page, DEMO_SIGN_INS.chef);
        await startService(page);
        await page.locator("[data-order-id]").nth(7).waitFor();
        // Pointing at a toast holds it open (Radix pauses its timer) while the screen is measured.
        await page.locator(TOAST).hover();
        const kitchen = await coverOverlaps(page, TOAST);
        expect(kitchen.toasts, `a toast at ${viewport.width} px`).toBe(1);
        expect(kitchen.overlaps, `kitchen at ${viewport.width} px`).toEqual([]);
        if (viewport.width === 390) expect(kitchen.taller).toBe(true);
      } finally {
        await context.close();
      }
    }

    // The waiter's floor on a phone, under the Welcome! toast of signing in.
    const phone = await browser.newContext({ baseURL: journey.url, viewport: SCREEN_SIZES[0] });
    try {
      const page = await phone.newPage();
      await signIn(page, DEMO_SIGN_INS.waiter);
      await page.getByRole("list", { name: "Tables" }).getByRole("button").first().waitFor();
      await page.locator(TOAST).hover();
      const floor = await coverOverlaps(page, TOAST);
      expect(floor.toasts).toBe(1);
      expect(floor.overlaps, "the floor at 390 px").toEqual([]);
    } finally {
      await phone.close();
    }

    // The admin's Orders Management shows "Order Updated" after each tap, the toast the chefs met.
    await signIn(journey.page, DEMO_SIGN_INS.admin);
    await openOrders(journey.page);
    for (const viewport of SCREEN_SIZES) {
      await journey.page.setViewportSize(viewport);
      await journey.page.getByRole("button", { name: "Confirm Order" }).first().click();
      await journey.page.locator(TOAST).filter({ hasText: "Order Updated" }).hover();
      const orders = await coverOverlaps(journey.page, TOAST);
      expect(orders.toasts, `a toast at ${viewport.width} px`).toBe(1);
      expect(orders.overlaps, `Orders Management at ${viewport.width} px`).toEqual([]);
    }
  });

  it("moves two tickets on the kitchen screen with the server stopped, keeps them through a reload, and syncs them", async () => {
    const { page, server } = journey;
    await signIn(page, DEMO_SIGN_INS.chef);
    await startService(page);
    await waitForServiceWorkerControl(page);
    const notes = [unique("Extra spicy"), unique("Less oil")];
    const orders = [await placeQrOrder(page, unique("Kitchen one"), notes[0]), await placeQrOrder(page, unique("Kitchen two"), notes[1])];
    const ticket = (column: string, note: string) =>
      page
        .getByRole("region", { name: column })
        .getByRole("listitem")
        .filter({ hasText: `Note: ${note}` });
    for (const note of notes) await ticket("New Order", note).waitFor({ timeout: 10_000 });

    await server.stop();
    try {
      for (const note of notes) await ticket("New Order", note).getByRole("button", { name: "Confirm Order" }).click();
      for (const note of notes) await ticket("Confirmed", note).getByText("Waiting to sync").waitFor();

      await page.reload();
      await waitForHeading(page, "Chef Panel");
      await startService(page);
      for (const note of notes) await ticket("Confirmed", note).getByText("Waiting to sync").waitFor();
      await page.getByText("2 changes waiting to sync").waitFor();
    } finally {
      await server.restart();
    }
    await page.evaluate(() => window.dispatchEvent(new Event("online")));

    await allSynced(page);
    for (const order of orders) expect(await serverStatus(page, order.id)).toBe("confirmed");
  });

  it("advances orders with the server stopped, keeps them through a reload, and sends each once when it is back", async () => {
    const { page, server } = journey;
    await signIn(page, DEMO_SIGN_INS.admin);
    await waitForServiceWorkerControl(page);
    const orders = [await placeQrOrder(page, unique("Offline one")), await placeQrOrder(page, unique("Offline two"))];
    await openOrders(page);
    for (const order of orders) await orderCard(page, order.id).getByRole("button", { name: "Confirm Order" }).waitFor();

    await server.stop();
    try {
      for (const order of orders) await orderCard(page, order.id).getByRole("button", { name: "Confirm Order" }).click();
      for (const order of orders) await orderCard(page, order.id).getByText("Waiting to sync").waitFor();
      await page.getByText("2 changes waiting to sync").waitFor();

      await page.reload();
      await waitForHeading(page, "Orders Management");
      for (const order of orders) {
        const card = orderCard(page, order.id);
        await card.getByText("Waiting to sync").waitFor();
        await card.getByRole("button", { name: "Start Preparing" }).waitFor();
      }
      await page.getByText("2 changes waiting to sync").waitFor();
    } finally {
      await server.restart();
    }
    // The tablet's Wi-Fi is back.
    await page.evaluate(() => window.dispatchEvent(new Event("online")));

    await allSynced(page);
    for (const order of orders) expect(await serverStatus(page, order.id)).toBe("confirmed");
  });

  it("two tabs of one tablet share one replayer and one stream; a change made in either reaches the server", async () => {
    const { page, context } = journey;
    const streams: string[] = [];
    context.on("request", (request) => {
      if (request.url().endsWith("/events")) streams.push(request.url());
    });
    await signIn(page, DEMO_SIGN_INS.admin);
    await openOrders(page);
    const second = await context.newPage();
    await second.goto("/orders-management");
    await waitForHeading(second, "Orders Management");

    const order = await placeQrOrder(page, unique("Two tabs"));
    // The tab without the lock sees the order through the shared local database.
    await orderCard(second, order.id).getByRole("button", { name: "Confirm Order" }).click();

    await allSynced(second);
    await orderCard(page, order.id).getByRole("button", { name: "Start Preparing" }).waitFor();
    expect(await serverStatus(page, order.id)).toBe("confirmed");
    expect(streams).toHaveLength(1);
  });

  it("two tablets advancing the same order end on the furthest status", async () => {
    const browser = journey.context.browser();
    if (!browser) throw new Error("the journey's context has no browser");
    // Two tablets without a service worker, so the context's offline switch cuts them off completely.
    const tablets: BrowserContext[] = await Promise.all(
      [0, 1].map(() => browser.newContext({ baseURL: journey.url, serviceWorkers: "block", viewport: { width: 1280, height: 800 } })),
    );
    try {
      const [counter, kitchen] = await Promise.all(tablets.map((tablet) => tablet.newPage()));
      if (!counter || !kitchen) throw new Error("two pages expected");
      await signIn(counter, DEMO_SIGN_INS.admin);
      await signIn(kitchen, DEMO_SIGN_INS.admin);
      const order = await placeQrOrder(counter, unique("Two tablets"));
      for (const page of [counter, kitchen]) {
        await openOrders(page);
        await orderCard(page, order.id).getByRole("button", { name: "Confirm Order" }).waitFor();
      }

      for (const tablet of tablets) await tablet.setOffline(true);
      await orderCard(counter, order.id).getByRole("button", { name: "Confirm Order" }).click();
      await orderCard(kitchen, order.id).getByRole("button", { name: "Confirm Order" }).click();
      await orderCard(kitchen, order.id).getByRole("button", { name: "Start Preparing" }).click();
      await orderCard(counter, order.id).getByText("Waiting to sync").waitFor();
      await orderCard(kitchen, order.id).getByText("Waiting to sync").waitFor();
      for (const tablet of tablets) await tablet.setOffline(false);

      for (const page of [counter, kitchen]) {
        await allSynced(page);
        await orderCard(page, order.id).getByRole("button", { name: "Mark as Served" }).waitFor();
      }
      expect(await serverStatus(counter, order.id)).toBe("preparing");
    } finally {
      await Promise.all(tablets.map((tablet) => tablet.close()));
    }
  });
});
