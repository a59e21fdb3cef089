import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overflowsHorizontally, waitForHeading, waitForServiceWorkerControl, waitForToast } from "../scripts/browser-flows";
import { setupJourney } from "./harness";
import { StaffApi, type StaffTable } from "./staff-api";

const journey = setupJourney();
let staff: StaffApi;

beforeAll(async () => {
  staff = await StaffApi.signIn(journey.url);
});

afterAll(() => staff?.dispose());

const DINER = { name: "Asha Rao", phone: "9876501234", email: "asha@example.in" };

/** Opens a table's page as a diner who just scanned its code, once the menu shows. */
async function openTable(page: Page, table: StaffTable): Promise<void> {
  await page.goto(`/menu/${table.qrCode}`);
  await waitForHeading(page, "Spice Garden");
}

function dish(page: Page, name: string): Locator {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

async function addToCart(page: Page, name: string, quantity: number): Promise<void> {
  await dish(page, name).getByRole("button", { name: "Add to Cart" }).click();
  for (let more = 1; more < quantity; more += 1)
    await page
      .getByRole("button", { name: `Add one ${name}` })
      .first()
      .click();
}

/** Opens Your Order from the Cart (n) button and fills the diner's details. */
async function fillOrder(page: Page, count: number): Promise<Locator> {
  await page.getByRole("button", { name: `Cart (${count})`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Your Order" });
  await dialog.getByLabel("Your Name *").fill(DINER.name);
  await dialog.getByLabel("Phone Number *").fill(DINER.phone);
  await dialog.getByLabel("Email Address *").fill(DINER.email);
  await dialog.getByLabel("Special Instructions (Optional)").fill("Less spicy, please");
  return dialog;
}

/** The diner's status card ("Order #<last 8 of the id>"). */
function statusCard(page: Page): Locator {
  return page.getByRole("region", { name: /^Order #/ });
}

describe("a diner orders from the table's QR code", () => {
  it("adds dishes, places the order, the kitchen sees it, and the status card follows the kitchen", async () => {
    const { page } = journey;
    const table = await staff.newTable();
    await openTable(page, table);
    await page.getByText(`Table ${table.tableNumber} · 4 seats`).waitFor();

    await addToCart(page, "Paneer Tikka", 2);
    await addToCart(page, "Butter Naan", 1);
    const dialog = await fillOrder(page, 3);
    await dialog.getByText("Total").waitFor();
    await dialog.getByRole("button", { name: "Place Order" }).click();

    await waitForToast(page, "Order Placed Successfully!");
    await page.getByText("Your order has been sent to the kitchen. Please wait at your table.").first().waitFor();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Cart (0)", exact: true }).waitFor();

    const [order, ...others] = await staff.ordersAt(table);
    expect(others).toEqual([]);
    expect(order?.status).toBe("pending");
    expect(order?.table).toEqual({ tableNumber: table.tableNumber });
    expect(order?.customerName).toBe(DINER.name);
    expect(order?.items.map(({ name, quantity, price }) => ({ name, quantity, price }))).toEqual([
      { name: "Paneer Tikka", quantity: 2, price: 280 },
      { name: "Butter Naan", quantity: 1, price: 60 },
    ]);
    expect(order?.totalAmount).toBe(2 * 280 + 60);

    const card = statusCard(page);
    await card.getByRole("heading", { name: `Order #${order?.id.slice(-8)}` }).waitFor();
    await card.getByText("Status: New Order").waitFor();
    await card.getByText("₹620").waitFor();

    // The kitchen moves it on; the open page catches up by itself, within seconds.
    await staff.advance(order?.id ?? "", "confirmed");
    await card.getByText("Status: Confirmed").waitFor({ timeout: 15_000 });
    await staff.advance(order?.id ?? "", "preparing");
    await card.getByText("Status: Preparing").waitFor({ timeout: 15_000 });

    // The last order and the emptied cart survive a reload.
    await page.reload();
    await statusCard(page).getByText("Status: Preparing").waitFor();
    await page.getByRole("button", { name: "Cart (0)", exact: true }).waitFor();
  });

  it("keeps the cart across a reload", async () => {
    const { page } = journey;
    const table = await staff.newTable();
    await openTable(page, table);
    await addToCart(page, "Masala Chai", 3);
    await page.getByRole("button", { name: "Cart (3)", exact: true }).waitFor();
    await page.reload();
    await waitForHeading(page, "Spice Garden");
    await page.getByRole("button", { name: "Cart (3)", exact: true }).waitFor();
    expect(await dish(page, "Masala Chai").getByRole("group", { name: "Quantity of Masala Chai" }).textContent()).toContain("3");
  });

  it("shows Unavailable and offers no way to add a sold-out dish", async () => {
    const { page } = journey;
    await openTable(page, await staff.newTable());
    const soldOut = dish(page, "Amritsari Fish");
    await soldOut.getByText("Unavailable").waitFor();
    expect(await soldOut.getByRole("button").count()).toBe(0);
    expect(await dish(page, "Paneer Tikka").getByRole("button", { name: "Add to Cart" }).count()).toBe(1);
  });

  it("asks the diner to review the open cart the moment a price changes (live), and then places it at the new price", async () => {
    const { page } = journey;
    const table = await staff.newTable();
    const special = await staff.newDish({
      name: `Chef's Thali ${table.tableNumber}`,
      description: "Today only",
      price: 300,
      category: "Main Course",
    });
    await openTable(page, table);
    await addToCart(page, special.name, 2);
    const dialog = await fillOrder(page, 2);
    await staff.updateDish({ ...special, price: 350 });

    // The page hears of the change on its stream: the open cart says so before any tap (docs/diner-ordering.md, Live page).
    await dialog.getByText("Please review your order.").waitFor();
    await dialog.getByText("₹700").first().waitFor();
    expect(await staff.ordersAt(table)).toEqual([]);

    await dialog.getByRole("button", { name: "Place Order" }).click();
    await waitForToast(page, "Order Placed Successfully!");
    const orders = await staff.ordersAt(table);
    expect(orders.map((order) => order.totalAmount)).toEqual([700]);
  });

  it.each([
    ["a double click", (button: Locator) => button.dblclick()],
    // Both clicks land before the page can redraw and disable the button: only the queue stands in the way.
    ["two clicks in one go", (button: Locator) => button.evaluate((element: HTMLElement) => [element.click(), element.click()])],
  ])("places one order for %s on Place Order", async (_case, press) => {
    const { page } = journey;
    const table = await staff.newTable();
    await openTable(page, table);
    await addToCart(page, "Samosa (2 pcs)", 1);
    const dialog = await fillOrder(page, 1);
    await press(dialog.getByRole("button", { name: "Place Order" }));
    await waitForToast(page, "Order Placed Successfully!");
    await statusCard(page).waitFor();
    expect(await staff.ordersAt(table)).toHaveLength(1);
  });

  it("shows the form's messages and sends nothing while they stand", async () => {
    const { page } = journey;
    const table = await staff.newTable();
    await openTable(page, table);
    await addToCart(page, "Gulab Jamun", 1);
    await page.getByRole("button", { name: "Cart (1)", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Your Order" });
    await dialog.getByLabel("Phone Number *").fill("98765abcde");
    await dialog.getByRole("button", { name: "Place Order" }).click();
    await dialog.getByText("Name is required").waitFor();
    await dialog.getByText("Phone number must contain only digits").waitFor();
    await dialog.getByText("Please enter a valid email address").waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("customerName");
    // Continue Shopping closes it with the keyboard too, and keeps what was typed.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Cart (1)", exact: true }).click();
    expect(await dialog.getByLabel("Phone Number *").inputValue()).toBe("98765abcde");
    await dialog.getByRole("button", { name: "Continue Shopping" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await staff.ordersAt(table)).toEqual([]);
  });
});

describe("codes that lead nowhere", () => {
  it("Invalid QR Code for a missing or malformed code", async () => {
    const { page } = journey;
    for (const path of ["/menu", "/menu/not!a-code"]) {
      await page.goto(path);
      await waitForHeading(page, "Invalid QR Code");
      await page.getByText("Please scan a valid table QR code").waitFor();
    }
  });

  it("Table Not Found for a code no open table has", async () => {
    const { page } = journey;
    await page.goto("/menu/AAAAAAAAAAAAAAAAAAAAAAAA");
    await waitForHeading(page, "Table Not Found");
    await page.getByText("This QR code is not valid or the table is not available").waitFor();
  });
});

describe("on a phone", () => {
  it("fits 360 px, with a floating cart button and every control at least 44 px", async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 360, height: 740 });
    await openTable(page, await staff.newTable());
    await addToCart(page, "Mango Lassi", 2);
    const floating = page.getByRole("button", { name: /^View Cart \(2\)/ });
    expect(await floating.isVisible()).toBe(true);
    expect(await overflowsHorizontally(page)).toBeNull();

    await floating.click();
    const dialog = page.getByRole("dialog", { name: "Your Order" });
    await dialog.getByLabel("Your Name *").waitFor();
    expect(await overflowsHorizontally(page)).toBeNull();
    const small = await page.locator("main button, dialog button, dialog input, dialog textarea").evaluateAll((controls) =>
      controls
        .filter((control) => control.getClientRects().length > 0)
        .map((control) => ({
          name: control.getAttribute("aria-label") ?? control.textContent,
          ...control.getBoundingClientRect().toJSON(),
        }))
        .filter((box) => box.height < 44 || box.width < 44),
    );
    expect(small).toEqual([]);
  });

  it("is readable at 200 % zoom without sideways scrolling", async () => {
    const { page } = journey;
    // 200 % zoom on a 360 px phone lays the page out 180 CSS px wide.
    await page.setViewportSize({ width: 180, height: 370 });
    await openTable(page, await staff.newTable());
    expect(await overflowsHorizontally(page)).toBeNull();
  });
});

// Stops the real server: the context's offline switch would not do, because it does not cut the
// service worker's own requests (docs/diner-ordering.md, How it is tested).
describe("on flaky Wi-Fi", () => {
  it("keeps the order on the phone while the server is unreachable and places it once when it is back", async () => {
    const { page, server } = journey;
    const table = await staff.newTable();
    await openTable(page, table);
    await waitForServiceWorkerControl(page);
    // Once more now that the worker controls the page, so it keeps a copy of this table's menu.
    await page.reload();
    await waitForHeading(page, "Spice Garden");
    await addToCart(page, "Dal Makhani", 1);
    await addToCart(page, "Garlic Naan", 2);
    const dialog = await fillOrder(page, 3);

    await server.stop();
    try {
      await dialog.getByRole("button", { name: "Place Order" }).click();
      await dialog
        .getByText("No connection right now. Your order is saved on this phone and will be sent as soon as the connection returns.")
        .waitFor();

      // The next visit, still without a server: the saved menu and the waiting order are there.
      await page.reload();
      await waitForHeading(page, "Spice Garden");
      await page.getByText(/^No connection: showing the menu saved on this phone/).waitFor();
      const waiting = page.getByRole("region", { name: "Order waiting to be sent" });
      await waiting.getByText("1 × Dal Makhani").waitFor();
      await waiting.getByText("2 × Garlic Naan").waitFor();
    } finally {
      await server.restart();
    }

    // Back online: the diner need not do anything; the saved order goes out on the next try.
    await page.reload();
    await waitForToast(page, "Order Placed Successfully!");
    await statusCard(page).getByText("Status: New Order").waitFor();
    await page.getByRole("region", { name: "Order waiting to be sent" }).waitFor({ state: "detached" });
    const orders = await staff.ordersAt(table);
    expect(orders.map((order) => order.totalAmount)).toEqual([260 + 2 * 70]);
  });
});
