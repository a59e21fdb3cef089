import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupJourney } from "./harness";

const journey = setupJourney();
/** Screenshots for a person to look at (dist/ is not committed). */
const SHOTS = join(import.meta.dirname, "..", "dist", "screenshots");
let noScript: BrowserContext | undefined;

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
afterEach(async () => {
  await noScript?.close();
  noScript = undefined;
});

describe("the restaurant's website", () => {
  it("reads in full on a 390 px phone with JavaScript off: name, hours, call link, the menu with prices, nothing sideways", async () => {
    noScript = await journey.context.browser()?.newContext({
      baseURL: journey.url,
      viewport: { width: 390, height: 800 },
      javaScriptEnabled: false,
    });
    if (!noScript) throw new Error("no browser");
    const page = await noScript.newPage();
    const response = await page.goto("/r/spice-garden");
    expect(response?.status()).toBe(200);

    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Spice Garden");
    expect(await page.getByText(/^(Open now|Opens)/).count()).toBe(1);
    expect(await page.locator("tbody tr").count()).toBe(7);
    expect(await page.locator("tr.today").count()).toBe(1);
    expect(await page.getByRole("link", { name: /^Call / }).getAttribute("href")).toMatch(/^tel:\+91\d{10}$/);
    expect(await page.getByRole("heading", { level: 2, name: "Menu" }).count()).toBe(1);
    const dishes = page.locator(".dish");
    expect(await dishes.count()).toBeGreaterThan(5);
    expect(await dishes.first().locator(".price").textContent()).toMatch(/^₹[\d,]+$/);
    expect(await page.getByRole("img", { name: "Vegetarian" }).count()).toBeGreaterThan(0);

    // Nothing is wider than the phone, so nothing scrolls sideways.
    const widest = Math.max(
      ...(await Promise.all(
        (await page.locator("header, main, footer, table, .dish").all()).map(async (box) => (await box.boundingBox())?.width ?? 0),
      )),
    );
    expect(widest).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, "site-390.png"), fullPage: true });
  });
});
