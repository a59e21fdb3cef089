import { tmpdir } from "node:os";
import jsQR from "jsqr";
import { type APIRequestContext, type Page, request } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingsBody } from "../api/test/restaurant-settings";
import { DEMO_SIGN_INS, overflowsHorizontally, signIn, waitForHeading, waitForToast } from "../scripts/browser-flows";
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
      const link = `upi://pay?pa=spicegarden@okaxis&pn=Spice%20Garden&am=${(bill.totalPaise / 100).toFixed(2)}&cu=INR&tr=${bill.number}&tn=${bill.number}`;
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

/** A bill as the floor's panel shows it: its region, its amount field and what is due in it. */
async function makeBillOnTheFloor(page: Page, tableNumber: string) {
  await page
    .getByRole("list", { name: "Tables" })
    .getByRole("button", { name: new RegExp(`^Table ${tableNumber}:`) })
    .click();
  await page
    .getByRole("region", { name: `Table ${tableNumber}` })
    .getByRole("button", { name: `Make Bill for table ${tableNumber}` })
    .click();
  const card = page.getByRole("region", { name: /^Bill \d/ });
  await card.waitFor();
  const number = ((await card.getByRole("heading").first().textContent()) ?? "").replace(/^Bill /, "");
  const bills = (await (await admin.get(`/api/restaurants/${restaurantId}/bills`)).json()) as Bill[];
  const bill = bills.find((candidate) => candidate.number === number);
  if (!bill) throw new Error(`no bill ${number}`);
  return { card, bill, amount: card.getByRole("textbox", { name: "Amount (₹)" }) };
}

describe("the waiter closes a table on a 390 px phone", () => {
  it("makes the bill on the floor, takes ₹400 cash and the rest by UPI, gives change on an over-tender, and prints an 80 mm receipt with every amount on one line", async () => {
    const split = await tableWithOrder();
    const overTender = await tableWithOrder();
    const phone = await journey.context
      .browser()
      ?.newContext({ baseURL: journey.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    if (!phone) throw new Error("no browser");
    try {
      const page = await phone.newPage();
      await signIn(page, DEMO_SIGN_INS.waiter);
      await waitForHeading(page, "Waiter Panel");

      // ₹400 in cash, then the rest by UPI: the amount field offers what is still due after each part.
      const first = await makeBillOnTheFloor(page, split.tableNumber);
      expect(await first.card.getByText("CGST @ 2.5%").count()).toBe(1);
      await first.amount.fill("400");
      await first.card.getByRole("button", { name: "Paid by Cash" }).click();
      await expect.poll(() => first.amount.inputValue()).toBe(((first.bill.totalPaise - 40_000) / 100).toFixed(2));
      await first.card.getByRole("button", { name: "Paid by UPI" }).click();
      await first.card.getByText("Paid", { exact: true }).waitFor();
      expect(await overflowsHorizontally(page)).toBeNull();
      await expect
        .poll(async () => {
          const receipt = (await (await admin.get(`/api/bills/${first.bill.id}/receipt`)).json()) as {
            payments: { method: string; amountPaise: number }[];
          };
          return receipt.payments.map((payment) => `${payment.method} ${payment.amountPaise}`);
        })
        .toEqual([`cash 40000`, `upi ${first.bill.totalPaise - 40_000}`]);

      // ₹49 more cash than is due: the bill takes what is due and the screen says the change.
      const second = await makeBillOnTheFloor(page, overTender.tableNumber);
      await second.amount.fill(((second.bill.totalPaise + 4_900) / 100).toFixed(2));
      await second.card.getByRole("button", { name: "Paid by Cash" }).click();
      expect(await second.card.getByRole("status").textContent()).toBe("Change to give back: ₹49.00");
      await second.card.getByText("Paid", { exact: true }).waitFor();

      // The receipt prints from the panel; the browser's print dialog is stood in for, then the page is looked at as printed.
      await page.evaluate(() => {
        window.print = () => {
          document.body.dataset.printed = String(Number(document.body.dataset.printed ?? "0") + 1);
        };
      });
      await second.card.getByRole("button", { name: "Print Receipt" }).click();
      await page.waitForFunction(() => document.body.dataset.printed === "1");
      await page.emulateMedia({ media: "print" });
      const receipt = page.locator("[data-paper='80mm']");
      const printed = await receipt.evaluate((element) => {
        const text = element.querySelector("pre");
        const rows = [...(text?.children ?? [])].map((row) => ({
          text: row.textContent ?? "",
          lines: row.getClientRects().length,
          height: row.getBoundingClientRect().height,
        }));
        return {
          width: element.getBoundingClientRect().width,
          textFits: text ? text.scrollWidth <= text.clientWidth + 1 : false,
          rows,
          headingShown: document.querySelector("h1")?.checkVisibility() ?? false,
        };
      });
      expect(printed.headingShown).toBe(false);
      expect(Math.round(printed.width)).toBe(302);
      expect(printed.textFits).toBe(true);
      // Each row is one printed line: nothing wraps, so no amount is broken across two.
      const rowHeight = printed.rows[0]?.height ?? 0;
      for (const row of printed.rows) expect(Math.abs(row.height - rowHeight)).toBeLessThan(1);
      const text = printed.rows.map((row) => row.text).join("\n");
      expect(text).toMatch(/Item\s+Qty\s+Rate\s+Amount/);
      expect(text).toMatch(/Paid by Cash\s+[\d,]+\.\d\d\n\s+Tendered\s+[\d,]+\.\d\d\n\s+Change\s+49\.00/);
      expect(text).toContain("SAC 996331");
      expect(text).toMatch(/Billed by\s+waiter/);
      expect(text).toMatch(/Customer\s+Asha Rao/);
      await receipt.screenshot({ path: process.env.RECEIPT_SHOT ?? `${tmpdir()}/rasoi-receipt-80mm.png` });
      await page.emulateMedia({ media: "screen" });
    } finally {
      await phone.close();
    }
  });
});
