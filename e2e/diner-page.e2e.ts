import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overflowsHorizontally, waitForHeading } from "../scripts/browser-flows";
import { setupJourney } from "./harness";
import { StaffApi } from "./staff-api";

const journey = setupJourney();
let staff: StaffApi;
/** Screenshots for a person to look at (dist/ is not committed). */
const SHOTS = join(import.meta.dirname, "..", "dist", "screenshots");

beforeAll(async () => {
  staff = await StaffApi.signIn(journey.url);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => staff?.dispose());

async function openTable(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  const table = await staff.newTable();
  await page.goto(`/menu/${table.qrCode}`);
  await waitForHeading(page, "Spice Garden");
}

describe("the diner's page is the restaurant's own", () => {
  it.each([320, 390, 1280])(
    "at %i px: the restaurant's name leads, no Rasoi navigation, marks and a category bar, no sideways scroll",
    async (width) => {
      const { page } = journey;
      await openTable(page, width);
      expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Spice Garden");
      expect(await page.title()).toMatch(/^Spice Garden · Table /);
      expect(await page.getByRole("img", { name: "Non-veg" }).count()).toBeGreaterThan(0);
      expect(await overflowsHorizontally(page)).toBeNull();
      await page.screenshot({ path: join(SHOTS, `diner-${width}.png`) });

      // The bar stays in reach: after a jump to Curries it is still on screen.
      const bar = page.getByRole("navigation", { name: "Categories" });
      await bar.getByRole("link", { name: "Curries" }).click();
      const curries = page.getByRole("heading", { level: 2, name: "Curries" });
      await expect.poll(async () => (await curries.boundingBox())?.y ?? -1).toBeLessThan(200);
      const barBox = await bar.boundingBox();
      expect(barBox?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(barBox?.y ?? 999).toBeLessThan(60);
      await page.screenshot({ path: join(SHOTS, `diner-${width}-curries.png`) });
    },
  );

  it("a first visit fetches the menu once, with the page, and nothing shifts when the calls' row arrives", async () => {
    const { page } = journey;
    const table = await staff.newTable();
    const menuRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/qr/${table.qrCode}`) menuRequests.push(request.resourceType());
    });
    // Scripts asked for once the menu has come are held a moment, as on a slow link, so the calls' row lands after the dishes.
    let menuCame = false;
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === `/api/qr/${table.qrCode}`) menuCame = true;
    });
    await page.route("**/assets/*.js", async (route) => {
      if (menuCame) await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.setViewportSize({ width: 390, height: 800 });
    const document = await page.goto(`/menu/${table.qrCode}`);
    expect(document?.headers().link).toBe(`</api/qr/${table.qrCode}>; rel=preload; as=fetch; crossorigin`);
    await waitForHeading(page, "Spice Garden");
    await page.getByRole("button", { name: "Call Waiter" }).waitFor();
    // The preload is the only request: the page's own fetch took its answer.
    expect(menuRequests).toEqual(["other"]);
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() => resolve(total));
        }),
    );
    expect(shifted).toBe(0);
  });

  it("Veg only leaves only veg dishes", async () => {
    const { page } = journey;
    await openTable(page, 390);
    await page.getByRole("switch", { name: "Veg only" }).check();
    expect(await page.getByRole("img", { name: "Non-veg" }).count()).toBe(0);
    expect(await page.getByRole("img", { name: "Contains egg" }).count()).toBe(0);
    expect(await page.getByRole("heading", { level: 3, name: "Dal Makhani", exact: true }).count()).toBe(1);
  });

  it("places an order with the phone typed as +91 98765 43210, brings the status card into view, and its steps keep whole words at 320 px", async () => {
    const { page } = journey;
    await openTable(page, 320);
    await page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: "Masala Chai", exact: true }) })
      .getByRole("button", { name: "Add to Cart" })
      .click();
    await page.getByRole("button", { name: "Cart (1)", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Your Order" });
    await dialog.getByLabel("Your Name *").fill("Asha Rao");
    await dialog.getByLabel("Phone Number *").fill("+91 98765 43210");
    await dialog.getByLabel("Email Address *").fill("asha@example.in");
    await dialog.getByRole("button", { name: "Place Order" }).click();
    const card = page.getByRole("region", { name: /^Order #/ });
    await card.waitFor();
    await expect.poll(async () => (await card.boundingBox())?.y ?? -1).toBeLessThan(400);
    const steps = card.getByRole("list", { name: "Progress" }).getByRole("listitem");
    const wrapped = await steps.evaluateAll((items) =>
      items.filter((item) => item.scrollWidth > item.clientWidth || item.getClientRects().length > 1).map((item) => item.textContent),
    );
    expect(wrapped).toEqual([]);
    expect(await overflowsHorizontally(page)).toBeNull();
    await card.screenshot({ path: join(SHOTS, "diner-320-status.png") });
  });
});
