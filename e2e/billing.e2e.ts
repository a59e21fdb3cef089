import jsQR from "jsqr";
import { type APIRequestContext, type Page, request } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingsBody } from "../api/test/restaurant-settings";
import { DEMO_SIGN_INS, signIn, waitForHeading, waitForToast } from "./flows";
import { setupJourney } from "./harness";

const journey = setupJourney();
let admin: APIRequestContext;
let restaurantId: string;

interface Bill {
  id: string;
  number: string;
  tableId: string;
  totalPaise: number;
  upiLink: string;
}

beforeAll(async () => {
  admin = await request.newContext({ baseURL: journey.url });
  await admin.post("/api/auth/login", { data: { emailOrUsername: "admin", password: "admin123", role: "admin" } });
  restaurantId = ((await (await admin.get("/api/auth/me")).json()) as { restaurantId: string }).restaurantId;
  const settings = await admin.put(`/api/restaurants/${restaurantId}/settings`, { data: settingsBody() });
  expect(settings.status()).toBe(200);
});

afterAll(() => admin?.dispose());

/** A new table with one order of two of the first dish, placed as a diner would. */
async function tableWithOrder(): Promise<{ id: string; tableNumber: string; qrCode: string }> {
  const tableNumber = `B${Date.now().toString(36)}`;
  const table = await (await admin.post(`/api/restaurants/${restaurantId}/tables`, { data: { tableNumber, capacity: 4 } })).json();
  const menu = (await (await admin.get(`/api/restaurants/${restaurantId}/menu`)).json()) as {
    id: string;
    name: string;
    price: number;
    isAvailable: boolean;
  }[];
  const dish = menu.find((item) => item.isAvailable);
  if (!dish) throw new Error("the demo menu is empty");
  const order = await admin.post(`/api/qr/${table.qrCode}/order`, {
    data: {
      customerName: "Asha Rao",
      customerPhone: "9876501234",
      customerEmail: "asha@example.in",
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity: 2 }],
      totalAmount: dish.price * 2,
    },
  });
  expect(order.status()).toBe(201);
  return table;
}

/** What a phone's camera reads from an <img> holding a PNG data URL. */
async function decodeQr(page: Page, name: string): Promise<string | undefined> {
  const image = page.getByRole("img", { name });
  await image.waitFor();
  const source = (await image.getAttribute("src")) ?? "";
  const png = PNG.sync.read(Buffer.from(source.replace(/^data:image\/png;base64,/, ""), "base64"));
  return jsQR(Uint8ClampedArray.from(png.data), png.width, png.height)?.data;
}

const rupees = (paise: number) => (paise % 100 === 0 ? `₹${(paise / 100).toLocaleString("en-IN")}` : `₹${(paise / 100).toFixed(2)}`);

describe("closing a table", () => {
  it("the diner asks for the bill, staff make it from the table on the floor board, the diner's phone pays by UPI from the exact link, staff record it and the diner sees Paid", async () => {
    const table = await tableWithOrder();
    const phone = await journey.context
      .browser()
      ?.newContext({ baseURL: journey.url, viewport: { width: 390, height: 844 }, isMobile: true });
    if (!phone) throw new Error("no browser");
    try {
      const diner = await phone.newPage();
      await diner.goto(`/menu/${table.qrCode}`);
      await waitForHeading(diner, "Spice Garden");

      await diner.getByRole("button", { name: "Ask for Bill" }).click();
      await diner.getByRole("button", { name: "Bill asked" }).waitFor();

      // The floor board shows the table as Bill asked, and its panel makes the bill.
      const { page } = journey;
      await signIn(page, DEMO_SIGN_INS.admin);
      await page.goto("/floor");
      await waitForHeading(page, "Floor");
      const tile = page
        .getByRole("list", { name: "Tables" })
        .getByRole("button", { name: new RegExp(`^Table ${table.tableNumber}: Bill asked`) });
      await tile.click();
      await page
        .getByRole("region", { name: `Table ${table.tableNumber}` })
        .getByRole("button", { name: `Make Bill for table ${table.tableNumber}` })
        .click();
      await waitForToast(page, "Bill Made");
      // The bill answers the diner's ask: the table reads Billed now.
      await page
        .getByRole("list", { name: "Tables" })
        .getByRole("button", { name: new RegExp(`^Table ${table.tableNumber}: Billed`) })
        .waitFor();

      const bills = (await (await admin.get(`/api/restaurants/${restaurantId}/bills`)).json()) as Bill[];
      const bill = bills.find((candidate) => candidate.tableId === table.id);
      if (!bill) throw new Error("no bill was made");
      const link = `upi://pay?pa=spicegarden@okaxis&pn=Spice%20Garden&am=${(bill.totalPaise / 100).toFixed(2)}&cu=INR&tn=${bill.number}`;
      expect(bill.upiLink).toBe(link);

      // The diner's phone shows the bill by itself, with the exact amount and link, and the same link as a QR code.
      const pay = diner.getByRole("link", { name: `Pay ${rupees(bill.totalPaise)} by UPI` });
      await pay.waitFor();
      expect(await pay.getAttribute("href")).toBe(link);
      expect(await decodeQr(diner, `UPI QR code to pay ${rupees(bill.totalPaise)}`)).toBe(link);

      // The counter's 80 mm receipt: a page 80 mm wide, one page long, whose QR decodes to the same link.
      await page.goto(`/bills/${bill.id}/print?paper=80mm`);
      await waitForHeading(page, "Print bill");
      expect(await decodeQr(page, `UPI QR code to pay ${rupees(bill.totalPaise)}`)).toBe(link);
      await expect.poll(() => page.locator("[data-paper='80mm']").textContent()).toContain("GSTIN 27AAPFU0939F1ZV");
      await page.emulateMedia({ media: "print" });
      const printed = await page.locator("[data-paper='80mm']").evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { width: box.width, headingShown: document.querySelector("h1")?.checkVisibility() ?? false };
      });
      expect(printed.headingShown).toBe(false);
      expect(Math.round(printed.width)).toBe(302);
      const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
      const boxes = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
      expect(boxes).toHaveLength(1);
      // 80 mm is 226.77 points.
      expect(Number(boxes[0]?.[1])).toBeCloseTo(226.77, 0);
      await page.emulateMedia({ media: "screen" });

      await page.goto("/orders-management");
      await waitForHeading(page, "Orders Management");
      const card = page.getByRole("region", { name: `Bill ${bill.number}` });
      const paidByUpi = card.getByRole("button", { name: "Paid by UPI" });
      await paidByUpi.click();
      // Paid at once on this screen: the payment buttons go and the badge says so.
      await paidByUpi.waitFor({ state: "detached" });
      expect(await card.getByText("Unpaid", { exact: true }).count()).toBe(0);
      await expect.poll(async () => ((await (await admin.get(`/api/bills/${bill.id}`)).json()) as { status: string }).status).toBe("paid");

      await diner.getByText("Paid, thank you").waitFor();
      expect(await pay.count()).toBe(0);
    } finally {
      await phone.close();
    }
  });

  it("says offline that making a bill needs the connection", async () => {
    const table = await tableWithOrder();
    const { page, context } = journey;
    await signIn(page, DEMO_SIGN_INS.admin);
    await page.goto("/orders-management");
    await waitForHeading(page, "Orders Management");
    const button = page.getByRole("button", { name: `Make Bill for table ${table.tableNumber}` });
    await button.waitFor();
    await context.setOffline(true);
    await page.getByText("Making a bill needs the connection").first().waitFor();
    expect(await button.isDisabled()).toBe(true);
    await context.setOffline(false);
  });
});
