import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { send } from "../../../api/test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../../../api/test/test-support";
import { renderWithRouter } from "../../test/renderWithRouter";
import { signInOnDevice, talkToServerAs } from "../../test/serverFetch";
import { DemoRequestsPage } from "./DemoRequestsPage";

let server: TestServer;
let operator: string;

beforeAll(async () => {
  server = await createTestServer();
  operator = await signInAs(server.app, DEMO_LOGINS.admin);
  // Sent in this order; the ids break a tie when both land in the same millisecond (the list's second key).
  for (const [id, name, restaurantName, phone, message] of [
    ["ffffffff-ffff-4fff-bfff-ffffffffffff", "Meera Iyer", "Idli Junction", "9123456780", "Three outlets in Chennai"],
    ["00000000-0000-4000-8000-000000000001", "Farhan Ali", "Kebab Corner", "9988776655", ""],
  ]) {
    const response = await send(server.app, "POST", "/api/demo-requests", {
      body: { id, name, email: `${name?.split(" ")[0]?.toLowerCase()}@example.in`, phone, restaurantName, message },
      key: null,
    });
    expect(response.status).toBe(201);
  }
}, 60_000);
afterAll(() => server.close());
afterEach(() => vi.unstubAllGlobals());

const shownNames = () =>
  within(screen.getByRole("list", { name: "All demo requests" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("strong")?.textContent);

describe("DemoRequestsPage", () => {
  it("lists every demo request newest first with restaurant, e-mail, phone, message and date", async () => {
    await signInOnDevice(server, operator);
    talkToServerAs(server, operator);
    renderWithRouter(<DemoRequestsPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "Demo Requests" })).toBeTruthy();
    expect(document.title).toBe("Demo Requests · Rasoi");
    await screen.findByRole("list", { name: "All demo requests" });
    const stored: unknown[] = await (await send(server.app, "GET", "/api/demo-requests", { cookie: operator })).json();
    expect(screen.getByText(`${stored.length} demo requests`)).toBeTruthy();
    expect(shownNames().slice(0, 2)).toEqual(["Farhan Ali", "Meera Iyer"]);

    const meera = within(screen.getAllByRole("listitem")[1] as HTMLElement);
    expect(meera.getByText("Idli Junction")).toBeTruthy();
    expect(meera.getByRole("link", { name: "meera@example.in" }).getAttribute("href")).toBe("mailto:meera@example.in");
    expect(meera.getByRole("link", { name: "9123456780" }).getAttribute("href")).toBe("tel:9123456780");
    expect(meera.getByText("Three outlets in Chennai")).toBeTruthy();
    expect(meera.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{2}:\d{2} [AP]M$/)).toBeTruthy();
  });

  it("searches by restaurant, phone or message", async () => {
    const user = userEvent.setup();
    await signInOnDevice(server, operator);
    talkToServerAs(server, operator);
    renderWithRouter(<DemoRequestsPage />);
    await screen.findByRole("list", { name: "All demo requests" });
    const search = screen.getByRole("searchbox", { name: "Search demo requests" });

    await user.type(search, "kebab");
    expect(shownNames()).toEqual(["Farhan Ali"]);
    await user.clear(search);
    await user.type(search, "91234");
    expect(shownNames()).toEqual(["Meera Iyer"]);
    await user.clear(search);
    await user.type(search, "chennai");
    expect(shownNames()).toEqual(["Meera Iyer"]);
    await user.clear(search);
    await user.type(search, "zzz");
    expect(screen.getByText("No demo requests match your search.")).toBeTruthy();
  });

  it("tells an admin who is not the operator that only the operator sees it, and asks the server nothing", async () => {
    await signInOnDevice(server, await signInAs(server.app, DEMO_LOGINS.otherAdmin));
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderWithRouter(<DemoRequestsPage />);

    expect(await screen.findByText("Only the platform operator can see all demo requests.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
