import "fake-indexeddb/auto";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../data/session";
import { wipeStaffData } from "../../data/staff";
import { orderRow } from "../../test/fixtures";
import { renderWithRouter } from "../../test/renderWithRouter";
import { pulled, staffUser } from "../../test/staffSession";
import { KitchenBoard } from "./KitchenBoard";

const chef = staffUser("chef");
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** What each call of the browser's print had on paper: the ticket's text and the page rule in force. */
let prints: { text: string; pageRule: string; bold: string[] }[];

beforeEach(() => {
  setSessionUser(chef);
  prints = [];
  // jsdom has no printing: this stands in for the browser's print dialog and records what it would print.
  vi.spyOn(window, "print").mockImplementation(() => {
    const ticket = document.querySelector("[aria-hidden='true'] > p")?.parentElement;
    const pageRule = [...document.head.querySelectorAll("style")]
      .map((style) => style.textContent ?? "")
      .find((text) => text.startsWith("@page"));
    const bold = [...(ticket?.querySelectorAll("strong") ?? [])].map((element) => element.textContent ?? "");
    prints.push({ text: ticket?.textContent ?? "", pageRule: pageRule ?? "", bold });
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await wipeStaffData(chef.id);
  localStorage.clear();
});

describe("kitchen order tickets", () => {
  it("Print KOT prints that ticket on an 80 mm roll", async () => {
    await pulled(chef, "orders", [orderRow(id(1), { status: "pending", table: { tableNumber: "4" }, specialInstructions: "Less spicy" })]);
    renderWithRouter(<KitchenBoard />);
    const ticket = await screen.findByRole("listitem", { name: "Table 4" });
    await userEvent.click(within(ticket).getByRole("button", { name: "Print KOT" }));
    await userEvent.click(within(ticket).getByRole("button", { name: "Print KOT" }));

    expect(prints).toHaveLength(2);
    expect(prints[0]?.text).toContain("KOT · Table 4");
    expect(prints[0]?.text).toContain("2 x Chai");
    expect(prints[0]?.text).toContain("Note: Less spicy");
    expect(prints[0]?.text).toMatch(/KOT No\. \w{8}/);
    expect(prints[0]?.text).toContain("Ordered by QR");
    expect(prints[0]?.pageRule).toMatch(/^@page \{ size: 80mm \d+mm; margin: 0; \}$/);
    // The rule is only there for the print.
    expect([...document.head.querySelectorAll("style")].some((style) => style.textContent?.startsWith("@page"))).toBe(false);
  });

  it("prints each line with its options, one line per combination", async () => {
    const biryani = "7d1c2b3a-4e5f-4a6b-8c7d-000000000009";
    const option = (
      groupId: string,
      choiceId: string,
      groupName: string,
      choiceName: string,
      kind: "single" | "multiple",
      priceDelta = 0,
    ) => ({
      groupId,
      choiceId,
      groupName,
      choiceName,
      kind,
      priceDelta,
    });
    const full = option("portion", "full", "Portion", "Full", "single", 140);
    const items = [
      {
        id: biryani,
        name: "Chicken Biryani",
        price: 350,
        quantity: 1,
        options: [
          full,
          option("spice", "spicy", "Spice Level", "Spicy", "single"),
          option("addons", "raita", "Add-ons", "Raita", "multiple", 30),
        ],
      },
      { id: biryani, name: "Chicken Biryani", price: 320, quantity: 2, options: [full] },
    ];
    await pulled(chef, "orders", [
      orderRow(id(4), { status: "pending", table: { tableNumber: "6" }, items, totalAmount: 990, takenBy: "waiter" }),
    ]);
    renderWithRouter(<KitchenBoard />);
    const ticket = await screen.findByRole("listitem", { name: "Table 6" });
    await userEvent.click(within(ticket).getByRole("button", { name: "Print KOT" }));

    expect(prints[0]?.text).toContain("1 x Chicken Biryani · Full · Spicy · + Raita");
    expect(prints[0]?.text).toContain("2 x Chicken Biryani · Full");
    expect(prints[0]?.text).toContain("Waiter: waiter");
    // The spice level, and only it, is in bold on the paper.
    expect(prints[0]?.bold).toEqual(["Spicy"]);
  });

  it("with the switch on, prints each order that arrives, not those there before, and remembers the switch", async () => {
    await pulled(chef, "orders", [orderRow(id(1), { status: "pending", table: { tableNumber: "1" } })]);
    renderWithRouter(<KitchenBoard />);
    await screen.findByRole("listitem", { name: "Table 1" });
    await userEvent.click(screen.getByRole("button", { name: "Print new orders automatically" }));
    expect(localStorage.getItem("rasoi:kitchen-auto-kot")).toBe("on");

    await act(() => pulled(chef, "orders", [orderRow(id(2), { status: "pending", table: { tableNumber: "8" } })]));
    await screen.findByRole("listitem", { name: "Table 8" });
    await vi.waitFor(() => expect(prints.map((print) => print.text.slice(0, 13))).toEqual(["KOT · Table 8"]));
  });

  it("prints nothing by itself while the switch is off", async () => {
    await pulled(chef, "orders", []);
    renderWithRouter(<KitchenBoard />);
    await screen.findByRole("button", { name: "Print new orders automatically" });
    await act(() => pulled(chef, "orders", [orderRow(id(3), { status: "pending", table: { tableNumber: "5" } })]));
    await screen.findByRole("listitem", { name: "Table 5" });
    expect(prints).toEqual([]);
  });
});
