import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Reservation } from "../../../shared/schemas/waitlist";
import { staffData } from "../../data/staff";
import { renderWithRouter } from "../../test/renderWithRouter";
import { menuItemRow, pulled, settingsRow, signedInEachTest, staffUser, tableRow } from "../../test/staffSession";
import { HostStand } from "./HostStand";

const host = staffUser("waiter");
const TABLE = "5e2b7c1a-9d3f-4a6b-8c2e-000000000004";
const DISH = "7d1c2b3a-4e5f-4a6b-8c7d-000000000001";
const REQUEST = "00000000-0000-4000-8000-0000000000b1";
const EVENT = "ab12cd34-0000-4000-8000-0000000000b2";

signedInEachTest(host);

/** A booking a minute from now (today at the restaurant), as the list's pull stores it. */
function booking(id: string, fields: Partial<Reservation>): Reservation {
  const now = new Date().toISOString();
  return {
    id,
    name: "Priya",
    phone: "9845099999",
    partySize: 4,
    at: new Date(Date.now() + 60_000).toISOString(),
    tableId: null,
    occasion: null,
    notes: "",
    event: null,
    status: "confirmed",
    seatedTableId: null,
    seatedAt: null,
    depositPaise: 0,
    deposits: [],
    noShows: 0,
    cancelReason: "",
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

async function stand() {
  await pulled(host, "restaurantTables", [tableRow(TABLE, { tableNumber: "4", capacity: 12 })]);
  await pulled(host, "menuItems", [menuItemRow(DISH, { name: "Paneer Tikka" })]);
  await pulled(host, "waitlist", []);
  await pulled(host, "restaurantSettings", [settingsRow(undefined, { upiId: "spicegarden@okaxis", upiPayee: "Spice Garden" })]);
  await pulled(host, "reservations", [
    booking(REQUEST, { name: "Rohan", status: "requested", occasion: "Anniversary" }),
    booking(EVENT, {
      name: "Kavya",
      partySize: 12,
      tableId: TABLE,
      occasion: "Birthday",
      event: { setMenu: [{ menuItemId: DISH, quantity: 2 }], pricePerHeadRupees: 650, minimumGuests: 10, depositDuePaise: 200_000 },
    }),
  ]);
  renderWithRouter(<HostStand />);
  return within(await screen.findByRole("list", { name: "Bookings today" }));
}

const rowOf = async (list: Awaited<ReturnType<typeof stand>>, name: string) =>
  within(await list.findByRole("listitem", { name: new RegExp(`^${name}, `) }));

describe("the host stand's bookings", () => {
  it("shows each booking's table or any, occasion, status, event and deposit due, with the calendar file and the reminder", async () => {
    const list = await stand();
    const request = await rowOf(list, "Rohan");
    expect(request.getByText("Any table · Anniversary")).toBeTruthy();
    expect(request.getByText("Requested")).toBeTruthy();
    expect(request.getByRole("button", { name: "Confirm" })).toBeTruthy();
    expect(request.queryByText("Event")).toBeNull();

    const event = await rowOf(list, "Kavya");
    expect(event.getByText("Table 4 · Birthday · ₹650 a head, at least 10")).toBeTruthy();
    expect(event.getByText("Confirmed")).toBeTruthy();
    expect(event.getByText("Event")).toBeTruthy();
    expect(event.getByText("Deposit due ₹2,000")).toBeTruthy();
    expect(event.queryByRole("button", { name: "Confirm" })).toBeNull();
    expect(event.getByRole("link", { name: "Add to Calendar" }).getAttribute("href")).toBe(`/api/reservations/${EVENT}/calendar.ics`);
    const reminder = decodeURIComponent(event.getByRole("link", { name: "WhatsApp Reminder" }).getAttribute("href") ?? "");
    expect(reminder).toMatch(
      /^https:\/\/wa\.me\/919845099999\?text=Hello Kavya, a reminder of your table at Spice Garden on \w{3}, \w{3} \d+ at \d+:\d\d [AP]M for 12 guests\./,
    );
    expect(event.getByRole("link", { name: "Event Sheet" }).getAttribute("href")).toBe(`/reservations/${EVENT}/sheet`);
  });

  it("Confirm, a deposit and Seat show at once, queued for the server", async () => {
    const user = userEvent.setup();
    const list = await stand();
    await user.click((await rowOf(list, "Rohan")).getByRole("button", { name: "Confirm" }));
    expect(await (await rowOf(list, "Rohan")).findByText("Confirmed")).toBeTruthy();

    await user.click((await rowOf(list, "Kavya")).getByRole("button", { name: "Deposit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Deposit for Kavya" }));
    expect(dialog.getByRole("link", { name: "Pay ₹2,000 by UPI" }).getAttribute("href")).toBe(
      "upi://pay?pa=spicegarden@okaxis&pn=Spice%20Garden&am=2000.00&cu=INR&tr=EVT-AB12CD34&tn=EVT-AB12CD34",
    );
    await user.selectOptions(dialog.getByLabelText("Method"), "cash");
    await user.type(dialog.getByLabelText("Amount (₹)"), "500");
    await user.click(dialog.getByRole("button", { name: "Record Deposit" }));
    expect(await (await rowOf(list, "Kavya")).findByText("Deposit due ₹1,500")).toBeTruthy();

    // Seat at the booked table, offered first.
    const event = await rowOf(list, "Kavya");
    expect(event.getByRole("combobox", { name: "Table for Kavya" })).toHaveProperty("value", TABLE);
    await user.click(event.getByRole("button", { name: "Seat" }));
    expect(await (await rowOf(list, "Kavya")).findByText("Seated at table 4 · Birthday · ₹650 a head, at least 10")).toBeTruthy();

    const { db } = staffData(host);
    const queued = await db.outbox.toArray();
    expect(queued.map((entry) => entry.name)).toEqual(["confirmReservation", "recordDeposit", "seatReservation"]);
  });
});
