import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHeading } from "../../scripts/browser-flows";

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "00:00", close: "00:00" }));

/** The signed-in admin's restaurant takes pickup and delivery (411001), UPI and cash, open all week; answers its slug. */
export async function openForTakeout(page: Page): Promise<string> {
  const me = (await (await page.request.get("/api/auth/me")).json()) as { restaurantId: string };
  const settings = await (await page.request.get(`/api/restaurants/${me.restaurantId}/settings`)).json();
  const saved = await page.request.put(`/api/restaurants/${me.restaurantId}/settings`, {
    data: { ...settings, upiId: settings.upiId || "owner@okaxis", upiPayee: settings.upiPayee || "Owner", openingHours: ALL_WEEK },
  });
  expect(saved.status()).toBe(200);
  const online = await page.request.put("/api/online-settings", {
    data: {
      pickup: true,
      delivery: true,
      cash: true,
      autoAccept: false,
      open: true,
      packagingPerOrderRupees: 10,
      zones: [{ pincode: "411001", feeRupees: 40, minimumRupees: 100 }],
    },
  });
  expect(online.status()).toBe(200);
  return settings.slug;
}

/**
 * The evening's takeout order (issue 31): a guest on a phone orders one dish for pickup, cash; the
 * owner's counter accepts it, marks it ready on the pickup board and hands it over; the guest's
 * tracking page follows each step.
 */
export async function eveningTakeout(
  owner: Page,
  phone: () => Promise<{ context: BrowserContext; page: Page }>,
  dish: string,
): Promise<void> {
  const slug = await openForTakeout(owner);
  const guest = await phone();
  try {
    await guest.page.goto(`/r/${slug}/order`);
    await guest.page.getByRole("button", { name: `Add one ${dish}` }).click();
    await guest.page.getByRole("textbox", { name: "Name" }).fill("Evening Guest");
    await guest.page.getByRole("textbox", { name: "Phone" }).fill("9898012345");
    await guest.page.getByRole("button", { name: "Order: cash on pickup" }).click();
    const token = guest.page.getByText(/^Token \d+$/);
    await token.waitFor();
    const number = ((await token.textContent()) ?? "").replace("Token ", "");

    await owner.goto("/counter");
    await waitForHeading(owner, "Counter");
    await owner
      .getByRole("region", { name: "New online orders" })
      .locator(`[data-token="${number}"]`)
      .getByRole("button", { name: "Accept" })
      .click();
    await guest.page.locator('[data-status="accepted"]').waitFor();
    const board = owner.getByRole("region", { name: "Pickup board" });
    await board.getByRole("button", { name: "Ready" }).first().click();
    await guest.page.locator('[data-status="ready"]').waitFor();
    await board.getByRole("button", { name: "Picked up" }).first().click();
    await guest.page.locator('[data-status="picked-up"]').waitFor();
  } finally {
    await guest.context.close();
  }
}
