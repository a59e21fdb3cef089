import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choose, DEMO_SIGN_INS, signIn, unique, waitForHeading, waitForToast } from "../scripts/browser-flows";
import { qrMenu } from "./diner-api";
import { setupJourney } from "./harness";
import { StaffApi, type StaffTable } from "./staff-api";

const journey = setupJourney();
let staff: StaffApi;

beforeAll(async () => {
  staff = await StaffApi.signIn(journey.url);
});

afterAll(() => staff?.dispose());

const SYNCED = { timeout: 15_000, interval: 200 };
const DISH = unique("Chicken Biryani");

async function dishOnQr(table: StaffTable) {
  return (await qrMenu(journey.url, table.qrCode)).find((item) => item.name === DISH);
}

/** Another person on another phone or tablet: a context of its own, closed by `use`'s end. */
async function asSomeoneElse<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const browser: Browser | null = journey.context.browser();
  if (!browser) throw new Error("the journey's browser is gone");
  const context: BrowserContext = await browser.newContext({ baseURL: journey.url, viewport: { width: 400, height: 800 } });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The diner taps the dish's Add to Cart, picks in the sheet, and adds the line. */
async function addWithOptions(page: Page, choices: string[]): Promise<void> {
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: "चिकन बिरयानी" }) })
    .getByRole("button", { name: "कार्ट में डालें" })
    .click();
  const sheet = page.getByRole("dialog", { name: "चिकन बिरयानी" });
  for (const choice of choices) await sheet.getByRole("radio", { name: new RegExp(choice) }).check();
  await sheet.getByRole("button", { name: "कार्ट में डालें" }).click();
  await sheet.waitFor({ state: "hidden" });
}

describe("a biryani with portions and a spice level, ordered in Hindi", () => {
  it("the admin sets it up, a diner orders a Full Spicy and a Half in हिन्दी, and the kitchen reads both lines in English", async () => {
    const { page } = journey;
    const table = await staff.newTable();

    // The admin: Half ₹180 / Full +₹140, a spice level, a Hindi name.
    await signIn(page, DEMO_SIGN_INS.admin);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Menu Editor" }).click();
    await waitForHeading(page, "Menu Editor");
    await page.getByLabel("Item Name *").fill(DISH);
    await page.getByLabel("Price (₹) *").fill("180");
    await choose(page, "Category *", "Biryani");
    await page.getByLabel("Item Name in Hindi").fill("चिकन बिरयानी");
    await page.getByRole("button", { name: "+ Portion (Half / Full)" }).click();
    await page.getByLabel("Portion choice 2 price change (₹)").fill("140");
    await page.getByRole("button", { name: "+ Spice Level" }).click();
    await page.getByRole("button", { name: "Add Item" }).click();
    await page.getByRole("region", { name: DISH }).getByText("Portion: Half ₹180 / Full ₹320").waitFor();
    await waitForToast(page, "Success");
    await expect.poll(async () => (await dishOnQr(table))?.optionGroups.length, SYNCED).toBe(2);

    // The diner, in हिन्दी: two lines of one dish.
    const order = await asSomeoneElse(async (diner) => {
      await diner.goto(`/menu/${table.qrCode}`);
      await waitForHeading(diner, "Spice Garden");
      await diner.getByRole("button", { name: "हिन्दी" }).click();
      await diner.getByRole("button", { name: "कार्ट (0)", exact: true }).waitFor();
      await addWithOptions(diner, ["Full", "Spicy"]);
      await addWithOptions(diner, ["Half"]);
      await diner.getByRole("button", { name: "कार्ट (2)", exact: true }).click();
      const dialog = diner.getByRole("dialog", { name: "आपका ऑर्डर" });
      await dialog.getByText("चिकन बिरयानी · Full · Spicy").waitFor();
      await dialog.getByText("चिकन बिरयानी · Half").waitFor();
      await dialog.getByLabel("आपका नाम *").fill("Asha Rao");
      await dialog.getByLabel("फ़ोन नंबर *").fill("9876501234");
      await dialog.getByLabel("ईमेल पता *").fill("asha@example.in");
      await dialog.getByRole("button", { name: "ऑर्डर करें" }).click();
      await waitForToast(diner, "ऑर्डर हो गया!");
      // Remembered on the phone: a reload opens in हिन्दी.
      await diner.reload();
      await diner.getByRole("button", { name: "हिन्दी", pressed: true }).waitFor();
      const [placed, ...others] = await staff.ordersAt(table);
      expect(others).toEqual([]);
      return placed;
    });
    expect(order?.totalAmount).toBe(320 + 180);
    expect(order?.items.map((line) => ({ name: line.name, price: line.price }))).toEqual([
      { name: DISH, price: 320 },
      { name: DISH, price: 180 },
    ]);

    // The kitchen, in English whatever the diner read.
    await asSomeoneElse(async (chef) => {
      await signIn(chef, DEMO_SIGN_INS.chef);
      await waitForHeading(chef, "Chef Panel");
      const ticket = chef.getByRole("region", { name: "New Order" }).getByRole("listitem", { name: `Table ${table.tableNumber}` });
      await ticket.getByText(`1 x ${DISH} · Full · Spicy`).waitFor({ timeout: 10_000 });
      await ticket.getByText(`1 x ${DISH} · Half`).waitFor();
      expect(await ticket.locator("strong", { hasText: "Spicy" }).count()).toBe(1);
    });
  });
});
