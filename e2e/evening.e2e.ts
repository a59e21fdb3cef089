import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { choose, signIn, unique, waitForHeading, waitForToast } from "../scripts/browser-flows";
import { eveningAnalytics } from "./evening/analytics";
import { eveningBillChanges } from "./evening/bills";
import { bookingEvening } from "./evening/bookings";
import { recordDinerReads } from "./evening/live-page";
import { eveningPartyMoves } from "./evening/moves";
import { openTheDrawer } from "./evening/owner";
import { type EveningPrinters, expectAddOnPrintedAlone, printersAtStations } from "./evening/printing";
import { expectSplitAcrossStations, routeBreadsToTandoor } from "./evening/stations";
import { eveningTakeout } from "./evening/takeout";
import { waitlistEvening } from "./evening/waitlist";
import { setupJourney } from "./harness";

/**
 * One whole evening of a new restaurant, across its roles and their devices, through the hand-offs
 * between features (docs/product.md). Every feature that touches the evening extends this journey
 * rather than starting its own: the owner on a desktop, the waiter on a 390 px phone, the chef on a
 * landscape tablet, diners on their own phones.
 */
const journey = setupJourney();

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
/** Long enough for a sync push and the server's answer on a busy machine. */
const SYNCED = { timeout: 15_000, interval: 200 };

interface Device {
  context: BrowserContext;
  page: Page;
}

async function device(viewport: { width: number; height: number }): Promise<Device> {
  const browser: Browser | null = journey.context.browser();
  if (!browser) throw new Error("the journey's browser is gone");
  const context = await browser.newContext({
    baseURL: journey.url,
    viewport,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
  });
  return { context, page: await context.newPage() };
}

interface Account {
  username: string;
  password: string;
}

/** The owner opens a restaurant from the sign-up page and signs in. */
async function registerRestaurant(page: Page, owner: Account, restaurantName: string): Promise<void> {
  await page.goto("/register");
  await waitForHeading(page, "Sign Up");
  await page.getByLabel("Username").fill(owner.username);
  await page.getByLabel("Email").fill(`${owner.username}@example.in`);
  await choose(page, "Role", "Restaurant Admin");
  await page.getByLabel("Restaurant Name").fill(restaurantName);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/login");
  await signIn(page, { ...owner, role: "Admin" });
}

/** The bill settings a registered restaurant needs: GST at 5 %, prices before GST, and its UPI ID. */
async function saveSettings(page: Page, restaurantName: string): Promise<void> {
  await page.goto("/restaurant-settings");
  await waitForHeading(page, "Restaurant Settings");
  await page.getByLabel("Legal name").fill(`${restaurantName} LLP`);
  await page.getByLabel("Address", { exact: true }).fill("12 MG Road, Pune 411001");
  await page.getByLabel("Phone").fill("9876501234");
  await choose(page, "GST", "Regular, 5 % GST");
  await page.getByLabel("GSTIN").fill("27AAPFU0939F1ZV");
  await page.getByLabel("FSSAI licence number").fill("11521999000123");
  await page.getByLabel("UPI ID").fill("evening@okaxis");
  await page.getByLabel("UPI payee name").fill(restaurantName);
  await page.getByRole("button", { name: "Save Settings" }).click();
  await waitForToast(page, "Settings Saved");
}

interface Dish {
  name: string;
  hindi: string;
  price: string;
  category: string;
  diet: "Veg" | "Non-veg";
  portions?: boolean;
  spice?: boolean;
}

async function addDish(page: Page, dish: Dish): Promise<void> {
  await page.getByLabel("Item Name *").fill(dish.name);
  await page.getByLabel("Price (₹) *").fill(dish.price);
  await choose(page, "Category *", dish.category);
  await choose(page, "Veg / Non-veg", dish.diet);
  await page.getByLabel("Item Name in Hindi").fill(dish.hindi);
  if (dish.portions) {
    await page.getByRole("button", { name: "+ Portion (Half / Full)" }).click();
    await page.getByLabel("Portion choice 2 price change (₹)").fill("140");
  }
  if (dish.spice) await page.getByRole("button", { name: "+ Spice Level" }).click();
  await page.getByRole("button", { name: "Add Item" }).click();
  await page.getByRole("region", { name: dish.name }).waitFor();
}

async function addTable(page: Page, tableNumber: string, seats: string): Promise<void> {
  await page.getByRole("button", { name: "Add Table" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Table" });
  await dialog.getByLabel("Table Number").fill(tableNumber);
  await dialog.getByLabel("Capacity (Number of Seats)").fill(seats);
  await dialog.getByRole("button", { name: "Add Table" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** The owner makes an invite link for `role` on the dashboard; the new staff member signs up with it and signs in. */
async function invite(owner: Page, staff: Page, role: "Waiter" | "Chef", account: Account): Promise<void> {
  await owner.goto("/dashboard");
  await waitForHeading(owner, "Admin Dashboard");
  await choose(owner, "Invite as", role);
  await owner.getByRole("button", { name: "Create invite link" }).click();
  const link = await owner.getByLabel("Invite link").inputValue();
  await staff.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await waitForHeading(staff, "Sign Up");
  await staff.getByLabel("Username").fill(account.username);
  await staff.getByLabel("Email").fill(`${account.username}@example.in`);
  await staff.getByLabel("Password", { exact: true }).fill(account.password);
  await staff.getByLabel("Confirm Password", { exact: true }).fill(account.password);
  await staff.getByRole("button", { name: "Create Account" }).click();
  await staff.waitForURL("**/login");
  await signIn(staff, { ...account, role });
}

interface Table {
  id: string;
  tableNumber: string;
  qrCode: string;
}

async function tablesOf(page: Page): Promise<Table[]> {
  const me = (await (await page.request.get("/api/auth/me")).json()) as { restaurantId: string };
  return (await (await page.request.get(`/api/restaurants/${me.restaurantId}/tables`)).json()) as Table[];
}

const tile = (page: Page, tableNumber: string) =>
  page.getByRole("list", { name: "Tables" }).getByRole("button", { name: new RegExp(`^Table ${tableNumber}:`) });

describe("one evening, start to finish", () => {
  // A whole evening across four devices: minutes, not the one a single journey gets.
  it("a new restaurant sets up, diners order and call, the waiter and the chef serve, and the owner's figures add up", {
    timeout: 300_000,
  }, async () => {
    const suffix = unique("").trim();
    const restaurantName = `Saffron ${suffix}`;
    const owner = { username: `owner-${suffix}`, password: "saffron123" };
    const { page } = journey;

    // The owner, at a desktop: a restaurant, its bill settings, two dishes in English and Hindi, two tables.
    await registerRestaurant(page, owner, restaurantName);
    await saveSettings(page, restaurantName);
    // The owner's view (e2e/evening/owner.ts): the cash drawer opens before the first diner.
    const drawer = await openTheDrawer(page, "2000");
    await page.goto("/menu-editor");
    await waitForHeading(page, "Menu Editor");
    await addDish(page, {
      name: "Chicken Biryani",
      hindi: "चिकन बिरयानी",
      price: "180",
      category: "Biryani",
      diet: "Non-veg",
      portions: true,
      spice: true,
    });
    await addDish(page, { name: "Butter Naan", hindi: "बटर नान", price: "60", category: "Breads", diet: "Veg" });
    // Stations (e2e/evening/stations.ts): a Tandoor for the breads; the biryani stays with the Kitchen.
    await routeBreadsToTandoor(page);
    // Printing (e2e/evening/printing.ts): the Kitchen and the Tandoor get network printers; a test page prints.
    const printers: EveningPrinters = await printersAtStations(page);
    await page.goto("/table-management");
    await waitForHeading(page, "Table Management");
    await addTable(page, "1", "4");
    await addTable(page, "2", "2");
    const tables = await expect
      .poll(async () => (await tablesOf(page)).filter((table) => table.qrCode !== ""), SYNCED)
      .toHaveLength(2)
      .then(() => tablesOf(page));
    const table1 = tables.find((table) => table.tableNumber === "1");
    if (!table1) throw new Error("table 1 was not saved");

    // The staff join by invitation: the waiter on a phone, the chef on a landscape tablet.
    const waiter = await device(PHONE);
    const chef = await device(TABLET);
    const diner = await device(PHONE);
    try {
      await invite(page, waiter.page, "Waiter", { username: `waiter-${suffix}`, password: "waiter123" });
      await waitForHeading(waiter.page, "Waiter Panel");
      await invite(page, chef.page, "Chef", { username: `chef-${suffix}`, password: "chef1234" });
      await waitForHeading(chef.page, "Chef Panel");
      await chef.page.getByRole("dialog", { name: "Ready for service?" }).getByRole("button", { name: "Start service" }).click();

      // A diner at table 1 orders a Full, Spicy biryani in Hindi and calls the waiter.
      await diner.page.goto(`/menu/${table1.qrCode}`);
      await waitForHeading(diner.page, restaurantName);
      await diner.page.getByRole("button", { name: "हिन्दी" }).click();
      await diner.page
        .getByRole("listitem")
        .filter({ has: diner.page.getByRole("heading", { level: 3, name: "चिकन बिरयानी" }) })
        .getByRole("button", { name: "कार्ट में डालें" })
        .click();
      const sheet = diner.page.getByRole("dialog", { name: "चिकन बिरयानी" });
      await sheet.getByRole("radio", { name: /Full/ }).check();
      await sheet.getByRole("radio", { name: /Spicy/ }).check();
      await sheet.getByRole("button", { name: "कार्ट में डालें" }).click();
      await diner.page.getByRole("button", { name: "कार्ट (1)", exact: true }).click();
      const cart = diner.page.getByRole("dialog", { name: "आपका ऑर्डर" });
      await cart.getByLabel("आपका नाम *").fill("Asha Rao");
      await cart.getByLabel("फ़ोन नंबर *").fill("9876501234");
      await cart.getByLabel("ईमेल पता *").fill("asha@example.in");
      await cart.getByRole("button", { name: "ऑर्डर करें" }).click();
      await waitForToast(diner.page, "ऑर्डर हो गया!");

      // The chef's tablet shows it at once; the waiter's phone shows the table and the diner's call.
      const ticket = chef.page.getByRole("region", { name: "New Order" }).getByRole("listitem", { name: "Table 1" });
      await ticket.getByText("1 x Chicken Biryani · Full · Spicy").waitFor();
      await diner.page.getByRole("button", { name: /^(Call Waiter|वेटर को बुलाएँ)$/ }).click();
      await waiter.page
        .getByRole("list", { name: "Tables" })
        .getByRole("button", { name: /^Table 1: .*, calling$/ })
        .waitFor();
      // From here the diner's page reads only what a change made stale: the call's answer nothing, the waiter's order its order.
      const dinerReads = recordDinerReads(diner.page);
      await waiter.page.getByRole("listitem", { name: "Call from table 1" }).getByRole("button", { name: "Acknowledge" }).click();
      await waiter.page.getByRole("listitem", { name: "Call from table 1" }).getByText("On the way").waitFor();

      // The waiter takes a second order on the pad while the phone is offline; it reaches the kitchen once when back.
      await tile(waiter.page, "1").click();
      await waiter.context.setOffline(true);
      await waiter.page
        .getByRole("region", { name: "Table 1" })
        .getByRole("button", { name: /^(Take Order|Add to Order)$/ })
        .click();
      const pad = waiter.page.getByRole("region", { name: "Order for Table 1" });
      // Each tile carries its veg mark and a price on one line ("₹12 / 0" would read as ₹12).
      await pad.getByRole("button", { name: "Add Butter Naan" }).locator('[title="Veg"]').waitFor();
      await pad.getByRole("button", { name: "Add Chicken Biryani" }).locator('[title="Non-veg"]').waitFor();
      const priceLines = await pad
        .locator("ul button > span:last-child")
        .evaluateAll((prices) => prices.map((price) => price.getClientRects().length === 1 && price.getBoundingClientRect().height < 30));
      expect(priceLines).toEqual([true, true]);
      await pad.getByRole("button", { name: "Add Butter Naan" }).click();
      await pad.getByRole("button", { name: "One more Butter Naan" }).click();
      await pad.getByRole("button", { name: /^Send to Kitchen \(2\)/ }).click();
      await waitForToast(waiter.page, "Saved, sends when online");
      await waiter.page.getByText("1 change waiting to sync").waitFor();
      await waiter.context.setOffline(false);
      await waiter.page.getByText(/changes? waiting to sync/).waitFor({ state: "detached", timeout: SYNCED.timeout });
      const naan = chef.page
        .getByRole("region", { name: "New Order" })
        .getByRole("listitem", { name: "Table 1" })
        .filter({ hasText: "2 x Butter Naan" });
      await naan.waitFor();
      expect(await naan.count()).toBe(1);
      await expect.poll(() => dinerReads.reads.includes("order"), SYNCED).toBe(true);
      dinerReads.stop();
      expect(dinerReads.reads.filter((read) => read === "bill")).toEqual([]);
      // Stations (e2e/evening/stations.ts): the table's orders split across the Kitchen and the Tandoor.
      await expectSplitAcrossStations(chef.page);
      // Printing (e2e/evening/printing.ts): the add-on printed only the naan, at the Tandoor, marked ADD.
      await expectAddOnPrintedAlone(printers);

      // The chef moves both orders on: confirmed, then preparing.
      for (const step of ["Confirm Order", "Start Preparing"]) {
        for (let left = 2; left > 0; left -= 1) {
          await chef.page.getByRole("listitem", { name: "Table 1" }).getByRole("button", { name: step }).first().click();
        }
      }
      const cooking = chef.page.getByRole("region", { name: "Preparing" }).getByRole("listitem", { name: "Table 1" });
      await cooking.nth(1).waitFor();

      // The chef puts both at the pass; the waiter's phone says so on the table and at the top of the orders to serve.
      for (const index of [0, 1]) {
        const ticket = cooking.nth(index);
        await ticket.getByRole("button", { name: "Mark Ready" }).click();
        // Each tap is seen before the next: a second tap on a relabelled button would take it back.
        await ticket.getByText("Ready at the pass").waitFor();
      }
      await waiter.page
        .getByRole("list", { name: "Tables" })
        .getByRole("button", { name: /^Table 1: Preparing · \d+ min, ready at the pass$/ })
        .waitFor({ timeout: 2000 });
      const toServe = waiter.page.getByRole("list", { name: "Ready to serve" }).getByRole("listitem", { name: "Order for table 1" });
      await toServe.getByText("Ready at the pass").nth(1).waitFor();
      await toServe.first().getByRole("button", { name: "Mark Served" }).click();
      await toServe.nth(1).waitFor({ state: "detached" });
      await toServe.first().getByRole("button", { name: "Mark Served" }).click();
      await waiter.page.getByText("Nothing to serve right now").waitFor();
      await tile(waiter.page, "1").filter({ hasText: "All served" }).waitFor();

      // The waiter closes the table on the phone: the bill, ₹400 in cash and the rest by UPI, the 80 mm receipt.
      // The table is still open on the panel from the pad; a tap on its tile would close it.
      if ((await tile(waiter.page, "1").getAttribute("aria-pressed")) !== "true") await tile(waiter.page, "1").click();
      await waiter.page.getByRole("region", { name: "Table 1" }).getByRole("button", { name: "Make Bill for table 1" }).click();
      const billCard = waiter.page.getByRole("region", { name: /^Bill \d/ });
      await billCard.waitFor();
      await billCard.getByText("CGST @ 2.5%").waitFor();
      const amount = billCard.getByRole("textbox", { name: "Amount (₹)" });
      const due = Number(await amount.inputValue());
      await amount.fill("400");
      await billCard.getByRole("button", { name: "Paid by Cash" }).click();
      await expect.poll(() => amount.inputValue()).toBe((due - 400).toFixed(2));
      await billCard.getByRole("button", { name: "Paid by UPI" }).click();
      await billCard.getByText("Paid", { exact: true }).waitFor();
      await waiter.page.evaluate(() => {
        window.print = () => {
          document.body.dataset.printed = "yes";
        };
      });
      await billCard.getByRole("button", { name: "Print Receipt" }).click();
      await waiter.page.waitForFunction(() => document.body.dataset.printed === "yes");
      await waiter.page.emulateMedia({ media: "print" });
      const receipt = await waiter.page.locator("[data-paper='80mm'] pre").evaluate((text) => ({
        fits: text.scrollWidth <= text.clientWidth + 1,
        heights: [...text.children].map((row) => Math.round(row.getBoundingClientRect().height)),
        text: text.textContent ?? "",
      }));
      expect(receipt.fits).toBe(true);
      expect(new Set(receipt.heights).size).toBe(1);
      expect(receipt.text).toMatch(/Paid by Cash\s+400\.00/);
      expect(receipt.text).toMatch(/Paid by UPI\s+[\d,]+\.\d\d/);
      expect(receipt.text).toContain("SAC 996331");
      await waiter.page.emulateMedia({ media: "screen" });

      // Paid in full with everything served: the diner's phone says so, and the table is free for the next party.
      await diner.page.getByText(/Paid, thank you|भुगतान हो गया/).waitFor();

      // The owner marks the biryani sold out; the diner's open page says so within seconds, with no reload.
      await page.goto("/menu-editor");
      await waitForHeading(page, "Menu Editor");
      await page.getByRole("region", { name: "Chicken Biryani" }).getByRole("button", { name: "Mark Chicken Biryani sold out" }).click();
      const biryani = diner.page.getByRole("listitem").filter({ has: diner.page.getByRole("heading", { level: 3, name: "चिकन बिरयानी" }) });
      await biryani.getByRole("button", { name: "कार्ट में डालें" }).waitFor({ state: "detached", timeout: 5_000 });
      await waiter.page.goto("/dashboard");
      await tile(waiter.page, "1").filter({ hasText: "Free" }).waitFor();
      const nextParty = await device(PHONE);
      try {
        await nextParty.page.goto(`/menu/${table1.qrCode}`);
        await waitForHeading(nextParty.page, restaurantName);
        await nextParty.page.getByRole("button", { name: "Call Waiter" }).waitFor();
        expect(await nextParty.page.getByText(/Your bill|Paid, thank you/).count()).toBe(0);
        expect(await nextParty.page.getByRole("link", { name: /by UPI/ }).count()).toBe(0);
      } finally {
        await nextParty.context.close();
      }

      // Bookings (e2e/evening/bookings.ts): a reservation within the hour holds table 2 on the floor until the guest cancels.
      await bookingEvening(page, "2");
      // Extension point (waitlist, e2e/evening/waitlist.ts): a party waits at the door, is notified and seated at table 2, and orders there.
      const table2 = tables.find((table) => table.tableNumber === "2");
      if (!table2) throw new Error("table 2 was not saved");
      await waitlistEvening(page, { restaurantName, tableNumber: "2", qrCode: table2.qrCode, newPhone: () => device(PHONE) });
      // Moves (issue 30, e2e/evening/moves.ts): a party of four at table 2 moves to table 5 on the waiter's phone.
      const party = await device(PHONE);
      try {
        await eveningPartyMoves(page, { diner: party.page, waiter: waiter.page, chef: chef.page }, restaurantName, "Butter Naan");
        // Bill changes (issue 30, e2e/evening/bills.ts): at table 5 a dish is voided, the bill split in two, one part 10 % off on the admin's PIN, both paid.
        await eveningBillChanges(
          { owner: page, waiter: waiter.page },
          { ownerUsername: owner.username, tableNumber: "5", dish: "Butter Naan", ordered: 4 },
        );
      } finally {
        await party.context.close();
      }
    } finally {
      await Promise.all([waiter.context.close(), chef.context.close(), diner.context.close(), printers.stop()]);
    }

    // Takeout (issue 31): one pickup order from the website, through the owner's counter (e2e/evening/takeout.ts).
    await eveningTakeout(page, () => device(PHONE), "Butter Naan");

    // The owner: the day's CSV adds up, and Reports' Net Sales and the dashboard's Today's Net Sales (this
    // device's copy, once the takeout's bill has reached it) are its total.
    await page.goto("/reports");
    await waitForHeading(page, "Reports");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    const csv = readFileSync((await download.path()) ?? "", "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    // The bills' table is the first block; the money changes by reason and staff follow an empty line.
    const rows = (csv.trimEnd().split("\r\n\r\n")[0] ?? "").split("\r\n").map((row) => row.split(","));
    const subtotal = rows[0]?.indexOf("Subtotal") ?? -1;
    const cells = rows.slice(1).map((row) => Math.round(Number(row[subtotal]) * 100));
    expect(cells.slice(0, -1).reduce((sum, cell) => sum + cell, 0)).toBe(cells.at(-1));
    const netSales = `₹${((cells.at(-1) ?? 0) / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;
    const totals = page.getByRole("region", { name: "Totals" });
    await expect.poll(async () => /Net Sales(₹[\d,]+\.\d\d)/.exec((await totals.textContent()) ?? "")?.[1], SYNCED).toBe(netSales);
    await page.goto("/dashboard");
    await waitForHeading(page, "Admin Dashboard");
    const salesCard = page.getByRole("region", { name: "Today's Net Sales" }).locator("p");
    // "…" until this device's copy of today's bills has arrived.
    await expect.poll(async () => (await salesCard.textContent())?.trim(), SYNCED).toBe(netSales);
    // Analytics (issue 33, e2e/evening/analytics.ts): the evening's best seller and its takeout, counted today.
    await eveningAnalytics(page, "Butter Naan");
    // The owner's view (e2e/evening/owner.ts): the drawer closes blind, and its Z report's net sales are the evening's.
    await drawer.close(netSales);
  });
});
