import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_SIGN_INS, signIn, unique, waitForHeading, waitForServiceWorkerControl } from "../scripts/browser-flows";
import { setupJourney } from "./harness";

const journey = setupJourney();

const PHONE = { width: 390, height: 844 };

interface TableRow {
  id: string;
  tableNumber: string;
  qrCode: string;
}

interface OrderRow {
  tableId: string | null;
  takenBy: string | null;
  specialInstructions: string | null;
}

async function restaurantTables(page: Page): Promise<{ restaurantId: string; tables: TableRow[] }> {
  const me = (await (await page.request.get("/api/auth/me")).json()) as { restaurantId: string };
  const tables = (await (await page.request.get(`/api/restaurants/${me.restaurantId}/tables`)).json()) as TableRow[];
  return { restaurantId: me.restaurantId, tables };
}

function tableNumbered(tables: TableRow[], tableNumber: string): TableRow {
  const table = tables.find((candidate) => candidate.tableNumber === tableNumber);
  if (!table) throw new Error(`the demo restaurant needs a table ${tableNumber}`);
  return table;
}

/** Another phone in the same browser: its own cookies and storage, closed by the test that made it. */
async function anotherPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const browser = journey.context.browser();
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext({ baseURL: journey.url, viewport: PHONE });
  return { context, page: await context.newPage() };
}

const tile = (page: Page, tableNumber: string) =>
  page.getByRole("list", { name: "Tables" }).getByRole("button", { name: new RegExp(`^Table ${tableNumber}:`) });

describe("the waiter's floor on a 390 px phone", () => {
  it("takes an order for table 4 with the server stopped, keeps it through a reload, and the chef sees it once when the server is back", async () => {
    const { page, server } = journey;
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO_SIGN_INS.waiter);
    await waitForHeading(page, "Waiter Panel");
    await waitForServiceWorkerControl(page);
    const { restaurantId, tables } = await restaurantTables(page);
    const table4 = tableNumbered(tables, "4");
    await tile(page, "4").waitFor();
    const note = unique("No onion");

    await server.stop();
    try {
      await tile(page, "4").click();
      await page
        .getByRole("region", { name: "Table 4" })
        .getByRole("button", { name: /^(Take Order|Add to Order)$/ })
        .click();
      const pad = page.getByRole("region", { name: "Order for Table 4" });
      await pad.getByRole("searchbox", { name: "Search dishes" }).fill("pan");
      await pad.getByRole("button", { name: "Add Paneer Tikka" }).click();
      await pad.getByRole("button", { name: "One more Paneer Tikka" }).click();
      await pad.getByRole("textbox", { name: "Note for the kitchen" }).fill(note);
      await pad.getByRole("button", { name: /^Send to Kitchen \(2\)/ }).click();

      const mine = page
        .getByRole("list", { name: "New orders" })
        .getByRole("listitem")
        .filter({ hasText: `Note: ${note}` });
      await mine.getByText("Waiting to sync").waitFor();

      await page.reload();
      await waitForHeading(page, "Waiter Panel");
      await mine.getByText("Waiting to sync").waitFor();
      await mine.getByText("2 x Paneer Tikka").waitFor();
      await page.getByText("1 change waiting to sync").waitFor();
    } finally {
      await server.restart();
    }
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await page
      .getByRole("list", { name: "New orders" })
      .getByRole("listitem")
      .filter({ hasText: `Note: ${note}` })
      .getByText("Waiting to sync")
      .waitFor({ state: "detached" });

    const chef = await anotherPhone();
    try {
      await signIn(chef.page, DEMO_SIGN_INS.chef);
      await waitForHeading(chef.page, "Chef Panel");
      const tickets = chef.page
        .getByRole("region", { name: "New Order" })
        .getByRole("listitem")
        .filter({ hasText: `Note: ${note}` });
      await tickets.getByText("Taken by waiter").waitFor();
      expect(await tickets.count()).toBe(1);
      expect(await tickets.first().getAttribute("aria-label")).toBe("Table 4");
    } finally {
      await chef.context.close();
    }
    const orders = (await (await page.request.get(`/api/restaurants/${restaurantId}/orders`)).json()) as OrderRow[];
    expect(orders.filter((order) => order.specialInstructions === note)).toEqual([
      expect.objectContaining({ tableId: table4.id, takenBy: "waiter" }),
    ]);
  });

  it("a diner taps Call Waiter, the waiter's board flashes the table at once, the waiter acknowledges and the diner sees On the way", async () => {
    const { page } = journey;
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO_SIGN_INS.waiter);
    await waitForHeading(page, "Waiter Panel");
    const table6 = tableNumbered((await restaurantTables(page)).tables, "6");
    await tile(page, "6").waitFor();

    const diner = await anotherPhone();
    try {
      await diner.page.goto(`/menu/${table6.qrCode}`);
      await waitForHeading(diner.page, "Spice Garden");
      await diner.page.getByRole("button", { name: "Call Waiter" }).click();
      await diner.page.getByRole("button", { name: "Waiter called" }).waitFor();

      // Live: the stream announces the call, no poll needed.
      await page
        .getByRole("list", { name: "Tables" })
        .getByRole("button", { name: /^Table 6: .*, calling$/ })
        .waitFor({ timeout: 1000 });
      expect(await tile(page, "6").getAttribute("data-calling")).toBe("true");
      // At 390 px the nav sits in the closed menu: the count is there, not visible.
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "1 open call", includeHidden: true })
        .waitFor({ state: "attached" });

      await page.getByRole("listitem", { name: "Call from table 6" }).getByRole("button", { name: "Acknowledge" }).click();
      await page.getByRole("listitem", { name: "Call from table 6" }).getByText("On the way").waitFor();
      await diner.page.getByText("On the way").waitFor();
      expect(await tile(page, "6").getAttribute("data-calling")).toBeNull();
    } finally {
      await diner.context.close();
    }
  });
});
