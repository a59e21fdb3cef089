import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_SIGN_INS, signIn, unique, waitForHeading } from "../scripts/browser-flows";
import { openForTakeout } from "./evening/takeout";
import { setupJourney } from "./harness";

const journey = setupJourney();

const PHONE = { width: 390, height: 844 };
async function guestPhone(): Promise<Page> {
  const browser = journey.context.browser();
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext({ baseURL: journey.url, viewport: PHONE });
  return context.newPage();
}

describe("takeout and delivery", () => {
  it("a 390 px guest orders delivery and pays by UPI; the counter accepts and marks paid; the kitchen cooks it; tracking goes to Ready and Delivered", async () => {
    const { page } = journey;
    await signIn(page, DEMO_SIGN_INS.admin);
    await openForTakeout(page);

    const guest = await guestPhone();
    try {
      await guest.goto("/r/spice-garden/order");
      await guest.getByRole("heading", { name: /order online/ }).waitFor();
      await guest.getByRole("radio", { name: "Delivery" }).check();
      await guest.getByRole("textbox", { name: "Address" }).fill("4 North Main Road, Koregaon Park");
      await guest.getByRole("button", { name: "Add one Paneer Tikka" }).click();
      await guest.getByRole("button", { name: "Add one Paneer Tikka" }).click();
      await guest.getByRole("textbox", { name: "Name" }).fill("Meera Iyer");
      await guest.getByRole("textbox", { name: "Phone" }).fill("9812345678");
      await guest.getByRole("button", { name: "Order and pay by UPI" }).click();
      await guest.getByText(/^Token \d+$/).waitFor();
      const token = (await guest.getByText(/^Token \d+$/).textContent()) ?? "";
      const orderId = new URL(guest.url()).pathname.split("/").pop() ?? "";
      const tracked = await (await guest.request.get(`/api/site-orders/${orderId}`)).json();
      const pay = guest.getByRole("link", { name: /^Pay ₹.* by UPI$/ });
      const link = new URL((await pay.getAttribute("href")) ?? "");
      expect(link.searchParams.get("am")).toBe((tracked.totalPaise / 100).toFixed(2));
      expect(link.searchParams.get("tr")).toBe(orderId.replaceAll("-", ""));

      await page.goto("/counter");
      await waitForHeading(page, "Counter");
      const card = page.getByRole("region", { name: "New online orders" }).locator(`[data-token="${token.replace("Token ", "")}"]`);
      await card.getByRole("button", { name: "Accept" }).click();
      await card.getByRole("button", { name: "Mark paid" }).click();
      await guest.locator('[data-status="paid"]').waitFor();

      const chef = await guestPhone();
      try {
        await signIn(chef, DEMO_SIGN_INS.chef);
        // Marked DELIVERY with its token in large type where a table's number goes.
        const ticket = chef.getByRole("listitem", { name: `DELIVERY · ${token}` });
        await ticket.waitFor();
        expect(await ticket.getAttribute("data-order-id")).toBe(orderId);
        expect(await ticket.getByRole("heading", { level: 3 }).textContent()).toBe(`DELIVERY ${token}`);
        const fontSize = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
        expect(await ticket.getByText(token, { exact: true }).evaluate(fontSize)).toBeGreaterThan(1.5 * (await ticket.evaluate(fontSize)));
        expect((await chef.request.put(`/api/orders/${orderId}/ready`, { data: { ready: true } })).status()).toBe(200);
      } finally {
        await chef.context().close();
      }
      await guest.locator('[data-status="ready"]').waitFor();

      await page.goto("/counter");
      await waitForHeading(page, "Counter");
      page.once("dialog", (dialog) => void dialog.accept("Ravi"));
      const delivery = page.getByRole("region", { name: "Deliveries" });
      await delivery.getByRole("button", { name: "Out for delivery" }).first().click();
      await guest.locator('[data-status="out-for-delivery"]').waitFor();
      await delivery.getByRole("button", { name: "Delivered" }).first().click();
      await guest.locator('[data-status="delivered"]').waitFor();
      // Its bill, numbered and taxed as a table's, holds the UPI payment once.
      const listed: { id: string; billId: string | null }[] = await (await page.request.get("/api/online-orders")).json();
      const billId = listed.find((order) => order.id === orderId)?.billId;
      const receipt = await (await page.request.get(`/api/bills/${billId}/receipt`)).json();
      expect(receipt.bill).toMatchObject({ tableId: null, status: "paid", totalPaise: tracked.totalPaise });
      expect(receipt.payments).toMatchObject([{ method: "upi", amountPaise: tracked.totalPaise }]);
      // The counter prints it through the bills' own receipt page.
      await delivery.getByRole("link", { name: `Print the bill of token ${token.replace("Token ", "")}` }).click();
      await waitForHeading(page, "Print bill");
      await page.getByText(`DELIVERY · ${token}`).first().waitFor();
      expect(await page.getByText(receipt.bill.number).count()).toBeGreaterThan(0);
    } finally {
      await guest.context().close();
    }
  });

  it("a phone order taken at the counter for pickup reaches the pickup board", async () => {
    const { page } = journey;
    await signIn(page, DEMO_SIGN_INS.admin);
    await openForTakeout(page);
    await page.goto("/counter");
    await waitForHeading(page, "Counter");
    const form = page.getByRole("form", { name: "Phone order" });
    await form.getByRole("combobox", { name: "Dish" }).selectOption({ label: "Paneer Tikka · ₹280" });
    await form.getByRole("textbox", { name: "Guest's name" }).fill("Ramesh");
    await form.getByRole("textbox", { name: "Guest's phone" }).fill("9822001122");
    await form.getByRole("button", { name: "Take order" }).click();
    const board = page.getByRole("region", { name: "Pickup board" });
    await board.getByRole("button", { name: "Ready" }).first().waitFor();
    const listed = await (await page.request.get("/api/online-orders")).json();
    expect(listed.some((order: { customerName: string; fromSite: boolean }) => order.customerName === "Ramesh" && !order.fromSite)).toBe(
      true,
    );
  });

  it("a 390 px guest orders a dish with options in the option sheet; the counter and kitchen read the option; tracking turns Ready within 2 s of the counter's Ready, live, with no reload", async () => {
    const { page } = journey;
    await signIn(page, DEMO_SIGN_INS.admin);
    await openForTakeout(page);
    const me = (await (await page.request.get("/api/auth/me")).json()) as { restaurantId: string };
    const dish = unique("Veg Biryani");
    const created = await page.request.post(`/api/restaurants/${me.restaurantId}/menu`, {
      data: {
        name: dish,
        description: "Dum",
        price: 180,
        category: "Main Course",
        diet: "veg",
        optionGroups: [
          {
            id: "portion",
            name: "Portion",
            kind: "single",
            required: true,
            choices: [
              { id: "half", name: "Half", priceDelta: 0 },
              { id: "full", name: "Full", priceDelta: 140 },
            ],
          },
        ],
      },
    });
    expect(created.status()).toBe(201);

    const guest = await guestPhone();
    try {
      await guest.goto("/r/spice-garden/order");
      await guest.getByRole("heading", { name: /order online/ }).waitFor();
      // Veg marks beside the names; prices on one line and nothing wider than the phone.
      expect(await guest.getByRole("region", { name: "Menu" }).getByRole("img", { name: "Veg" }).count()).toBeGreaterThan(0);
      const layout = await guest.evaluate(() => ({
        wrapped: [...document.querySelectorAll<HTMLElement>("[data-price]")].filter(
          (price) => price.getBoundingClientRect().height > 2 * Number.parseFloat(getComputedStyle(price).fontSize),
        ).length,
        prices: document.querySelectorAll("[data-price]").length,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }));
      expect(layout).toMatchObject({ wrapped: 0, overflow: 0 });
      expect(layout.prices).toBeGreaterThan(1);

      await guest.getByRole("button", { name: `Add one ${dish}, with options` }).click();
      const sheet = guest.getByRole("dialog", { name: dish });
      await sheet.getByRole("radio", { name: /Full/ }).check();
      await sheet.getByRole("button", { name: "Add to Cart" }).click();
      await sheet.waitFor({ state: "hidden" });
      const cart = guest.getByRole("region", { name: "Your order" });
      await cart.getByText(`${dish} · Full`, { exact: true }).waitFor();
      await cart.getByText("₹320").waitFor();
      await guest.getByRole("textbox", { name: "Name" }).fill("Kavya Rao");
      await guest.getByRole("textbox", { name: "Phone" }).fill("9833012345");
      await guest.getByRole("button", { name: "Order: cash on pickup" }).click();
      const tokenText = guest.getByText(/^Token \d+$/);
      await tokenText.waitFor();
      const token = ((await tokenText.textContent()) ?? "").replace("Token ", "");
      const orderId = new URL(guest.url()).pathname.split("/").pop() ?? "";
      await guest.getByText(`1 × ${dish} · Full`).waitFor();

      await page.goto("/counter");
      await waitForHeading(page, "Counter");
      const card = page.getByRole("region", { name: "New online orders" }).locator(`[data-token="${token}"]`);
      await card.getByText(`1 × ${dish} · Full`).waitFor();
      await card.getByRole("button", { name: "Accept" }).click();
      await guest.locator('[data-status="accepted"]').waitFor();
      // Cash: the kitchen has it, so the estimate is a time, from the restaurant's measured prep times.
      await guest.getByText(/^Ready by about \d/).waitFor();

      const chef = await guestPhone();
      try {
        await signIn(chef, DEMO_SIGN_INS.chef);
        const ticket = chef.locator(`[data-order-id="${orderId}"]`);
        await chef.getByRole("listitem", { name: `PARCEL · Token ${token}` }).waitFor();
        await ticket.getByText("Full").first().waitFor();
      } finally {
        await chef.context().close();
      }

      // From here the page may not read the order itself nor reload: the stream alone brings Ready.
      const reads: string[] = [];
      guest.on("request", (request) => {
        if (new URL(request.url()).pathname === `/api/site-orders/${orderId}`) reads.push(request.url());
      });
      let navigations = 0;
      guest.on("framenavigated", () => {
        navigations += 1;
      });
      const row = page.getByRole("region", { name: "Pickup board" }).getByText(token, { exact: true }).locator("..");
      await row.getByRole("button", { name: "Ready" }).click();
      await guest.getByRole("status").filter({ hasText: "Ready for pickup" }).waitFor({ timeout: 2_000 });
      expect(reads).toEqual([]);
      expect(navigations).toBe(0);
    } finally {
      await guest.context().close();
    }
  });
});
