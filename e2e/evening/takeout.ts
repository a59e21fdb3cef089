import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { ALL_WEEK, TEST_ONLINE } from "../../api/test/takeout-settings";
import { waitForHeading } from "../../scripts/browser-flows";

/** The signed-in admin's restaurant takes pickup and delivery (411001, ₹200 minimum), UPI and cash, open all week; answers its slug. */
export async function openForTakeout(page: Page): Promise<string> {
  const me = (await (await page.request.get("/api/auth/me")).json()) as { restaurantId: string };
  const settings = await (await page.request.get(`/api/restaurants/${me.restaurantId}/settings`)).json();
  const saved = await page.request.put(`/api/restaurants/${me.restaurantId}/settings`, {
    data: { ...settings, upiId: settings.upiId || "owner@okaxis", upiPayee: settings.upiPayee || "Owner", openingHours: ALL_WEEK },
  });
  expect(saved.status()).toBe(200);
  const online = await page.request.put("/api/online-settings", { data: TEST_ONLINE });
  expect(online.status()).toBe(200);
  return settings.slug;
}

/**
 * The evening's takeout order (issue 31): a guest on a phone orders one dish for pickup, cash; the
 * owner's counter accepts it, and it is in the restaurant's orders as a PARCEL with its token and no
 * table; the counter marks it ready on the pickup board and hands it over, the cash recorded on its
 * bill; the guest's tracking page follows each step.
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
    const counter: { id: string; token: number; billId: string | null }[] = await (await owner.request.get("/api/online-orders")).json();
    const parcel = counter.find((order) => String(order.token) === number);
    const me = (await (await owner.request.get("/api/auth/me")).json()) as { restaurantId: string };
    const orders: { id: string; tableId: string | null; channel?: string; token?: number | null }[] = await (
      await owner.request.get(`/api/restaurants/${me.restaurantId}/orders`)
    ).json();
    expect(orders.find((order) => order.id === parcel?.id)).toMatchObject({ tableId: null, channel: "pickup", token: Number(number) });
    const board = owner.getByRole("region", { name: "Pickup board" });
    await board.getByRole("button", { name: "Ready" }).first().click();
    await guest.page.locator('[data-status="ready"]').waitFor();
    await board.getByRole("button", { name: "Picked up" }).first().click();
    await guest.page.locator('[data-status="picked-up"]').waitFor();
    // Cash on pickup, taken as it was handed over: on its bill, which the evening's figures count.
    const bill = await (await owner.request.get(`/api/bills/${parcel?.billId}`)).json();
    expect(bill).toMatchObject({ tableId: null, tableNumber: `PARCEL · Token ${number}`, status: "paid" });
  } finally {
    await guest.context.close();
  }
}
