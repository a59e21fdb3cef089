import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_SIGN_INS, signIn, startService, unique, waitForHeading } from "../scripts/browser-flows";
import { setupJourney } from "./harness";
import { StaffApi } from "./staff-api";
import { StationSetup } from "./station-api";

const journey = setupJourney();

const TABLET = { width: 1024, height: 768 };

/** Another device in the same browser: its own cookies and storage. */
async function device(): Promise<{ context: BrowserContext; page: Page }> {
  const browser = journey.context.browser();
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext({ baseURL: journey.url, viewport: TABLET });
  return { context, page: await context.newPage() };
}

async function stationTablet(page: Page, station: string): Promise<void> {
  await signIn(page, DEMO_SIGN_INS.chef);
  await waitForHeading(page, "Chef Panel");
  await startService(page);
  await page.getByRole("group", { name: "Station" }).getByRole("button", { name: station }).click();
}

describe("a kitchen with stations", () => {
  it("a tandoor tablet and a curry tablet each see only their items, their bumps make the order Ready on the waiter's floor, and the all-day counts add up", {
    timeout: 180_000,
  }, async () => {
    const setup = await StationSetup.signIn(journey.url);
    const staff = await StaffApi.signIn(journey.url);
    const tandoorTablet = await device();
    const curryTablet = await device();
    try {
      const tandoor = await setup.addStation(unique("Tandoor"));
      const curry = await setup.addStation(unique("Curry"));
      await setup.route({ Breads: tandoor.id, Curries: curry.id });
      const [naan, dal] = await Promise.all([setup.dishIn("Breads"), setup.dishIn("Curries")]);
      const table = await staff.newTable();

      const { page: waiter } = journey;
      await signIn(waiter, DEMO_SIGN_INS.waiter);
      await waitForHeading(waiter, "Waiter Panel");
      await stationTablet(tandoorTablet.page, tandoor.name);
      await stationTablet(curryTablet.page, curry.name);

      // A diner at the new table orders three naan and one dal.
      const placed = await fetch(`${journey.url}/api/qr/${table.qrCode}/order`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          customerName: unique("Station diner"),
          customerPhone: "9876501234",
          customerEmail: "diner@example.in",
          items: [
            { id: naan.id, name: naan.name, price: naan.price, quantity: 3 },
            { id: dal.id, name: dal.name, price: dal.price, quantity: 1 },
          ],
          totalAmount: 3 * naan.price + dal.price,
        }),
      });
      expect(placed.status).toBe(201);

      const ticketOn = (page: Page) => page.getByRole("listitem", { name: `Table ${table.tableNumber}` });
      const naanTicket = ticketOn(tandoorTablet.page);
      const dalTicket = ticketOn(curryTablet.page);
      await naanTicket.getByText(`3 x ${naan.name}`).waitFor();
      await dalTicket.getByText(`1 x ${dal.name}`).waitFor();
      expect(await naanTicket.getByText(dal.name).count()).toBe(0);
      expect(await dalTicket.getByText(naan.name).count()).toBe(0);

      // The all-day bar counts what the station's open tickets still need, as the server counts it.
      const bar = tandoorTablet.page.getByRole("list", { name: `All day: ${tandoor.name}` });
      const shown = await bar
        .getByRole("listitem")
        .evaluateAll((rows) => rows.map((row) => ({ text: row.textContent ?? "", quantity: Number(row.getAttribute("data-quantity")) })));
      const counted = await setup.allDay(tandoor.id);
      expect(shown.map((row) => row.quantity)).toEqual(counted.map((row) => row.quantity));
      expect(counted).toContainEqual({ name: naan.name, options: [], quantity: expect.any(Number) });
      expect(counted.find((row) => row.name === naan.name)?.quantity).toBeGreaterThanOrEqual(3);

      // Each station bumps its own line; the floor says Ready at the pass within a second of the last bump.
      await naanTicket.getByRole("button", { name: `Ready: ${naan.name}` }).click();
      await naanTicket.getByRole("button", { name: `Recall: ${naan.name}` }).waitFor();
      const tiles = waiter.getByRole("list", { name: "Tables" });
      await tiles.getByRole("button", { name: new RegExp(`^Table ${table.tableNumber}: `) }).waitFor();
      const readyTile = tiles.getByRole("button", { name: new RegExp(`^Table ${table.tableNumber}: .*ready at the pass$`) });
      expect(await readyTile.count()).toBe(0);
      await dalTicket.getByRole("button", { name: `Ready: ${dal.name}` }).click();
      await readyTile.waitFor({ timeout: 1000 });
      await dalTicket.getByText("Ready at the pass").waitFor();
      await expect
        .poll(async () => (await setup.allDay(tandoor.id)).find((row) => row.name === naan.name)?.quantity ?? 0)
        .toBe((counted.find((row) => row.name === naan.name)?.quantity ?? 0) - 3);
    } finally {
      await Promise.all([tandoorTablet.context.close(), curryTablet.context.close(), setup.dispose(), staff.dispose()]);
    }
  });
});
