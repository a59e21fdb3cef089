import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../api/config";
import { send } from "../../../api/test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { describedBy } from "../../test/describedBy";
import { GuestBookingPage } from "./GuestBookingPage";

const SLUG = "guest-booking-demo";
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  await server.db.updateTable("restaurants").set({ slug: SLUG }).where("id", "=", DEMO_RESTAURANT_ID).execute();
}, 60_000);
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The guest's phone talks to the real API, with no session. */
const guestPhone = () => vi.stubGlobal("fetch", (input: string, init: RequestInit = {}) => server.app.request(input, init));

/** Tomorrow at the restaurant, as the date field takes it. */
const tomorrow = () => new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

/** Rohan asks for a table tomorrow at 8 pm. */
async function requestTomorrowAtEight(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Your name"), "Rohan");
  await user.type(screen.getByLabelText("Phone number"), "98450 44444");
  await user.clear(screen.getByLabelText("Date"));
  await user.type(screen.getByLabelText("Date"), tomorrow());
  await user.type(screen.getByLabelText("Time"), "20:00");
  await user.click(screen.getByRole("button", { name: "Request a table" }));
}

describe("Book a table", { timeout: 30_000 }, () => {
  it("says what is missing or wrong before sending anything", async () => {
    const user = userEvent.setup();
    const requests = vi.fn(() => Promise.resolve(new Response(null, { status: 500 })));
    vi.stubGlobal("fetch", requests);
    render(<GuestBookingPage slug={SLUG} />);
    await user.type(screen.getByLabelText("Phone number"), "12345");
    await user.clear(screen.getByLabelText("How many people?"));
    await user.type(screen.getByLabelText("How many people?"), "40");
    await user.click(screen.getByRole("button", { name: "Request a table" }));

    expect(describedBy(screen.getByLabelText("Your name"))).toBe("Name is required");
    expect(describedBy(screen.getByLabelText("Phone number"))).toBe("Phone number must be 10 digits");
    expect(describedBy(screen.getByLabelText("How many people?"))).toBe("Party size must be 1 to 20");
    expect(describedBy(screen.getByLabelText("Time"))).toBe("Time is required");
    expect(document.activeElement).toBe(screen.getByLabelText("Your name"));
    expect(requests).not.toHaveBeenCalled();
  });

  it("sends the request once, says the restaurant will confirm, links the calendar file and remembers it on the phone", async () => {
    const user = userEvent.setup();
    guestPhone();
    const { unmount } = render(<GuestBookingPage slug={SLUG} />);
    await requestTomorrowAtEight(user);

    expect(await screen.findByText("Requested — the restaurant will confirm")).toBeTruthy();
    const admin = await signInAs(server.app, DEMO_LOGINS.admin);
    const listed: { id: string; name: string; status: string; at: string }[] = await (
      await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/reservations`, { cookie: admin })
    ).json();
    const mine = listed.filter((booking) => booking.name === "Rohan");
    // 20:00 at the restaurant is 14:30 UTC.
    expect(mine).toMatchObject([{ status: "requested", at: `${tomorrow()}T14:30:00.000Z` }]);
    expect(screen.getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toBe(
      `/api/reservations/${mine[0]?.id}/calendar.ics`,
    );

    unmount();
    render(<GuestBookingPage slug={SLUG} />);
    expect(screen.getByText("Requested — the restaurant will confirm")).toBeTruthy();
  });

  it("shows the server's refusal in words", async () => {
    const user = userEvent.setup();
    guestPhone();
    render(<GuestBookingPage slug="no-such-restaurant" />);
    await requestTomorrowAtEight(user);
    expect((await screen.findByRole("alert")).textContent).toBe("Restaurant not found");
  });
});
