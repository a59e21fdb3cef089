import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_SIGN_INS, signIn, startService, waitForHeading, waitForServiceWorkerControl } from "../scripts/browser-flows";
import { setupJourney } from "./harness";
import { coverOverlaps, placeQrOrder } from "./kitchen";

// This file deploys a "new version" by editing sw.js, so it serves its own copy of the build.
const webDir = mkdtempSync(join(tmpdir(), "rasoi-e2e-web-"));
cpSync(join(import.meta.dirname, "..", "dist", "web"), webDir, { recursive: true });
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const journey = setupJourney({ server: { webDir } });

/**
 * Changes sw.js by one comment, as a deploy would. The server prefers the .br/.gz siblings, which
 * still hold the old script, so they go and the new sw.js is sent uncompressed.
 */
function deployNewServiceWorker() {
  const path = join(webDir, "sw.js");
  rmSync(`${path}.br`, { force: true });
  rmSync(`${path}.gz`, { force: true });
  writeFileSync(path, `${readFileSync(path, "utf8")}\n// deployed ${Date.now()}\n`);
}

/** Asks the registration to look for a new worker now, instead of at the prompt's hourly check. */
async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

describe("app updates", () => {
  it("offers the new version once it is waiting, and Reload switches to it", async () => {
    const { page } = journey;
    await page.goto("/pricing");
    await waitForHeading(page, /Pricing|Plans/i);
    await waitForServiceWorkerControl(page);

    deployNewServiceWorker();
    await checkForUpdate(page);

    const prompt = page.getByRole("status", { name: "App update" });
    await prompt.getByText("A new version of Rasoi is available").waitFor();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

    const reloaded = page.waitForEvent("load");
    await prompt.getByRole("button", { name: "Reload" }).click();
    await reloaded;

    await waitForHeading(page, /Pricing|Plans/i);
    await waitForServiceWorkerControl(page);
    // Had the old worker kept control, the new one would still be waiting.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
    expect(await prompt.count()).toBe(0);
  });

  it("keeps the prompt off the kitchen's tickets on a phone", async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_SIGN_INS.chef);
    // Enough tickets that the board is taller than the phone's screen.
    for (let count = 0; count < 8; count++) await placeQrOrder(page, `Update diner ${count}`);
    await startService(page);
    await page.locator("[data-order-id]").nth(7).waitFor();
    await waitForServiceWorkerControl(page);

    deployNewServiceWorker();
    await checkForUpdate(page);
    await page.getByRole("status", { name: "App update" }).getByText("A new version of Rasoi is available").waitFor();
    const covered = await coverOverlaps(page, '[role="status"][aria-label="App update"]');
    expect(covered.toasts).toBe(1);
    expect(covered.taller).toBe(true);
    expect(covered.overlaps).toEqual([]);
  });
});
