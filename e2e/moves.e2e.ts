import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_SIGN_INS, signIn, startService, waitForHeading } from "../scripts/browser-flows";
import { partyMovesTable, partyOrders } from "./evening/moves";
import { setupJourney } from "./harness";

const journey = setupJourney();

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

async function another(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const browser = journey.context.browser();
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext({
    baseURL: journey.url,
    viewport,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
  });
  return { context, page: await context.newPage() };
}

describe("moves on the waiter's 390 px phone", () => {
  it("a party of four moves from table 2 to table 5: the floor, the kitchen ticket and the diner's phone at table 2 follow", async () => {
    const { page: waiter } = journey;
    await waiter.setViewportSize(PHONE);
    await signIn(waiter, DEMO_SIGN_INS.waiter);
    await waitForHeading(waiter, "Waiter Panel");
    const me = (await (await waiter.request.get("/api/auth/me")).json()) as { restaurantId: string };
    const tables = (await (await waiter.request.get(`/api/restaurants/${me.restaurantId}/tables`)).json()) as {
      id: string;
      tableNumber: string;
      qrCode: string;
    }[];
    const table2 = tables.find((table) => table.tableNumber === "2");
    const table5 = tables.find((table) => table.tableNumber === "5");
    if (!table2 || !table5) throw new Error("the demo restaurant needs tables 2 and 5");

    const chef = await another(TABLET);
    const diner = await another(PHONE);
    try {
      await signIn(chef.page, DEMO_SIGN_INS.chef);
      await waitForHeading(chef.page, "Chef Panel");
      await startService(chef.page);
      await partyOrders(diner.page, table2.qrCode, "Spice Garden", "Masala Chai", 4);
      await chef.page.getByRole("listitem", { name: "Table 2" }).filter({ hasText: "4 x Masala Chai" }).waitFor();

      await partyMovesTable({ diner: diner.page, waiter, chef: chef.page }, "2", "5", "4 x Masala Chai");

      const orders = (await (await waiter.request.get(`/api/restaurants/${me.restaurantId}/orders`)).json()) as {
        tableId: string | null;
        customerName: string;
      }[];
      expect(orders.filter((order) => order.customerName === "Kiran Party").map((order) => order.tableId)).toEqual([table5.id]);
    } finally {
      await chef.context.close();
      await diner.context.close();
    }
  });
});
