import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../api/config";
import { newTestTable, send, tableAndDish } from "../../../api/test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { describedBy } from "../../test/describedBy";
import { renderWithRouter } from "../../test/renderWithRouter";
import { talkToServerAs } from "../../test/serverFetch";
import { BookingForm } from "./BookingForm";

let server: TestServer;
let admin: string;
let table: { id: string; tableNumber: string; capacity: number; isActive: boolean };
let dish: { id: string; name: string };

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  admin = await signInAs(server.app, DEMO_LOGINS.admin);
  const made = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  table = { ...made, isActive: true };
  dish = (await tableAndDish(server.db, DEMO_RESTAURANT_ID)).dish;
}, 60_000);
afterAll(() => server.close());
afterEach(() => vi.unstubAllGlobals());

/** Tomorrow at the restaurant, as the form's date field takes it. */
const tomorrow = () => new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

async function renderForm(onBooked = vi.fn()) {
  talkToServerAs(server, admin);
  renderWithRouter(
    <BookingForm restaurantId={DEMO_RESTAURANT_ID} tables={[table]} dishes={[dish]} today={tomorrow()} onBooked={onBooked} />,
  );
  await screen.findByLabelText("Guest Name");
  return onBooked;
}

// The real API answers in-process.
describe("New Reservation", { timeout: 30_000 }, () => {
  it("says what is missing or wrong on each field and focuses the first", async () => {
    const user = userEvent.setup();
    const onBooked = await renderForm();
    await user.type(screen.getByLabelText("Phone Number"), "98450");
    await user.clear(screen.getByLabelText("Party Size"));
    await user.click(screen.getByRole("button", { name: "Save Reservation" }));

    expect(describedBy(screen.getByLabelText("Guest Name"))).toBe("Name is required");
    expect(describedBy(screen.getByLabelText("Phone Number"))).toContain("Phone number must be 10 digits");
    expect(describedBy(screen.getByLabelText("Party Size"))).toBe("Party size must be a whole number");
    expect(describedBy(screen.getByLabelText("Time"))).toBe("Time is required");
    expect(document.activeElement).toBe(screen.getByLabelText("Guest Name"));
    expect(onBooked).not.toHaveBeenCalled();
  });

  it("an event needs a set menu, a price per head and a minimum; the deposit is whole rupees", async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(screen.getByLabelText("Event (set menu and deposit)"));
    await user.type(screen.getByLabelText("Deposit (₹)"), "20.5");
    await user.click(screen.getByRole("button", { name: "Save Reservation" }));

    expect(describedBy(screen.getByLabelText("Dish"))).toBe("Choose at least one dish for the set menu");
    expect(describedBy(screen.getByLabelText("Price per Head (₹)"))).toBe("Price per head must be whole rupees");
    expect(describedBy(screen.getByLabelText("Minimum Guests"))).toBe("Minimum guests must be a whole number");
    expect(describedBy(screen.getByLabelText("Deposit (₹)"))).toContain("Deposit must be whole rupees");
  });

  it("saves an event with its set menu and deposit; the same table two hours later is refused in the server's words", async () => {
    const user = userEvent.setup();
    const onBooked = await renderForm();
    await user.type(screen.getByLabelText("Guest Name"), "Kavya");
    await user.type(screen.getByLabelText("Phone Number"), "+91 98450 11111");
    await user.clear(screen.getByLabelText("Party Size"));
    await user.type(screen.getByLabelText("Party Size"), "12");
    await user.selectOptions(screen.getByLabelText("Table"), table.id);
    await user.type(screen.getByLabelText("Time"), "19:30");
    await user.type(screen.getByLabelText("Occasion (Optional)"), "Birthday");
    await user.click(screen.getByLabelText("Event (set menu and deposit)"));
    await user.clear(screen.getByLabelText("Per Guest"));
    await user.type(screen.getByLabelText("Per Guest"), "2");
    await user.click(screen.getByRole("button", { name: "Add Dish" }));
    expect(within(screen.getByRole("list", { name: "Set menu" })).getByText(`${dish.name} × 2 per guest`)).toBeTruthy();
    await user.type(screen.getByLabelText("Price per Head (₹)"), "650");
    await user.type(screen.getByLabelText("Minimum Guests"), "10");
    await user.type(screen.getByLabelText("Deposit (₹)"), "2000");
    await user.click(screen.getByRole("button", { name: "Save Reservation" }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));

    const listed: { name: string; at: string; phone: string; event: unknown }[] = await (
      await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/reservations`, { cookie: admin })
    ).json();
    const saved = listed.find((booking) => booking.name === "Kavya");
    expect(saved).toMatchObject({
      phone: "9845011111",
      // 19:30 at the restaurant is 14:00 UTC.
      at: `${tomorrow()}T14:00:00.000Z`,
      event: { setMenu: [{ menuItemId: dish.id, quantity: 2 }], pricePerHeadRupees: 650, minimumGuests: 10, depositDuePaise: 200_000 },
    });

    // A second booking of the same table at 21:00 the same evening.
    await user.clear(screen.getByLabelText("Time"));
    await user.type(screen.getByLabelText("Time"), "21:00");
    await user.click(screen.getByRole("button", { name: "Save Reservation" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      `Table ${table.tableNumber} is already booked within two hours of this time`,
    );
    expect(onBooked).toHaveBeenCalledTimes(1);
  });
});
