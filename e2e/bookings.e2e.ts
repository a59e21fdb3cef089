import jsQR from "jsqr";
import { type APIRequestContext, request } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingsBody } from "../api/test/restaurant-settings";
import { DEMO_SIGN_INS, signIn, unique, waitForHeading, waitForToast } from "../scripts/browser-flows";
import { setupJourney } from "./harness";

const journey = setupJourney();
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
/** The demo restaurant's slug (migration 020 makes it from its name). */
const DEMO_SLUG = "spice-garden";

let admin: APIRequestContext;
let restaurantId: string;

beforeAll(async () => {
  admin = await request.newContext({ baseURL: journey.url });
  await admin.post("/api/auth/login", { data: { emailOrUsername: "admin", password: "admin123", role: "admin" } });
  restaurantId = ((await (await admin.get("/api/auth/me")).json()) as { restaurantId: string }).restaurantId;
  // The demo has no UPI ID until its settings give one: the deposit's link is made from it.
  expect((await admin.put(`/api/restaurants/${restaurantId}/settings`, { data: settingsBody() })).status()).toBe(200);
});
afterAll(() => admin?.dispose());

/** A quarter hour `hours` from now at the restaurant (IST), as the date and time fields take it. */
function restaurantTime(hours: number): { date: string; time: string } {
  const quarter = 15 * 60_000;
  const at = Math.ceil((Date.now() + hours * 3_600_000) / quarter) * quarter;
  const wall = new Date(at + 330 * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

interface Booking {
  id: string;
  name: string;
  status: string;
  depositPaise: number;
}
const bookingNamed = async (name: string): Promise<Booking | undefined> =>
  ((await (await admin.get(`/api/restaurants/${restaurantId}/reservations`)).json()) as Booking[]).find((one) => one.name === name);

/** What a phone's camera reads from a PNG data URL. */
function readQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64"));
  return jsQR(Uint8ClampedArray.from(png.data), png.width, png.height)?.data;
}

describe("bookings and events", () => {
  it("the host takes an event with a set menu and a ₹2,000 deposit at 1024 px, records the deposit and prints the event sheet; a guest asks for a table from the website at 390 px and the host confirms it, and seats the event's party", async () => {
    const { page } = journey;
    await page.setViewportSize(TABLET);
    const tableNumber = `E${Date.now().toString(36)}`;
    expect((await admin.post(`/api/restaurants/${restaurantId}/tables`, { data: { tableNumber, capacity: 12 } })).status()).toBe(201);
    const menu = (await (await admin.get(`/api/restaurants/${restaurantId}/menu`)).json()) as { name: string; isAvailable: boolean }[];
    const dish = menu.find((item) => item.isAvailable);
    if (!dish) throw new Error("the demo menu is empty");

    await signIn(page, DEMO_SIGN_INS.admin);
    await page.goto("/host-stand");
    await waitForHeading(page, "Host Stand");

    // The event, taken at the stand.
    const host = unique("Kavya");
    const tonight = restaurantTime(2);
    await page.getByRole("button", { name: "New Reservation" }).click();
    const form = page.getByRole("dialog", { name: "New Reservation" });
    await form.getByLabel("Guest Name").fill(host);
    await form.getByLabel("Phone Number").fill("98450 22222");
    await form.getByLabel("Party Size").fill("12");
    await form.getByLabel("Table", { exact: true }).selectOption({ label: `Table ${tableNumber} (12 seats)` });
    await form.getByLabel("Date").fill(tonight.date);
    await form.getByLabel("Time").fill(tonight.time);
    await form.getByLabel("Occasion (Optional)").fill("Birthday");
    await form.getByLabel("Notes (Optional)").fill("Cake at nine, candles from home");
    await form.getByLabel("Event (set menu and deposit)").check();
    await form.getByLabel("Dish").selectOption({ label: dish.name });
    await form.getByLabel("Per Guest").fill("2");
    await form.getByRole("button", { name: "Add Dish" }).click();
    await form.getByRole("list", { name: "Set menu" }).getByText(`${dish.name} × 2 per guest`).waitFor();
    await form.getByLabel("Price per Head (₹)").fill("650");
    await form.getByLabel("Minimum Guests").fill("10");
    await form.getByLabel("Deposit (₹)").fill("2000");
    // Nothing of the form is wider than the tablet.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TABLET.width);
    await form.getByRole("button", { name: "Save Reservation" }).click();
    await waitForToast(page, "Reservation Saved");

    const event = page.getByRole("listitem", { name: new RegExp(`^${host}, `) });
    await event.getByText("Deposit due ₹2,000").waitFor();
    await event.getByText("Event", { exact: true }).waitFor();
    await event.getByText(`Table ${tableNumber} · Birthday`, { exact: false }).waitFor();
    const booked = await bookingNamed(host);
    if (!booked) throw new Error("the event was not saved");
    const reference = `EVT-${booked.id.slice(0, 8).toUpperCase()}`;
    expect(await event.getByRole("link", { name: "Add to Calendar" }).getAttribute("href")).toBe(
      `/api/reservations/${booked.id}/calendar.ics`,
    );
    expect(await event.getByRole("link", { name: "WhatsApp Reminder" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/919845022222\?text=Hello%20Kavya%20\w+%2C%20a%20reminder%20of%20your%20table%20at%20Spice%20Garden%20on%20/,
    );

    // The deposit: the exact UPI link with the event's reference, the same link as a QR code, then Record Deposit.
    await event.getByRole("button", { name: "Deposit" }).click();
    const deposit = page.getByRole("dialog", { name: `Deposit for ${host}` });
    const link = `upi://pay?pa=spicegarden@okaxis&pn=Spice%20Garden&am=2000.00&cu=INR&tr=${reference}&tn=${reference}`;
    expect(await deposit.getByRole("link", { name: "Pay ₹2,000 by UPI" }).getAttribute("href")).toBe(link);
    const qr = deposit.getByRole("img", { name: "UPI QR code for ₹2,000" });
    await qr.waitFor();
    expect(readQr((await qr.getAttribute("src")) ?? "")).toBe(link);
    await deposit.getByRole("button", { name: "Record Deposit" }).click();
    await waitForToast(page, "Deposit recorded");
    await event.getByText("Deposit paid ₹2,000").waitFor();
    await expect.poll(async () => (await bookingNamed(host))?.depositPaise).toBe(200_000);

    // The event sheet: in print media only the sheet shows, and it fits one A4 page.
    await event.getByRole("link", { name: "Event Sheet" }).click();
    await waitForHeading(page, "Event Sheet");
    const sheet = page.getByRole("article", { name: "Event sheet" });
    const line = sheet.getByRole("row", { name: `${dish.name} 2 24` });
    await line.waitFor();
    await sheet.getByText("Cake at nine, candles from home").waitFor();
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    expect(await page.getByRole("heading", { level: 1, name: "Event Sheet" }).isVisible()).toBe(false);
    expect(await line.isVisible()).toBe(true);
    const shot = PNG.sync.read(await page.screenshot({ fullPage: true }));
    const box = await line.boundingBox();
    if (!box) throw new Error("the set menu is not laid out in print");
    // The set menu's row is inked in the print: some of its pixels are dark.
    const dark = (x: number, y: number) => (shot.data[(y * shot.width + x) * 4] ?? 255) < 100;
    let inked = 0;
    for (let y = Math.floor(box.y); y < box.y + box.height; y += 1)
      for (let x = Math.floor(box.x); x < box.x + box.width; x += 2) if (dark(x, y)) inked += 1;
    expect(inked).toBeGreaterThan(20);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    // On the 80 mm roll the sheet is the roll's width.
    await page.goto(`/reservations/${booked.id}/sheet?paper=80mm`);
    await line.waitFor();
    expect(Math.round((await sheet.boundingBox())?.width ?? 0)).toBe(302);
    await page.emulateMedia({ media: "screen" });

    // A guest asks for a table from the restaurant's website on a 390 px phone.
    const phone = journey.context.browser();
    if (!phone) throw new Error("no browser");
    const guestContext = await phone.newContext({ baseURL: journey.url, viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const guest = await guestContext.newPage();
      const name = unique("Rohan");
      const later = restaurantTime(3);
      await guest.goto(`/r/${DEMO_SLUG}`);
      await guest.getByRole("link", { name: "Book a table" }).click();
      await waitForHeading(guest, "Book a table");
      await guest.getByLabel("Your name").fill(name);
      await guest.getByLabel("Phone number").fill("98450 33333");
      await guest.getByLabel("How many people?").fill("4");
      await guest.getByLabel("Date").fill(later.date);
      await guest.getByLabel("Time").fill(later.time);
      await guest.getByLabel("Occasion (optional)").fill("Anniversary");
      await guest.getByRole("button", { name: "Request a table" }).click();
      await guest.getByText("Requested — the restaurant will confirm").waitFor();
      expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const calendar = await guest.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
      const ics = await guest.request.get(calendar ?? "");
      expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
      expect(await ics.text()).toContain("Spice Garden: table for 4");
      // A reload shows the same request, never a second one.
      await guest.reload();
      await guest.getByText("Requested — the restaurant will confirm").waitFor();

      // The host sees the request and confirms it.
      await page.goto("/host-stand");
      const request = page.getByRole("listitem", { name: new RegExp(`^${name}, `) });
      await request.getByText("Requested", { exact: true }).waitFor();
      await request.getByRole("button", { name: "Confirm" }).click();
      await request.getByText("Confirmed", { exact: true }).waitFor();
      await expect.poll(async () => (await bookingNamed(name))?.status).toBe("confirmed");

      // The event's party arrives: seated at its table, which the floor then shows taken.
      const party = page.getByRole("listitem", { name: new RegExp(`^${host}, `) });
      await party.getByRole("combobox", { name: `Table for ${host}` }).selectOption({ label: `Table ${tableNumber} (12)` });
      await party.getByRole("button", { name: "Seat" }).click();
      await party.getByText(`Seated at table ${tableNumber}`).waitFor();
      await expect.poll(async () => (await bookingNamed(host))?.status).toBe("seated");
    } finally {
      await guestContext.close();
    }
  });
});
