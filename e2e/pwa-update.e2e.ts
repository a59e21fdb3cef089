import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { waitForHeading, waitForServiceWorkerControl } from "./flows";
import { setupJourney } from "./harness";

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

describe("app updates", () => {
  it("offers the new version once it is waiting, and Reload switches to it", async () => {
    const { page } = journey;
    await page.goto("/pricing");
    await waitForHeading(page, /Pricing|Plans/i);
    await waitForServiceWorkerControl(page);

    deployNewServiceWorker();
    // The prompt checks hourly; ask for the check now instead of waiting an hour.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

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
});
