import { readFileSync } from "node:fs";
import jsQR from "jsqr";
import type { Download, Page } from "playwright-core";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import {
  choose,
  DEMO_SIGN_INS,
  overflowsHorizontally,
  signIn,
  unique,
  waitForHeading,
  waitForServiceWorkerControl,
  waitForToast,
} from "../scripts/browser-flows";
import { placeQrOrderAt, qrMenu } from "./diner-api";
import { setupJourney } from "./harness";
import { StaffApi, type StaffTable } from "./staff-api";

const journey = setupJourney();

/** Long enough for the sync engine's push and the server's answer on a busy box. */
const SYNCED = { timeout: 15_000, interval: 200 };

async function withStaff<T>(use: (staff: StaffApi) => Promise<T>): Promise<T> {
  const staff = await StaffApi.signIn(journey.url);
  try {
    return await use(staff);
  } finally {
    await staff.dispose();
  }
}

/** The dish as a diner's phone sees it through the table's QR code. */
async function dishOnQr(qrCode: string, name: string): Promise<{ price: number; isAvailable: boolean } | undefined> {
  return (await qrMenu(journey.url, qrCode)).find((item) => item.name === name);
}

/** A diner's order at `table`, which makes (or updates) that diner's customer record. */
async function placeOrder(table: StaffTable, customer: { name: string; phone: string; email: string }): Promise<void> {
  await placeQrOrderAt(journey.url, table.qrCode, {
    customerName: customer.name,
    customerPhone: customer.phone,
    customerEmail: customer.email,
    quantity: 2,
  });
}

const newCustomer = () => {
  const tag = Math.random().toString(36).slice(2, 8);
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
  return { name: `Diner ${tag}`, email: `diner-${tag}@example.in`, phone: `9${digits}` };
};

/** A downloaded QR code: its file name, its width and the link it encodes. */
async function savedQr(file: Download): Promise<{ name: string; width: number; link: string | undefined }> {
  const png = PNG.sync.read(readFileSync(await file.path()));
  const decoded = jsQR(Uint8ClampedArray.from(png.data), png.width, png.height);
  return { name: file.suggestedFilename(), width: png.width, link: decoded?.data };
}

async function openFromNav(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link }).click();
  await waitForHeading(page, heading);
}

/** Nothing of this device waits for the server any more. */
async function allSynced(page: Page): Promise<void> {
  await page.getByText(/changes? waiting to sync/).waitFor({ state: "detached", timeout: 20_000 });
  await page.getByText("Waiting to sync").first().waitFor({ state: "detached" });
}

/** Each named stat card's top edge (rounded to the pixel), and the names of any whose content spills out. */
async function statCards(page: Page, titles: readonly string[]): Promise<{ tops: number[]; spilling: string[] }> {
  const cards = await Promise.all(
    titles.map((title) =>
      page
        .getByRole("region", { name: title, exact: true })
        .evaluate((card) => ({ top: Math.round(card.getBoundingClientRect().top), spills: card.scrollWidth > card.clientWidth })),
    ),
  );
  return { tops: cards.map((card) => card.top), spilling: titles.filter((_, index) => cards[index]?.spills) };
}

describe("the admin's screens", () => {
  it("adds, edits, marks sold out and deletes a dish, and the diner's QR menu follows each step", async () => {
    const { page } = journey;
    const table = await withStaff((staff) => staff.newTable());
    const dish = unique("Gulab Jamun");
    await signIn(page, DEMO_SIGN_INS.admin);
    await openFromNav(page, "Menu Editor", "Menu Editor");

    await page.getByLabel("Item Name *").fill(dish);
    await page.getByLabel("Description").fill("Two, warm, in syrup");
    await page.getByLabel("Price (₹) *").fill("180");
    await choose(page, "Category *", "Desserts");
    await page.getByRole("button", { name: "Add Item" }).click();
    const card = page.getByRole("region", { name: dish });
    await card.getByText("₹180").waitFor();
    await waitForToast(page, "Success");
    await expect.poll(() => dishOnQr(table.qrCode, dish), SYNCED).toEqual(expect.objectContaining({ price: 180, isAvailable: true }));

    await card.getByRole("button", { name: `Edit ${dish}` }).click();
    await page.getByLabel("Price (₹) *").fill("1250");
    await page.getByRole("button", { name: "Update Item" }).click();
    await card.getByText("₹1,250").waitFor();
    await expect.poll(() => dishOnQr(table.qrCode, dish), SYNCED).toEqual(expect.objectContaining({ price: 1250, isAvailable: true }));

    await card.getByRole("button", { name: `Mark ${dish} sold out` }).click();
    await card.getByText("Unavailable").waitFor();
    await expect.poll(() => dishOnQr(table.qrCode, dish), SYNCED).toEqual(expect.objectContaining({ isAvailable: false }));
    await card.getByRole("button", { name: `Mark ${dish} available` }).click();
    await expect.poll(() => dishOnQr(table.qrCode, dish), SYNCED).toEqual(expect.objectContaining({ isAvailable: true }));

    await card.getByRole("button", { name: `Delete ${dish}` }).click();
    const asked = page.getByRole("dialog", { name: `Delete ${dish}?` });
    await asked.getByText("Are you sure you want to delete this menu item?").waitFor();
    await asked.getByRole("button", { name: "Delete", exact: true }).click();
    await card.waitFor({ state: "detached" });
    await expect.poll(() => dishOnQr(table.qrCode, dish), SYNCED).toBeUndefined();
  });

  it("adds a table and downloads its QR code: a 300 px PNG named after the table that opens its menu", async () => {
    const { page } = journey;
    const number = `Q-${Math.random().toString(36).slice(2, 6)}`;
    await signIn(page, DEMO_SIGN_INS.admin);
    await openFromNav(page, "Table Management", "Table Management");

    await page.getByRole("button", { name: "Add Table", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Table" });
    await dialog.getByLabel("Table Number").fill(number);
    await dialog.getByLabel("Capacity (Number of Seats)").fill("5");
    await choose(page, "Location (Optional)", "Corner");
    await dialog.getByRole("button", { name: "Add Table" }).click();
    const card = page.getByRole("region", { name: `Table ${number}` });
    await card.getByText("5 seats").waitFor();
    await waitForToast(page, "Success");
    // The server makes the QR code; the card shows its last 8 characters once the table has synced.
    await card.getByText("Made when this table syncs").waitFor({ state: "detached", timeout: 15_000 });
    const table = (await withStaff((staff) => staff.tables())).find((row) => row.tableNumber === number);
    if (!table) throw new Error("the table did not reach the server");
    expect(table).toMatchObject({ capacity: 5, location: "Corner" });
    await card.getByText(table.qrCode.slice(-8)).waitFor();

    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: `Download QR for table ${number}` }).click();
    expect(await savedQr(await download)).toEqual({
      name: `table-${number}-qr.png`,
      width: 300,
      link: `${journey.url}/menu/${table.qrCode}`,
    });
  });

  it("a table added offline has no QR code until it syncs; its download waits and then saves the right code", async () => {
    const { page, server } = journey;
    const number = `Off-${Math.random().toString(36).slice(2, 6)}`;
    await signIn(page, DEMO_SIGN_INS.admin);
    await waitForServiceWorkerControl(page);
    await openFromNav(page, "Table Management", "Table Management");
    const card = page.getByRole("region", { name: `Table ${number}` });
    const download = page.waitForEvent("download", { timeout: 30_000 });

    await server.stop();
    try {
      await page.getByRole("button", { name: "Add Table", exact: true }).first().click();
      await page.getByRole("dialog", { name: "Add Table" }).getByLabel("Table Number").fill(number);
      await page.getByRole("dialog", { name: "Add Table" }).getByRole("button", { name: "Add Table" }).click();
      await card.getByText("Made when this table syncs").waitFor();
      await card.getByRole("button", { name: `Download QR for table ${number}` }).click();
      await card.getByText("Download waits for sync").waitFor();
    } finally {
      await server.restart();
    }
    await page.evaluate(() => window.dispatchEvent(new Event("online")));

    const saved = await savedQr(await download);
    const table = (await withStaff((staff) => staff.tables())).find((row) => row.tableNumber === number);
    expect(saved).toEqual({ name: `table-${number}-qr.png`, width: 300, link: `${journey.url}/menu/${table?.qrCode}` });
    await card.getByText("Download QR").waitFor();
  });

  it("prints one QR card per table on an A4 sheet with the restaurant's name", async () => {
    const { page } = journey;
    await withStaff(async (staff) => {
      await staff.newTable();
      await staff.newTable();
    });
    const tables = await withStaff((staff) => staff.tables());
    await signIn(page, DEMO_SIGN_INS.admin);
    await openFromNav(page, "Table Management", "Table Management");
    await page.getByRole("link", { name: "Print QR codes" }).click();
    await waitForHeading(page, "Print QR codes");

    const cards = page.getByRole("list", { name: "QR cards" }).getByRole("listitem");
    // One card per table, and the door's waitlist card first.
    await expect.poll(() => cards.count(), SYNCED).toBe(tables.length + 1);
    for (const table of tables) {
      const card = cards.filter({ hasText: `Table ${table.tableNumber}` });
      await card.getByRole("img", { name: `QR code for table ${table.tableNumber}` }).waitFor();
      await card.getByText(`${journey.url}/menu/${table.qrCode}`).waitFor();
    }
    // Every table's card and the door's waitlist card carry the restaurant's name.
    await expect.poll(() => page.getByText("Spice Garden", { exact: true }).count(), SYNCED).toBe(tables.length + 1);
    const restaurantId = await withStaff(async (staff) => staff.restaurantId);
    expect(await page.evaluate((id) => localStorage.getItem(`rasoi:qr-sheet-opened:${id}`), restaurantId)).toBe("1");

    // On paper only the sheet shows: no top bar, no buttons.
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    expect(await cards.first().isVisible()).toBe(true);
  });

  it("finds customers by name, e-mail or phone and keeps staff notes", async () => {
    const { page } = journey;
    const [one, two] = [newCustomer(), newCustomer()];
    await withStaff(async (staff) => {
      const table = await staff.newTable();
      await placeOrder(table, one);
      await placeOrder(table, two);
    });
    await signIn(page, DEMO_SIGN_INS.admin);
    await openFromNav(page, "CRM", "Customer Relationship Management");
    const search = page.getByLabel("Search customers");
    const shown = page.getByRole("heading", { level: 3 });

    for (const needle of [one.name, one.email, one.phone]) {
      await search.fill(needle);
      await expect.poll(() => shown.allTextContents(), SYNCED).toEqual([one.name]);
    }
    await search.fill("nobody-has-this-name");
    await page.getByText("No customers match your search").waitFor();

    await search.fill(two.email);
    const card = page.getByRole("region", { name: two.name });
    await card.getByRole("button", { name: `Edit Notes for ${two.name}` }).click();
    await card.getByLabel(`Staff Notes for ${two.name}`).fill("Regular on Fridays; no onions");
    await card.getByRole("button", { name: "Save" }).click();
    await waitForToast(page, "Notes Updated");
    await card.getByText("Regular on Fridays; no onions").waitFor();
    await expect
      .poll(async () => (await withStaff((staff) => staff.customers())).find((row) => row.email === two.email)?.notes, SYNCED)
      .toBe("Regular on Fridays; no onions");
  });

  it("works with the server stopped: a new dish, a table edit and customer notes survive a reload and reach the server once", async () => {
    const { page, context, server } = journey;
    const customer = newCustomer();
    const dish = unique("Offline Kheer");
    const table = await withStaff(async (staff) => {
      const made = await staff.newTable();
      await placeOrder(made, customer);
      return made;
    });
    await signIn(page, DEMO_SIGN_INS.admin);
    await waitForServiceWorkerControl(page);
    // Visit each screen once online, so this device has pulled the table and the customer.
    await openFromNav(page, "Table Management", "Table Management");
    const tableCard = page.getByRole("region", { name: `Table ${table.tableNumber}` });
    await tableCard.waitFor();
    await openFromNav(page, "CRM", "Customer Relationship Management");
    const customerCard = page.getByRole("region", { name: customer.name });
    await customerCard.waitFor();

    await server.stop();
    try {
      await customerCard.getByRole("button", { name: `Edit Notes for ${customer.name}` }).click();
      await customerCard.getByLabel(`Staff Notes for ${customer.name}`).fill("Asked for a window seat");
      await customerCard.getByRole("button", { name: "Save" }).click();
      await customerCard.getByText("Waiting to sync").waitFor();

      await openFromNav(page, "Table Management", "Table Management");
      await tableCard.getByRole("button", { name: `Edit table ${table.tableNumber}` }).click();
      await page.getByRole("dialog", { name: "Edit Table" }).getByLabel("Capacity (Number of Seats)").fill("9");
      await page.getByRole("dialog", { name: "Edit Table" }).getByRole("button", { name: "Update Table" }).click();
      await tableCard.getByText("9 seats").waitFor();

      await openFromNav(page, "Menu Editor", "Menu Editor");
      await page.getByLabel("Item Name *").fill(dish);
      await page.getByLabel("Price (₹) *").fill("90");
      await choose(page, "Category *", "Desserts");
      await page.getByRole("button", { name: "Add Item" }).click();
      await page.getByRole("region", { name: dish }).getByText("Waiting to sync").waitFor();
      await page.getByText("3 changes waiting to sync").waitFor();

      await page.reload();
      await waitForHeading(page, "Menu Editor");
      await page.getByRole("region", { name: dish }).getByText("Waiting to sync").waitFor();
      await openFromNav(page, "Table Management", "Table Management");
      await tableCard.getByText("9 seats").waitFor();
      await tableCard.getByText("Waiting to sync").waitFor();
      await openFromNav(page, "CRM", "Customer Relationship Management");
      await customerCard.getByText("Asked for a window seat").waitFor();
      await customerCard.getByText("Waiting to sync").waitFor();
      await page.getByText("3 changes waiting to sync").waitFor();
    } finally {
      await server.restart();
    }
    const writes: string[] = [];
    context.on("response", (response) => {
      const request = response.request();
      if (request.method() !== "GET" && new URL(request.url()).pathname.startsWith("/api/") && !request.serviceWorker()) {
        writes.push(`${request.method()} ${new URL(request.url()).pathname} ${response.status()}`);
      }
    });
    // The tablet's Wi-Fi is back.
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await allSynced(page);

    const restaurantId = await withStaff(async (staff) => staff.restaurantId);
    expect(writes.sort()).toEqual(
      [
        `POST /api/restaurants/${restaurantId}/menu 201`,
        `PUT /api/customers/${(await withStaff((staff) => staff.customers())).find((row) => row.email === customer.email)?.id}/notes 200`,
        `PUT /api/tables/${table.id} 200`,
      ].sort(),
    );
    await withStaff(async (staff) => {
      expect((await staff.menu()).filter((item) => item.name === dish)).toEqual([
        expect.objectContaining({ price: 90, category: "Desserts" }),
      ]);
      expect((await staff.tables()).find((row) => row.id === table.id)).toMatchObject({ capacity: 9 });
      expect((await staff.customers()).find((row) => row.email === customer.email)).toMatchObject({ notes: "Asked for a window seat" });
    });
  });

  it("shows a waiter Access Denied on every admin screen", async () => {
    const { page } = journey;
    await signIn(page, DEMO_SIGN_INS.waiter);
    for (const [path, screen] of [
      ["/menu-editor", "the Menu Editor"],
      ["/table-management", "Table Management"],
      ["/print-qr-codes", "Table Management"],
      ["/crm", "the CRM"],
    ] as const) {
      await page.goto(path);
      await waitForHeading(page, "Access Denied");
      await page.getByText(`You need admin privileges to access ${screen}`).waitFor();
      await page.getByRole("link", { name: "Back to Dashboard" }).waitFor();
    }
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL("**/dashboard");
  });

  it("fits every admin screen on a 360 px phone and a 1280 px screen without scrolling sideways", async () => {
    const { page } = journey;
    await withStaff(async (staff) => {
      const table = await staff.newTable();
      await placeOrder(table, newCustomer());
    });
    await signIn(page, DEMO_SIGN_INS.admin);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, heading, row] of [
        ["/menu-editor", "Menu Editor", "Current Menu Items"],
        ["/table-management", "Table Management", "Total Tables"],
        ["/print-qr-codes", "Print QR codes", "Back to Table Management"],
        ["/crm", "Customer Relationship Management", "Total Customers"],
        ["/dashboard", "Admin Dashboard", "Today's Net Sales"],
        ["/orders-management", "Orders Management", "New Order"],
        ["/reports", "Reports", "Totals"],
      ] as const) {
        await page.goto(path);
        await waitForHeading(page, heading);
        await page.getByText(row, { exact: true }).first().waitFor();
        expect({ path, width, overflow: await overflowsHorizontally(page) }).toEqual({ path, width, overflow: null });
      }
    }
  });

  it("keeps the admin's header on one row from 1,280 to 1,440 px, with diners' calls waiting", async () => {
    const { page, url } = journey;
    const table = await withStaff((staff) => staff.newTable());
    const call = await fetch(`${url}/api/qr/${table.qrCode}/requests`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify({ kind: "waiter" }),
    });
    expect(call.status).toBe(201);
    await signIn(page, DEMO_SIGN_INS.admin);
    for (const width of [1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole("link", { name: /^\d+ open calls?$/ }).waitFor();
      // One row: every entry's middle within a few pixels of the others' (a second row sits 40 px lower).
      const spread = await page.evaluate(() => {
        const middles = [...document.querySelectorAll("header nav > *, header nav li")]
          .map((item) => item.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => box.top + box.height / 2);
        return Math.max(...middles) - Math.min(...middles);
      });
      expect({ width, oneRow: spread < 12 }).toEqual({ width, oneRow: true });
    }
  });

  it("keeps the stat cards in one row on a tablet, two by two on a phone, and a long e-mail inside its card", async () => {
    const { page } = journey;
    const tag = Math.random().toString(36).slice(2, 8);
    const customer = { ...newCustomer(), email: `aarav.krishnamurthy.venkataraman.${tag}@mail.spicegarden.example.co.in` };
    await withStaff(async (staff) => placeOrder(await staff.newTable(), customer));
    await signIn(page, DEMO_SIGN_INS.admin);
    const crmStats = ["Total Customers", "Total Revenue", "Total Orders", "Avg Order Value"];
    for (const width of [768, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/crm");
      await waitForHeading(page, "Customer Relationship Management");
      const email = page.getByRole("region", { name: customer.name }).getByText(customer.email, { exact: true });
      await email.waitFor();
      const placement = await email.evaluate((span) => {
        const card = span.closest("section");
        const inside = (inner: DOMRect, outer: DOMRect | undefined) =>
          outer !== undefined && inner.left >= outer.left && inner.right <= outer.right;
        const box = span.getBoundingClientRect();
        // Each piece between two <wbr> is a text node of its own: a piece on two lines was cut in the middle.
        const cutPieces = [...span.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .filter((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return range.getClientRects().length > 1;
          })
          .map((node) => node.textContent);
        return {
          insideCell: inside(box, span.parentElement?.getBoundingClientRect()),
          insideCard: inside(box, card?.getBoundingClientRect()),
          wrapped: span.getClientRects().length > 1,
          cutPieces,
        };
      });
      // The address is longer than any e-mail cell at these widths, so it has to wrap.
      expect({ width, ...placement }).toEqual({ width, insideCell: true, insideCard: true, wrapped: true, cutPieces: [] });
      expect({ width, overflow: await overflowsHorizontally(page) }).toEqual({ width, overflow: null });

      const { tops, spilling } = await statCards(page, crmStats);
      expect({ width, spilling }).toEqual({ width, spilling: [] });
      const [first = 0, , third = 0] = tops;
      expect({ width, tops }).toEqual({ width, tops: width === 390 ? [first, first, third, third] : [first, first, first, first] });
      if (width === 390) expect(third).toBeGreaterThan(first);
    }

    // The other screens with stat cards use the same grid: one row on a tablet, nothing spills.
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading, titles] of [
        ["/dashboard", "Admin Dashboard", ["Today's Orders", "Today's Net Sales", "Open Orders", "Customers"]],
        ["/dashboard", "Admin Dashboard", ["Total Restaurants", "Active Restaurants", "Demo Requests", "Conversion Rate"]],
        ["/orders-management", "Orders Management", ["New Order", "Confirmed", "Preparing", "Served", "Completed"]],
        ["/table-management", "Table Management", ["Total Tables", "Total Capacity", "Avg. Table Size"]],
      ] as const) {
        await page.goto(path);
        await waitForHeading(page, heading);
        await page.getByRole("region", { name: titles[0], exact: true }).waitFor();
        const { tops, spilling } = await statCards(page, titles);
        expect({ path, width, spilling, rows: new Set(tops).size }).toEqual({ path, width, spilling: [], rows: 1 });
        expect({ path, width, overflow: await overflowsHorizontally(page) }).toEqual({ path, width, overflow: null });
      }
    }
  });
});
