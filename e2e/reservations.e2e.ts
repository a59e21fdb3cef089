import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_SIGN_INS, signIn, unique, waitForToast } from "../scripts/browser-flows";
import { setupJourney } from "./harness";

const journey = setupJourney();

interface Booking {
  id: string;
  status: string;
  depositPaise: number;
}

/**
 * The staff API as the signed-in page calls it (its cookies), with an Idempotency-Key on writes as the
 * outbox sends one: the host stand's booking screens are another branch's, so the journey books here.
 */
async function staff(page: Page) {
  const me = (await (await page.request.get("/api/auth/me")).json()) as { restaurantId: string };
  const post = async <T>(path: string, data: unknown, status = 200): Promise<T> => {
    const response = await page.request.post(path, { data, headers: { "Idempotency-Key": randomUUID() } });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
    return response.json() as Promise<T>;
  };
  const restaurant = `/api/restaurants/${me.restaurantId}`;
  return {
    newTable: () =>
      post<{ id: string; tableNumber: string }>(
        `${restaurant}/tables`,
        { tableNumber: `R${Date.now().toString(36).slice(-4)}`, capacity: 12 },
        201,
      ),
    menu: async () => (await (await page.request.get(`${restaurant}/menu`)).json()) as { id: string; name: string; price: number }[],
    book: (fields: Record<string, unknown>) =>
      post<Booking>(`${restaurant}/reservations`, { occasion: null, notes: "", event: null, ...fields }, 201),
    post,
  };
}

const tile = (page: Page, tableNumber: string) =>
  page.getByRole("list", { name: "Tables" }).getByRole("button", { name: new RegExp(`^Table ${tableNumber}:`) });
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
/** "8:00 pm" in the restaurant's clock (IST), as the tile says it. */
const clockOf = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" }).format(new Date(iso));

describe("reservations on the floor", () => {
  it("a booking for tonight holds its table: the tile says Reserved with the time and name, and no longer once it is cancelled", async () => {
    const { page } = journey;
    await signIn(page, DEMO_SIGN_INS.admin);
    const api = await staff(page);
    const table = await api.newTable();
    const name = unique("Sharma");
    const at = inMinutes(40);
    const booking = await api.book({ name, phone: "9845011111", partySize: 4, at, tableId: table.id });
    expect(booking.status).toBe("confirmed");

    await page.goto("/floor");
    const reserved = `Reserved ${clockOf(at)} · ${name} (4)`;
    await tile(page, table.tableNumber).getByText(reserved).waitFor();
    expect(await tile(page, table.tableNumber).getAttribute("data-reserved")).toBe("true");
    expect(await tile(page, table.tableNumber).getAttribute("data-state")).toBe("free");

    // Cancelled from another device: the floor hears it live and the table is free for walk-ins again.
    await api.post(`/api/reservations/${booking.id}/cancel`, { reason: "Plans changed" });
    await expect.poll(() => tile(page, table.tableNumber).getAttribute("data-reserved")).toBeNull();
    expect(await tile(page, table.tableNumber).textContent()).not.toContain("Reserved");
  });

  it("an event with a set menu and a ₹2,000 UPI deposit: seated, it orders, and the floor's bill takes the advance off what the waiter collects", async () => {
    const { page } = journey;
    await signIn(page, DEMO_SIGN_INS.admin);
    const api = await staff(page);
    const table = await api.newTable();
    const dish = (await api.menu()).find((item) => item.name === "Paneer Tikka");
    if (!dish) throw new Error("the demo menu has Paneer Tikka");
    const name = unique("Kapoor");
    const event = await api.book({
      name,
      phone: "9845022222",
      partySize: 12,
      at: inMinutes(20),
      tableId: table.id,
      occasion: "Birthday",
      event: { setMenu: [{ menuItemId: dish.id, quantity: 12 }], pricePerHeadRupees: 650, minimumGuests: 10 },
    });
    const deposited = await api.post<Booking>(`/api/reservations/${event.id}/deposits`, { method: "upi", amountPaise: 200_000 }, 201);
    expect(deposited.depositPaise).toBe(200_000);

    await page.goto("/floor");
    await tile(page, table.tableNumber)
      .getByText(new RegExp(`^Reserved .* · ${name} \\(12\\)$`))
      .waitFor();
    // The party arrives: seated for its booking, the table turns theirs.
    await api.post(`/api/reservations/${event.id}/seat`, { tableId: table.id });
    await expect.poll(() => tile(page, table.tableNumber).getAttribute("data-state")).toBe("seated");

    // It orders its set menu from the waiter: twelve Paneer Tikka.
    await tile(page, table.tableNumber).click();
    const panel = page.getByRole("region", { name: `Table ${table.tableNumber}` });
    await panel.getByRole("button", { name: /^(Take Order|Add to Order)$/ }).click();
    const pad = page.getByRole("region", { name: `Order for Table ${table.tableNumber}` });
    await pad.getByRole("searchbox", { name: "Search dishes" }).fill("paneer tikka");
    await pad.getByRole("button", { name: "Add Paneer Tikka" }).click();
    for (let more = 1; more < 12; more += 1) await pad.getByRole("button", { name: "One more Paneer Tikka" }).click();
    await pad.getByRole("button", { name: /^Send to Kitchen \(12\)/ }).click();
    await waitForToast(page, "Sent to Kitchen");

    await panel.getByRole("button", { name: `Make Bill for table ${table.tableNumber}` }).click();
    const bill = panel.getByRole("region", { name: /^Bill \S+$/ });
    await bill.waitFor();
    const sums = bill.getByLabel("Bill sums");
    await sums.getByText("Advance paid").waitFor();
    await sums.getByText("−₹2,000").waitFor();
    const paise = (text: string | null) => Math.round(Number((text ?? "").replace(/[^\d.]/g, "")) * 100);
    const sum = (label: string | RegExp) =>
      sums
        .locator("div")
        .filter({ has: page.getByRole("term").filter({ hasText: label }) })
        .locator("dd");
    // GST is on the whole: the subtotal is the twelve dishes, the advance comes off only after the Total.
    expect(paise(await sum(/^(Subtotal|Taxable value)$/).textContent())).toBe(12 * dish.price * 100);
    const totalPaise = paise(await sum(/^Total$/).textContent());
    expect(totalPaise).toBeGreaterThanOrEqual(12 * dish.price * 100);
    const duePaise = totalPaise - 200_000;
    await bill.getByText("Due", { exact: true }).waitFor();
    expect(await bill.getByLabel("Amount (₹)").inputValue()).toBe((duePaise / 100).toFixed(2));

    // The waiter takes the rest by UPI: payments and advance make the total, the bill is paid.
    await bill.getByRole("button", { name: "Paid by UPI" }).click();
    await bill.getByText("Paid", { exact: true }).waitFor();
    const me = (await (await page.request.get("/api/auth/me")).json()) as { restaurantId: string };
    const bills = (await (await page.request.get(`/api/restaurants/${me.restaurantId}/bills`)).json()) as {
      tableId: string;
      status: string;
      paidPaise: number;
      advancePaise: number;
      totalPaise: number;
    }[];
    const stored = bills.find((row) => row.tableId === table.id);
    expect(stored).toMatchObject({ status: "paid", advancePaise: 200_000, paidPaise: duePaise, totalPaise });
  });
});
