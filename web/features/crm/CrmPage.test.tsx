import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setSessionUser } from "../../data/session";
import { staffData } from "../../data/staff";
import { renderWithRouter } from "../../test/renderWithRouter";
import { customerRow, pulled, signedInEachTest, staffUser } from "../../test/staffSession";
import { ToastOutlet } from "../../ui/Toast/ToastOutlet";
import { CrmPage } from "./CrmPage";

const admin = staffUser("admin");
const ASHA = "00000000-0000-4000-8000-00000000c001";
const VIKRAM = "00000000-0000-4000-8000-00000000c002";
const NEW = "00000000-0000-4000-8000-00000000c003";

const customers = [
  customerRow(ASHA, { notes: "Prefers less spicy" }),
  customerRow(VIKRAM, {
    name: "Vikram Singh",
    email: "vikram@example.in",
    phone: "9123456780",
    totalOrders: 2,
    totalSpent: 250001,
    lastOrderDate: "2026-03-05T12:00:00.000Z",
  }),
  customerRow(NEW, {
    name: "Meera Nair",
    email: "meera@example.in",
    phone: "9000000001",
    totalOrders: 0,
    totalSpent: 0,
    firstOrderDate: null,
    lastOrderDate: null,
    noShows: 2,
  }),
];

function renderCrm() {
  renderWithRouter(
    <>
      <CrmPage />
      <ToastOutlet />
    </>,
  );
}

const stat = (title: string) => within(screen.getByRole("region", { name: title })).getByRole("paragraph").textContent;
const names = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

signedInEachTest(admin);

describe("CrmPage", () => {
  it("refuses a waiter with Access Denied", async () => {
    setSessionUser(staffUser("waiter"));
    renderCrm();
    expect(await screen.findByText("You need admin privileges to access the CRM")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toBeTruthy();
  });

  it("says No customers yet", async () => {
    await pulled(admin, "customers", []);
    renderCrm();
    expect(await screen.findByText("No customers yet")).toBeTruthy();
    expect([stat("Total Customers"), stat("Total Revenue"), stat("Total Orders"), stat("Avg Order Value")]).toEqual(["0", "₹0", "0", "₹0"]);
  });

  it("totals the customers and lists them by last order, newest first, with every field", async () => {
    await pulled(admin, "customers", customers);
    renderCrm();
    await screen.findByRole("heading", { level: 3, name: "Vikram Singh" });
    expect(screen.getByRole("heading", { level: 1, name: "Customer Relationship Management" })).toBeTruthy();
    expect([stat("Total Customers"), stat("Total Revenue"), stat("Total Orders"), stat("Avg Order Value")]).toEqual([
      "3",
      "₹2,51,251",
      "5",
      "₹50,250",
    ]);
    expect(names()).toEqual(["Vikram Singh", "Asha Rao", "Meera Nair"]);

    const vikram = within(screen.getByRole("region", { name: "Vikram Singh" }));
    const facts = Object.fromEntries(vikram.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toEqual({
      Email: "vikram@example.in",
      Phone: "9123456780",
      "Last Order": "Mar 5, 2026",
      Orders: "2",
      "Total Spent": "₹2,50,001",
      "First Order": "Jan 5, 2026",
      "Avg Order Value": "₹1,25,001",
    });
    expect(within(screen.getByRole("region", { name: "Asha Rao" })).getByText("Prefers less spicy")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Meera Nair" })).getAllByText("Never")).toHaveLength(2);
    // Bookings she did not come to, counted against her phone; nobody else's card says it.
    const meera = within(screen.getByRole("region", { name: "Meera Nair" }));
    const meeraFacts = Object.fromEntries(
      meera.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(meeraFacts["No-shows"]).toBe("2");
  });

  it("filters by name, e-mail or phone, and says when nothing matches", async () => {
    const user = userEvent.setup();
    await pulled(admin, "customers", customers);
    renderCrm();
    const search = await screen.findByLabelText("Search customers");
    await user.type(search, "VIKRAM");
    expect(names()).toEqual(["Vikram Singh"]);
    await user.clear(search);
    await user.type(search, "meera@");
    expect(names()).toEqual(["Meera Nair"]);
    await user.clear(search);
    await user.type(search, "98765 01234");
    expect(names()).toEqual(["Asha Rao"]);
    await user.clear(search);
    await user.type(search, "nobody");
    expect(screen.getByText("No customers match your search")).toBeTruthy();
  });

  it("edits one customer's notes at a time; Cancel keeps the old notes and Save queues the new", async () => {
    const user = userEvent.setup();
    await pulled(admin, "customers", customers);
    renderCrm();
    await user.click(await screen.findByRole("button", { name: "Edit Notes for Asha Rao" }));
    const notes = screen.getByLabelText("Staff Notes for Asha Rao");
    expect(document.activeElement).toBe(notes);
    await user.clear(notes);
    await user.type(notes, "Allergic to peanuts");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("Prefers less spicy")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Notes for Asha Rao" }));

    await user.click(screen.getByRole("button", { name: "Edit Notes for Asha Rao" }));
    await user.click(screen.getByRole("button", { name: "Edit Notes for Vikram Singh" }));
    expect(screen.queryByLabelText("Staff Notes for Asha Rao")).toBeNull();
    await user.type(screen.getByLabelText("Staff Notes for Vikram Singh"), "Birthday in March");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const vikram = within(screen.getByRole("region", { name: "Vikram Singh" }));
    expect(await vikram.findByText("Birthday in March")).toBeTruthy();
    expect(await vikram.findByText("Waiting to sync")).toBeTruthy();
    expect((await screen.findAllByText("Notes Updated")).length).toBeGreaterThan(0);
    expect(await staffData(admin).db.outbox.toArray()).toEqual([
      expect.objectContaining({ name: "saveCustomerNotes", args: { customerId: VIKRAM, notes: "Birthday in March" } }),
    ]);
  });
});
