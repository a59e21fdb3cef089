import type { Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHeading, waitForToast } from "../../scripts/browser-flows";

/**
 * The owner's part of the evening (e2e/evening.e2e.ts): the cash drawer opens with a float before the
 * first diner and closes blind after the last bill; the Z report's net sales are the evening's.
 * Answers the closing step, to call at the end with the net sales the dashboard showed.
 */
export async function openTheDrawer(page: Page, floatRupees: string): Promise<{ close(netSales: string): Promise<void> }> {
  await page.goto("/cash-drawer");
  await waitForHeading(page, "Cash Drawer");
  await page.getByLabel("Float (₹)").fill(floatRupees);
  await page.getByRole("button", { name: "Open Shift" }).click();
  await page.getByRole("heading", { name: "Shift open" }).waitFor();
  return {
    async close(netSales) {
      await page.goto("/cash-drawer");
      await waitForHeading(page, "Cash Drawer");
      await page.getByLabel("Amount (₹)").fill("300");
      await page.getByLabel("Reason").fill("Vegetables");
      await page.getByRole("button", { name: "Cash Out" }).click();
      await waitForToast(page, "Cash Out Recorded");
      // Blind: the expected figure appears only once the count is in.
      expect(await page.getByText("Expected cash").count()).toBe(0);
      await page.getByLabel("Counted cash (₹)").fill(floatRupees);
      await page.getByRole("button", { name: "Close Shift" }).click();
      await page.getByRole("heading", { name: /^Z report/ }).waitFor();
      const net = page.locator("dt", { hasText: /^Net Sales$/ }).locator("xpath=following-sibling::dd");
      expect((await net.first().textContent())?.trim()).toBe(netSales);
    },
  };
}
