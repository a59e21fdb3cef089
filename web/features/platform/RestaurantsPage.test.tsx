import { randomUUID } from "node:crypto";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../api/config";
import { send } from "../../../api/test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signIn, signInAs, type TestServer } from "../../../api/test/test-support";
import { renderWithRouter } from "../../test/renderWithRouter";
import { signInOnDevice, talkToServerAs } from "../../test/serverFetch";
import { RestaurantsPage } from "./RestaurantsPage";

let server: TestServer;
let operator: string;
let otherAdmin: string;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  [operator, otherAdmin] = await Promise.all([signInAs(server.app, DEMO_LOGINS.admin), signInAs(server.app, DEMO_LOGINS.otherAdmin)]);
}, 60_000);
afterAll(() => server.close());
afterEach(() => vi.unstubAllGlobals());

async function asOperator() {
  await signInOnDevice(server, operator);
  talkToServerAs(server, operator);
}

const rowOf = async (name: string) => {
  const list = await screen.findByRole("list", { name: "All restaurants" });
  const row = within(list)
    .getAllByRole("listitem")
    .find((item) => item.querySelector("strong")?.textContent === name);
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

/** A restaurant signed up through the API, with its owner's session cookie. */
async function signedUpRestaurant(name: string) {
  const username = `owner-${randomUUID().slice(0, 8)}`;
  const created = await send(server.app, "POST", "/api/auth/register", {
    body: { username, email: `${username}@example.in`, password: "secret-pass", restaurantName: name },
    key: null,
  });
  const { restaurantId }: { restaurantId: string } = await created.json();
  return { restaurantId, owner: await signIn(server.app, username, "secret-pass", "admin") };
}

const isActiveOnServer = async (restaurantId: string) => {
  const listed: { id: string; isActive: boolean }[] = await (
    await send(server.app, "GET", "/api/restaurants", { cookie: operator })
  ).json();
  return listed.find((row) => row.id === restaurantId)?.isActive;
};

// The real API answers in-process, signing up with real password hashes: slower than a stubbed fetch.
describe("RestaurantsPage", { timeout: 30_000 }, () => {
  it("lists every restaurant with cuisine, e-mail, plan, join date and state; the operator's own has no switch", async () => {
    await asOperator();
    renderWithRouter(<RestaurantsPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "Restaurants" })).toBeTruthy();
    expect(document.title).toBe("Restaurants · Rasoi");
    const own = await rowOf("Spice Garden");
    expect(own.getByText("North Indian · hello@spicegarden.in")).toBeTruthy();
    expect(own.getByText(/^Signature plan · since [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeTruthy();
    expect(own.getByText("Active")).toBeTruthy();
    expect(own.getByText("(yours)")).toBeTruthy();
    expect(own.queryByRole("button")).toBeNull();
    const inactive = await rowOf("Kolkata Kathi Co.");
    expect(inactive.getByText("Inactive")).toBeTruthy();
    expect(inactive.getByRole("button", { name: "Activate Kolkata Kathi Co." })).toBeTruthy();
    expect((await rowOf("Dosa Point")).getByRole("button", { name: "Deactivate Dosa Point" })).toBeTruthy();
  });

  it("searches by name, e-mail or cuisine, and says when nothing matches", async () => {
    const user = userEvent.setup();
    await asOperator();
    renderWithRouter(<RestaurantsPage />);
    const list = await screen.findByRole("list", { name: "All restaurants" });
    const total = within(list).getAllByRole("listitem").length;
    const search = screen.getByRole("searchbox", { name: "Search restaurants" });
    const names = () =>
      within(screen.getByRole("list", { name: "All restaurants" }))
        .getAllByRole("listitem")
        .map((item) => item.querySelector("strong")?.textContent);

    await user.type(search, "south INDIAN");
    expect(names()).toEqual(["Dosa Point"]);
    expect(screen.getByText(`1 of ${total} restaurants`)).toBeTruthy();
    await user.clear(search);
    await user.type(search, "kathico.in");
    expect(names()).toEqual(["Kolkata Kathi Co."]);
    await user.clear(search);
    await user.type(search, "tiffin");
    expect(names()).toEqual(["Bombay Tiffin House"]);
    await user.clear(search);
    await user.type(search, "no such place");
    expect(screen.queryByRole("list", { name: "All restaurants" })).toBeNull();
    expect(screen.getByText("No restaurants match your search.")).toBeTruthy();
  });

  it("asks before deactivating, sends nothing on Cancel, then switches the restaurant off and on again", async () => {
    const user = userEvent.setup();
    const { restaurantId, owner } = await signedUpRestaurant("Switch Dhaba");
    await asOperator();
    renderWithRouter(<RestaurantsPage />);

    await user.click((await rowOf("Switch Dhaba")).getByRole("button", { name: "Deactivate Switch Dhaba" }));
    const asked = await screen.findByRole("dialog", { name: "Deactivate Switch Dhaba?" });
    expect(within(asked).getByText(/signed out at once/)).toBeTruthy();
    await user.click(within(asked).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await isActiveOnServer(restaurantId)).toBe(true);

    await user.click((await rowOf("Switch Dhaba")).getByRole("button", { name: "Deactivate Switch Dhaba" }));
    const confirm = await screen.findByRole("dialog", { name: "Deactivate Switch Dhaba?" });
    await user.click(within(confirm).getByRole("button", { name: "Deactivate" }));
    expect(await (await rowOf("Switch Dhaba")).findByText("Inactive")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await isActiveOnServer(restaurantId)).toBe(false);
    expect((await send(server.app, "GET", "/api/auth/me", { cookie: owner })).status).toBe(401);

    await user.click((await rowOf("Switch Dhaba")).getByRole("button", { name: "Activate Switch Dhaba" }));
    expect(await (await rowOf("Switch Dhaba")).findByText("Active")).toBeTruthy();
    expect(await isActiveOnServer(restaurantId)).toBe(true);
  });

  it("shows the server's refusal with Try again, which loads the list once it can", async () => {
    const user = userEvent.setup();
    await signInOnDevice(server, operator);
    // The device still thinks it is the operator, but the cookie it sends is another admin's.
    talkToServerAs(server, otherAdmin);
    renderWithRouter(<RestaurantsPage />);

    expect((await screen.findByRole("alert")).textContent).toBe("Only the platform operator can see this");
    talkToServerAs(server, operator);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await rowOf("Spice Garden")).toBeTruthy();
  });

  it("tells an admin who is not the operator that only the operator sees it, and asks the server nothing", async () => {
    await signInOnDevice(server, otherAdmin);
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderWithRouter(<RestaurantsPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeTruthy();
    expect(screen.getByText("Only the platform operator can see all restaurants.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(fetch).not.toHaveBeenCalled();
  });
});
