import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signIn, unique, waitForHeading } from "../scripts/browser-flows";
import { setupJourney } from "./harness";

const journey = setupJourney();

const PHONE = { width: 390, height: 844 };
/** The demo restaurant's slug (migration 020 makes it from its name). */
const DEMO_SLUG = "spice-garden";

/**
 * Counts the page's rings (oscillators started through Web Audio, as web/lib/chime.ts plays them) and
 * buzzes, with the moment of the first, before any script of the page runs.
 */
const RECORD_RINGS = () => {
  const record = window as unknown as { rings: number[]; buzzes: number };
  record.rings = [];
  record.buzzes = 0;
  const original = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    record.rings.push(Date.now());
    return original.call(this);
  };
  navigator.vibrate = () => {
    record.buzzes += 1;
    return true;
  };
};

/** A guest's phone: its own cookies and storage, with rings recorded; closed by the test that made it. */
async function guestPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const browser = journey.context.browser();
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext({ baseURL: journey.url, viewport: PHONE, hasTouch: true, isMobile: true });
  await context.addInitScript(RECORD_RINGS);
  return { context, page: await context.newPage() };
}

const tile = (page: Page, tableNumber: string) =>
  page.getByRole("list", { name: "Tables" }).getByRole("button", { name: new RegExp(`^Table ${tableNumber}:`) });

describe("the door's waitlist", () => {
  it("a guest joins from a 390 px phone; the host's Notify rings the page within a second; seated, the floor shows the table taken", async () => {
    const { page: host } = journey;
    const { context, page: guest } = await guestPhone();
    try {
      const name = unique("Meera");
      await guest.goto(`/w/${DEMO_SLUG}`);
      await guest.getByLabel("Your name").fill(name);
      await guest.getByLabel("Phone number").fill("98450 12345");
      await guest.getByLabel("How many people?").fill("2");
      await guest.getByRole("button", { name: "Join the waitlist" }).click();
      await guest.getByText(/^You are number \d+ in the queue$/).waitFor();
      await guest.getByText(/^About \d+–\d+ min$/).waitFor();
      // Nothing of the page is wider than the phone.
      expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      await signIn(host, { username: "admin", password: "admin123", role: "Admin" });
      await host.goto("/host-stand");
      await waitForHeading(host, "Host Stand");
      const party = host.getByRole("listitem", { name: `${name}, party of 2` });
      await party.waitFor();
      const whatsApp = await party.getByRole("link", { name: "WhatsApp" }).getAttribute("href");
      expect(whatsApp).toMatch(/^https:\/\/wa\.me\/919845012345\?text=Hello%20/);

      await party.getByRole("button", { name: "Notify" }).click();
      const notifiedAt = Date.now();
      await guest.getByText("Your table is ready! Please come to the host stand.").waitFor({ timeout: 1_000 });
      await guest.waitForFunction(() => (window as unknown as { rings: number[] }).rings.length > 0, undefined, { timeout: 1_000 });
      const [firstRing] = await guest.evaluate(() => (window as unknown as { rings: number[] }).rings);
      expect(firstRing).toBeGreaterThanOrEqual(notifiedAt - 50);
      expect(await guest.evaluate(() => (window as unknown as { buzzes: number }).buzzes)).toBe(1);

      const table = party.getByRole("combobox", { name: `Table for ${name}` });
      const tableNumber = ((await table.locator("option:checked").textContent()) ?? "").replace(/^Table (\S+) .*$/, "$1");
      await party.getByRole("button", { name: "Seat" }).click();
      await guest.getByText(`Enjoy your meal at table ${tableNumber}`).waitFor();
      await party.waitFor({ state: "detached" });

      await host.goto("/floor");
      await expect.poll(() => tile(host, tableNumber).getAttribute("data-state")).toBe("seated");

      // The door's QR card prints first on the table sheet, pointing at this page.
      await host.goto("/print-qr-codes");
      await host.getByRole("img", { name: "QR code for the waitlist" }).waitFor();
      await host.getByText(`${journey.url}/w/${DEMO_SLUG}`).waitFor();
    } finally {
      await context.close();
    }
  });

  it("one phone holds one place: joining again from another phone with the same number is refused in words", async () => {
    const first = await guestPhone();
    const second = await guestPhone();
    try {
      for (const { page } of [first, second]) {
        await page.goto(`/w/${DEMO_SLUG}`);
        await page.getByLabel("Your name").fill("Arjun");
        await page.getByLabel("Phone number").fill("98450 67890");
        await page.getByRole("button", { name: "Join the waitlist" }).click();
      }
      await first.page.getByText(/^You are number \d+ in the queue$/).waitFor();
      await second.page.getByText("This phone already has a place in the queue").waitFor();
      await first.page.getByRole("button", { name: "Leave the queue" }).click();
      await first.page.getByText("You are no longer in the queue").waitFor();
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
