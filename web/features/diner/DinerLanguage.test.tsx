import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../api/config";
import { pick } from "../../../api/test/option-dish";
import { settingsBody } from "../../../api/test/restaurant-settings";
import { DINER, newTestTable, send } from "../../../api/test/route-test-helpers";
import { createTestServer, signInDemoStaff, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { MenuItem } from "../../../shared/schemas/menu";
import { describedBy } from "../../test/describedBy";
import { Toaster } from "../../ui/Toast/Toaster";
import { DinerMenuPage } from "./DinerMenuPage";
import { CONTACT_KEY, dinerKey } from "./dinerStorage";

let server: TestServer;
let admin: string;
let waiter: string;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  ({ admin, waiter } = await signInDemoStaff(server.app));
  const settings = await send(server.app, "PUT", `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`, {
    cookie: admin,
    body: settingsBody(),
  });
  expect(settings.status).toBe(200);
});

// The page's requests go to the real app in-process, as they would to the server.
beforeEach(() => vi.stubGlobal("fetch", (input: string, init?: RequestInit) => server.app.request(input, init)));

afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

/** A dish of its own with Hindi names for itself and its portions, so no other test's dish gets in the way. */
async function jeeraRice(): Promise<MenuItem> {
  const response = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, {
    cookie: admin,
    body: {
      name: `Jeera Rice ${crypto.randomUUID().slice(0, 8)}`,
      localName: "ज़ीरा राइस",
      description: "Cumin",
      price: 150,
      category: "Rice",
      diet: "veg",
      optionGroups: [
        {
          id: "portion",
          name: "Portion",
          localName: "मात्रा",
          kind: "single",
          required: true,
          choices: [
            { id: "half", name: "Half", localName: "आधा", priceDelta: 0 },
            { id: "full", name: "Full", localName: "पूरा", priceDelta: 60 },
          ],
        },
      ],
    },
  });
  expect(response.status).toBe(201);
  return response.json();
}

/** A table with a Full Jeera Rice ordered from this phone (its status card kept on the phone) and billed by the waiter. */
async function orderedAndBilled(dish: MenuItem) {
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  const items = [{ id: dish.id, name: dish.name, price: 210, quantity: 1, options: pick(["portion", "full"]) }];
  const placed = await send(server.app, "POST", `/api/qr/${table.qrCode}/order`, { body: { ...DINER, items, totalAmount: 210 } });
  expect(placed.status).toBe(201);
  const { id } = await placed.json();
  const order = await send(server.app, "GET", `/api/qr/${table.qrCode}/orders/${id}`);
  localStorage.setItem(dinerKey("last-order", table.qrCode), await order.text());
  const bill = await send(server.app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`, {
    cookie: waiter,
    body: { tableId: table.id },
  });
  expect(bill.status).toBe(201);
  return table;
}

const text = (element: HTMLElement) => element.textContent ?? "";

describe("the diner's page in the diner's language", () => {
  it("in Hindi: the category bar, Veg only, the calls, the status card and the bill, with the dish in Hindi on both; English again on the way back", async () => {
    const user = userEvent.setup();
    const dish = await jeeraRice();
    const table = await orderedAndBilled(dish);
    render(<DinerMenuPage qrCode={table.qrCode} />);
    await screen.findByRole("heading", { level: 1, name: "Spice Garden" });

    await user.click(screen.getByRole("button", { name: "हिन्दी" }));
    await screen.findByRole("switch", { name: "सिर्फ़ शाकाहारी" });
    const bar = within(screen.getByRole("navigation", { name: "श्रेणियाँ" }));
    expect(bar.getByRole("link", { name: "चावल" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "चावल" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "वेटर को बुलाएँ" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "बिल माँगें" })).toBeTruthy();

    const card = await screen.findByRole("region", { name: /^ऑर्डर #/ });
    expect(text(card)).toContain("1 × ज़ीरा राइस · पूरा");
    expect(text(card)).toContain("स्थिति: नया ऑर्डर");
    // The time as Hindi writes it, not "Nov 27, 2026 at 02:05 AM".
    expect(text(card)).not.toMatch(/[A-Z][a-z]{2} \d+, \d{4} at/);
    const bill = await screen.findByRole("region", { name: "आपका बिल" });
    expect(text(bill)).toContain("1 x ज़ीरा राइस · पूरा");
    expect(text(bill)).not.toContain(dish.name);
    expect(text(bill)).toContain("कुल");

    await user.click(screen.getByRole("button", { name: "English" }));
    expect(text(await screen.findByRole("region", { name: "Your bill" }))).toContain(`1 x ${dish.name} · Full`);
    expect(text(screen.getByRole("region", { name: /^Order #/ }))).toContain(`1 × ${dish.name} · Full`);
    expect(screen.getByRole("button", { name: "Call Waiter" })).toBeTruthy();
  });

  it("checks the form in Hindi, and the next round starts with the diner's name, phone and e-mail but no instructions", async () => {
    const user = userEvent.setup();
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    localStorage.setItem("rasoi.diner.language", JSON.stringify("hi"));
    render(
      <>
        <DinerMenuPage qrCode={table.qrCode} />
        <Toaster />
      </>,
    );
    const dal = (await screen.findByRole("heading", { level: 3, name: "Dal Makhani" })).closest("li");
    if (!dal) throw new Error("no card for Dal Makhani");
    // The catalogue may come after the menu: wait for its words.
    await user.click(await within(dal).findByRole("button", { name: "कार्ट में डालें" }));
    await user.click(screen.getByRole("button", { name: "कार्ट (1)" }));
    let cart = within(await screen.findByRole("dialog", { name: "आपका ऑर्डर" }));
    await user.click(cart.getByRole("button", { name: "ऑर्डर करें" }));
    expect(describedBy(cart.getByLabelText("आपका नाम *"))).toBe("नाम ज़रूरी है");

    await user.type(cart.getByLabelText("आपका नाम *"), "Asha Rao");
    await user.type(cart.getByLabelText("फ़ोन नंबर *"), "9876501234");
    await user.type(cart.getByLabelText("ईमेल पता *"), "asha@example.in");
    await user.type(cart.getByLabelText("विशेष निर्देश (वैकल्पिक)"), "No onion");
    await user.click(cart.getByRole("button", { name: "ऑर्डर करें" }));
    await screen.findByRole("region", { name: /^ऑर्डर #/ });
    const placed = (await screen.findByText("ऑर्डर हो गया!")).closest("li");
    if (!placed) throw new Error("no toast for the placed order");
    expect(within(placed).getByRole("button", { name: "बंद करें" })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(CONTACT_KEY) ?? "null")).toEqual({
      customerName: "Asha Rao",
      customerPhone: "9876501234",
      customerEmail: "asha@example.in",
    });

    await user.click(screen.getByRole("button", { name: "कार्ट (0)" }));
    cart = within(await screen.findByRole("dialog", { name: "आपका ऑर्डर" }));
    expect(cart.getByLabelText("आपका नाम *")).toHaveProperty("value", "Asha Rao");
    expect(cart.getByLabelText("फ़ोन नंबर *")).toHaveProperty("value", "9876501234");
    expect(cart.getByLabelText("ईमेल पता *")).toHaveProperty("value", "asha@example.in");
    expect(cart.getByLabelText("विशेष निर्देश (वैकल्पिक)")).toHaveProperty("value", "");
  });

  it("says Table Not Found in the saved language before any menu has answered", async () => {
    localStorage.setItem("rasoi.diner.language", JSON.stringify("ta"));
    render(<DinerMenuPage qrCode="NoSuchTableAtAll1234" />);
    expect(await screen.findByRole("heading", { level: 1, name: "மேசை கிடைக்கவில்லை" })).toBeTruthy();
    expect(screen.getByText("இந்த QR குறியீடு செல்லாது அல்லது மேசை கிடைக்கவில்லை")).toBeTruthy();
  });
});
