import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../api/config";
import { settingsBody } from "../../../api/test/restaurant-settings";
import { newTestTable, placeOrder, send } from "../../../api/test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { Bill, Receipt } from "../../../shared/schemas/bills";
import { getSessionUser } from "../../data/session";
import { holdStaffSync, wipeStaffData } from "../../data/staff";
import { renderWithRouter } from "../../test/renderWithRouter";
import { signInOnDevice, talkToServerAs } from "../../test/serverFetch";
import { ToastOutlet } from "../../ui/Toast/ToastOutlet";
import { FloorBoard } from "./FloorBoard";

let server: TestServer;
let waiter: string;
let release: () => void;
/** What each call of the browser's print had on paper: the receipt's text and the page rule in force. */
let prints: { text: string; pageRule: string }[];

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  const cookies = await signInDemoStaff(server.app);
  waiter = cookies.waiter;
  // Registered, 5 % GST on top of the prices, with a UPI ID: the bill has tax rows and a QR code.
  const saved = await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, {
    cookie: cookies.admin,
    body: settingsBody(),
  });
  expect(saved.status).toBe(200);
}, 60_000);
afterAll(() => server.close());

beforeEach(async () => {
  await signInOnDevice(server, waiter);
  talkToServerAs(server, waiter);
  const user = getSessionUser();
  if (!user) throw new Error("not signed in");
  // The real sync engine against the real API: the bill and each payment travel as they do in the app.
  release = holdStaffSync(user, { notify: () => undefined, onSignedOut: () => undefined });
  prints = [];
  // jsdom has no printing: this stands in for the browser's print dialog and records what it would print.
  vi.spyOn(window, "print").mockImplementation(() => {
    const pageRule = [...document.head.querySelectorAll("style")]
      .map((style) => style.textContent ?? "")
      .find((text) => text.startsWith("@page"));
    prints.push({ text: document.querySelector("[data-paper] pre")?.textContent ?? "", pageRule: pageRule ?? "" });
  });
});
afterEach(async () => {
  const user = getSessionUser();
  release();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (user) await wipeStaffData(user.id);
  localStorage.clear();
});

/** A new table of the demo restaurant with one diner's order on it, and the floor open on this device. */
async function tableOnTheFloor() {
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode);
  renderWithRouter(
    <>
      <FloorBoard />
      <ToastOutlet />
    </>,
  );
  const tables = within(await screen.findByRole("list", { name: "Tables" }));
  await userEvent.click(await tables.findByRole("button", { name: new RegExp(`^Table ${table.tableNumber}:`) }, { timeout: 10_000 }));
  const panel = within(screen.getByRole("region", { name: `Table ${table.tableNumber}` }));
  return { table, panel };
}

const billOfTable = async (tableId: string): Promise<Bill> => {
  const bills: Bill[] = await (await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, { cookie: waiter })).json();
  const bill = bills.find((candidate) => candidate.tableId === tableId);
  if (!bill) throw new Error("no bill");
  return bill;
};

describe("the bill on the waiter's table panel", { timeout: 30_000 }, () => {
  it("Make Bill opens the bill with its lines, sums and UPI QR; a second tap shows the same bill; ₹400 cash then the rest by UPI pays it", async () => {
    const { table, panel } = await tableOnTheFloor();
    await userEvent.click(panel.getByRole("button", { name: `Make Bill for table ${table.tableNumber}` }));
    const bill = await billOfTable(table.id);
    const card = within(await screen.findByRole("region", { name: `Bill ${bill.number}` }));
    const sums = within(card.getByLabelText("Bill sums"));
    for (const label of ["Subtotal", "CGST @ 2.5%", "SGST @ 2.5%", "Round off", "Total"]) expect(sums.getByText(label)).toBeTruthy();
    // CGST and SGST, each to the paisa.
    expect(
      sums.getAllByText(new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(bill.cgstPaise / 100)),
    ).toHaveLength(2);
    expect(await card.findByRole("img", { name: /^UPI QR code to pay ₹/ })).toBeTruthy();

    await userEvent.click(panel.getByRole("button", { name: `Make Bill for table ${table.tableNumber}` }));
    await screen.findByRole("region", { name: `Bill ${bill.number}` });
    expect(
      (await (await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, { cookie: waiter })).json()).filter(
        (row: Bill) => row.tableId === table.id,
      ),
    ).toHaveLength(1);

    const amount = card.getByRole("textbox", { name: "Amount (₹)" });
    expect((amount as HTMLInputElement).value).toBe((bill.totalPaise / 100).toFixed(2));
    await userEvent.clear(amount);
    await userEvent.type(amount, "400");
    await userEvent.click(card.getByRole("button", { name: "Paid by Cash" }));
    // The next part starts at what is still due.
    const rest = ((bill.totalPaise - 40_000) / 100).toFixed(2);
    await vi.waitFor(() => expect((card.getByRole("textbox", { name: "Amount (₹)" }) as HTMLInputElement).value).toBe(rest));
    await userEvent.click(card.getByRole("button", { name: "Paid by UPI" }));
    await card.findByText("Paid", { exact: true });
    expect(card.queryByRole("button", { name: "Paid by UPI" })).toBeNull();

    await vi.waitFor(async () => {
      const receipt: Receipt = await (await send(server.app, "GET", `/api/bills/${bill.id}/receipt`, { cookie: waiter })).json();
      expect(receipt.bill.status).toBe("paid");
      expect(receipt.payments.map((payment) => [payment.method, payment.amountPaise])).toEqual([
        ["cash", 40_000],
        ["upi", bill.totalPaise - 40_000],
      ]);
    });
  });

  it("takes ₹700 cash against less due: records what is due, shows the change, and prints the receipt with the tender and change", async () => {
    const { table, panel } = await tableOnTheFloor();
    await userEvent.click(panel.getByRole("button", { name: `Make Bill for table ${table.tableNumber}` }));
    const bill = await billOfTable(table.id);
    const card = within(await screen.findByRole("region", { name: `Bill ${bill.number}` }));
    const tendered = bill.totalPaise + 4_900;
    const amount = card.getByRole("textbox", { name: "Amount (₹)" });
    await userEvent.clear(amount);
    await userEvent.type(amount, String(tendered / 100));
    await userEvent.click(card.getByRole("button", { name: "Paid by UPI" }));
    expect(await card.findByText(/^Only ₹[\d,]+\.\d\d is due$/)).toBeTruthy();
    await userEvent.click(card.getByRole("button", { name: "Paid by Cash" }));
    expect((await card.findByRole("status")).textContent).toBe("Change to give back: ₹49.00");
    await card.findByText("Paid", { exact: true });

    await vi.waitFor(async () => {
      const receipt: Receipt = await (await send(server.app, "GET", `/api/bills/${bill.id}/receipt`, { cookie: waiter })).json();
      expect(receipt.payments).toEqual([
        expect.objectContaining({ method: "cash", amountPaise: bill.totalPaise, tenderedPaise: tendered, changePaise: 4_900 }),
      ]);
    });
    await userEvent.click(card.getByRole("button", { name: "Print Receipt" }));
    await vi.waitFor(() => expect(prints).toHaveLength(1));
    expect(prints[0]?.text).toMatch(/Paid by Cash\s+[\d,]+\.\d\d\s+Tendered\s+[\d,]+\.\d\d\s+Change\s+49\.00/);
    expect(prints[0]?.text).toContain("SAC 996331");
    expect(prints[0]?.text).toContain("Asha Rao");
    expect(prints[0]?.pageRule).toMatch(/^@page \{ size: 80mm \d+mm; margin: 0; \}$/);
  });

  it("Bill with Changes offers the admin's discount reasons to a waiter, and keeps what was typed while the connection blinks", async () => {
    const { table, panel } = await tableOnTheFloor();
    await userEvent.click(panel.getByRole("button", { name: "Bill with Changes" }));
    const form = within(await screen.findByRole("form", { name: `Bill with changes for table ${table.tableNumber}` }));
    // The reasons come with the settings this device syncs; a waiter used to get only Other.
    expect(await form.findByRole("option", { name: "Regular" }, { timeout: 10_000 })).toBeTruthy();
    const line = form.getByLabelText(/\(of \d+\)$/);
    await userEvent.clear(line);
    await userEvent.type(line, "1");
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    await vi.waitFor(() => expect(form.getByRole("button", { name: "Make This Bill" }).hasAttribute("disabled")).toBe(true));
    offline.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(form.getByRole("button", { name: "Make This Bill" }).hasAttribute("disabled")).toBe(false));
    expect((form.getByLabelText(/\(of \d+\)$/) as HTMLInputElement).value).toBe("1");
  });
});
