import { type APIRequestContext, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingsBody } from "../api/test/restaurant-settings";
import { choose, DEMO_SIGN_INS, overflowsHorizontally, signIn, waitForHeading, waitForToast } from "../scripts/browser-flows";
import { setupJourney } from "./harness";

const journey = setupJourney();
let admin: APIRequestContext;
let waiter: APIRequestContext;
let restaurantId: string;

interface Bill {
  id: string;
  number: string;
  subtotalPaise: number;
  totalPaise: number;
}

interface Dish {
  id: string;
  name: string;
  price: number;
  isAvailable: boolean;
}

const signedIn = async (username: string, password: string, role: string) => {
  const context = await request.newContext({ baseURL: journey.url });
  expect((await context.post("/api/auth/login", { data: { emailOrUsername: username, password, role } })).status()).toBe(200);
  return context;
};

beforeAll(async () => {
  admin = await signedIn("admin", "admin123", "admin");
  waiter = await signedIn("waiter", "waiter123", "waiter");
  restaurantId = ((await (await admin.get("/api/auth/me")).json()) as { restaurantId: string }).restaurantId;
  expect((await admin.put(`/api/restaurants/${restaurantId}/settings`, { data: settingsBody() })).status()).toBe(200);
});

afterAll(async () => {
  await admin?.dispose();
  await waiter?.dispose();
});

/** A new table of `outlet` with one diner's order of `quantity` of `dish`, billed. */
async function billed(outlet: string, dish: Dish, quantity: number): Promise<Bill> {
  const tableNumber = `O${Math.random().toString(36).slice(2, 8)}`;
  const table = await (await admin.post(`/api/restaurants/${outlet}/tables`, { data: { tableNumber, capacity: 4 } })).json();
  const order = await admin.post(`/api/qr/${table.qrCode}/order`, {
    data: {
      customerName: "Asha Rao",
      customerPhone: "9876501234",
      customerEmail: "asha@example.in",
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity }],
      totalAmount: dish.price * quantity,
    },
  });
  expect(order.status()).toBe(201);
  const bill = await admin.post(`/api/restaurants/${outlet}/bills`, { data: { tableId: table.id } });
  expect(bill.status()).toBe(201);
  return bill.json();
}

const pay = async (bill: Bill, method: string, amountPaise: number) => {
  if (amountPaise > 0) expect((await waiter.post(`/api/bills/${bill.id}/payments`, { data: { method, amountPaise } })).status()).toBe(200);
};

const menuOf = async (outlet: string) =>
  ((await (await admin.get(`/api/restaurants/${outlet}/menu`)).json()) as Dish[]).filter((dish) => dish.isAvailable);

describe("the owner's evening", () => {
  it("opens the drawer with ₹2,000, pays ₹300 for vegetables, counts ₹5,140 blind and sees ₹40 short; the Z report matches the bills; analytics and a second outlet", async () => {
    const page = journey.page;
    await signIn(page, DEMO_SIGN_INS.admin);
    // The newer admin screens sit behind More in the bar.
    await page.locator("summary", { hasText: "More" }).click();
    await page.getByRole("link", { name: "Cash Drawer" }).click();
    await waitForHeading(page, "Cash Drawer");
    await page.getByLabel("Float (₹)").fill("2000");
    await page.getByRole("button", { name: "Open Shift" }).click();
    await page.getByRole("heading", { name: "Shift open" }).waitFor();

    // The evening: the dearest dish sells most; ₹3,480 of it is taken in cash, the rest by UPI.
    const menu = await menuOf(restaurantId);
    const [star, other] = [...menu].sort((a, b) => b.price - a.price || a.name.localeCompare(b.name));
    if (!star || !other) throw new Error("the demo menu needs two dishes");
    const bills = [await billed(restaurantId, star, 6), await billed(restaurantId, other, 1), await billed(restaurantId, star, 4)];
    let cashLeft = 348_000;
    for (const bill of bills) {
      const cash = Math.min(cashLeft, bill.totalPaise);
      cashLeft -= cash;
      await pay(bill, "cash", cash);
      await pay(bill, "upi", bill.totalPaise - cash);
    }
    expect(cashLeft).toBe(0);

    await page.getByLabel("Amount (₹)").fill("300");
    await page.getByLabel("Reason").fill("Vegetables");
    await page.getByRole("button", { name: "Cash Out" }).click();
    await waitForToast(page, "Cash Out Recorded");

    // Blind: nothing on the screen says what is expected until the count is in.
    expect(await page.getByText("Expected cash").count()).toBe(0);
    await page.getByLabel("Counted cash (₹)").fill("5140");
    await page.getByRole("button", { name: "Close Shift" }).click();
    await page.getByText("Short by ₹40.00").waitFor();
    const z = page
      .locator("section, div")
      .filter({ has: page.getByRole("heading", { name: /^Z report/ }) })
      .last();
    const sales = bills.reduce((sum, bill) => sum + bill.subtotalPaise, 0);
    const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;
    for (const figure of ["₹5,180.00", "₹5,140.00", "₹300.00", rupees(sales), "₹3,480.00"]) await z.getByText(figure).first().waitFor();

    await page.locator("summary", { hasText: "More" }).click();
    await page.getByRole("link", { name: "Analytics" }).click();
    await waitForHeading(page, "Analytics");
    const best = page.getByRole("table", { name: "Best sellers" }).getByRole("row").nth(1);
    await best.getByText(star.name).waitFor();
    await page.getByRole("img", { name: "Net sales by day" }).waitFor();

    // A second outlet, opened from the Dashboard: the owner switches to it from the nav, adds a dish there and switches back.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await waitForHeading(page, "Admin Dashboard");
    await page.getByLabel("New outlet name").fill("Spice Garden Koramangala");
    await page.getByRole("button", { name: "Open Outlet" }).click();
    await waitForToast(page, "Outlet Opened");
    const outlets = (await (await admin.get("/api/owner/outlets")).json()) as { id: string; name: string }[];
    const outlet = outlets.find((one) => one.name === "Spice Garden Koramangala")?.id ?? "";
    const switcher = page.getByRole("combobox", { name: "Outlet", exact: true });
    await switcher.selectOption({ label: "Spice Garden Koramangala" });
    await waitForHeading(page, "Admin Dashboard");
    await expect.poll(() => switcher.inputValue()).toBe(outlet);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Menu Editor" }).click();
    await waitForHeading(page, "Menu Editor");
    const dosa = "Koramangala Ghee Roast Dosa";
    await page.getByLabel("Item Name *").fill(dosa);
    await page.getByLabel("Price (₹) *").fill("160");
    await choose(page, "Category *", "Main Course");
    await page.getByRole("button", { name: "Add Item" }).click();
    await page.getByRole("region", { name: dosa }).getByText("₹160").waitFor();
    await expect.poll(async () => (await menuOf(outlet)).map((dish) => dish.name), { timeout: 20_000 }).toEqual([dosa]);
    // Nothing of the first outlet's menu on the second outlet's screen.
    expect(await page.getByRole("region", { name: star.name }).count()).toBe(0);

    expect((await admin.put(`/api/restaurants/${outlet}/settings`, { data: settingsBody() })).status()).toBe(200);
    const far = await billed(outlet, (await menuOf(outlet))[0] as Dish, 2);

    await switcher.selectOption(restaurantId);
    await waitForHeading(page, "Admin Dashboard");
    await expect.poll(() => switcher.inputValue()).toBe(restaurantId);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Menu Editor" }).click();
    await waitForHeading(page, "Menu Editor");
    await page.getByRole("region", { name: star.name }).waitFor();
    expect(await page.getByRole("region", { name: dosa }).count()).toBe(0);

    // The roll-up counts the second outlet's sale; each outlet alone has its own.
    await page.locator("summary", { hasText: "More" }).click();
    await page.getByRole("link", { name: "Analytics" }).click();
    await waitForHeading(page, "Analytics");
    const net = page.locator("dt", { hasText: /^Net Sales$/ }).locator("xpath=following-sibling::dd");
    const rupeesOf = async () => Math.round(Number((await net.textContent())?.replace(/[^\d.]/g, "")) * 100);
    await net.waitFor();
    const thisOutlet = await rupeesOf();
    const outletsShown = page.getByRole("combobox", { name: "Outlets" });
    await outletsShown.selectOption({ label: "All outlets together" });
    await expect.poll(rupeesOf).toBe(thisOutlet + far.subtotalPaise);
    await outletsShown.selectOption({ label: "Spice Garden Koramangala" });
    await expect.poll(rupeesOf).toBe(far.subtotalPaise);
    await page.getByRole("table", { name: "Best sellers" }).getByText(dosa).waitFor();

    // On a 390 px phone the outlet's name and its switch sit in the bar without widening the page.
    await page.setViewportSize({ width: 390, height: 800 });
    const box = await switcher.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await overflowsHorizontally(page)).toBeNull();

    expect((await waiter.get(`/api/restaurants/${outlet}/bills`)).status()).toBe(403);
    const waiterBills = (await (await waiter.get(`/api/restaurants/${restaurantId}/bills`)).json()) as Bill[];
    expect(waiterBills.map((bill) => bill.id)).not.toContain(far.id);
    const waiterMenu = (await (await waiter.get(`/api/restaurants/${restaurantId}/menu`)).json()) as Dish[];
    expect(waiterMenu.map((dish) => dish.name)).not.toContain(dosa);
  });
});
