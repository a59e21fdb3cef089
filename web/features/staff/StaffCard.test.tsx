import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../api/config";
import { createTestServer, DEMO_LOGINS, jsonHeaders, signInAs, type TestServer } from "../../../api/test/test-support";
import { sessionUser } from "../../../shared/schemas/auth";
import { setSessionUser } from "../../data/session";
import { renderWithRouter } from "../../test/renderWithRouter";
import { talkToServerAs as talkToServer } from "../../test/serverFetch";
import { StaffCard } from "./StaffCard";

let server: TestServer;
let adminCookie: string;

const talkToServerAs = (cookie: string) => talkToServer(server, cookie);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  adminCookie = await signInAs(server.app, DEMO_LOGINS.admin);
  const me = await server.app.request("/api/auth/me", { headers: { Cookie: adminCookie } });
  setSessionUser(sessionUser.parse(await me.json()));
}, 60_000);
afterAll(() => server.close());

beforeEach(async () => {
  const me = await server.app.request("/api/auth/me", { headers: { Cookie: adminCookie } });
  setSessionUser(sessionUser.parse(await me.json()));
  talkToServerAs(adminCookie);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

const staffRow = async (username: string) => {
  const list = await screen.findByRole("list", { name: "Staff members" });
  const row = within(list)
    .getAllByRole("listitem")
    .find((item) => item.textContent?.startsWith(username));
  if (!row) throw new Error(`no staff row for ${username}`);
  return within(row);
};

// The real API answers in-process, signing up with real password hashes: slower than a stubbed fetch.
describe("StaffCard", { timeout: 30_000 }, () => {
  it("lists the restaurant's staff with role and state, and marks the admin as you", async () => {
    renderWithRouter(<StaffCard />);
    const admin = await staffRow("admin");
    expect(admin.getByText("Restaurant Admin")).toBeTruthy();
    expect(admin.getByText("(you)")).toBeTruthy();
    expect(admin.queryByRole("button")).toBeNull();
    const chef = await staffRow("chef");
    expect(chef.getByText("Chef")).toBeTruthy();
    expect(chef.getByText("Active")).toBeTruthy();
    expect(screen.queryByText("other-admin")).toBeNull();
  });

  it("points the invite link at PUBLIC_URL, where the new waiter's own phone can open it", async () => {
    const lan = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false }, publicUrl: "http://192.168.1.20:3000" });
    try {
      talkToServer(lan, await signInAs(lan.app, DEMO_LOGINS.admin));
      const user = userEvent.setup();
      renderWithRouter(<StaffCard />);
      await user.click(await screen.findByRole("button", { name: "Create invite link" }));
      const field = await screen.findByLabelText<HTMLInputElement>("Invite link");
      await waitFor(() => expect(new URL(field.value).origin).toBe("http://192.168.1.20:3000"));
    } finally {
      localStorage.removeItem("rasoi:public-url");
      await lan.close();
    }
  });

  it("makes a chef's invite link that signs a chef up, copies it, and can revoke another", async () => {
    // user-event puts a clipboard stub on navigator, so what the card copied can be read back.
    const user = userEvent.setup();
    renderWithRouter(<StaffCard />);
    await user.click(await screen.findByRole("combobox", { name: "Invite as" }));
    await user.click(screen.getByRole("option", { name: "Chef" }));
    await user.click(screen.getByRole("button", { name: "Create invite link" }));

    const field = await screen.findByLabelText<HTMLInputElement>("Invite link");
    const link = new URL(field.value);
    expect(link.pathname).toBe("/register");
    const token = link.searchParams.get("invite") ?? "";
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await screen.findByRole("button", { name: "Copied" })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(field.value);
    expect(within(await screen.findByRole("list", { name: "Pending invitations" })).getAllByText("Chef").length).toBeGreaterThan(0);

    const joined = await server.app.request("/api/auth/register", {
      method: "POST",
      headers: jsonHeaders(),
      body: JSON.stringify({ username: "card-chef", email: "card-chef@example.in", password: "secret-pass", role: "chef", invite: token }),
    });
    expect(joined.status).toBe(201);
    expect(await joined.json()).toMatchObject({ role: "chef" });

    // A second invitation, revoked from the card, no longer works.
    await user.click(screen.getByRole("button", { name: "Create invite link" }));
    await waitFor(() => expect(new URL(field.value).searchParams.get("invite")).not.toBe(token));
    const revokedToken = new URL(screen.getByLabelText<HTMLInputElement>("Invite link").value).searchParams.get("invite") ?? "";
    const pending = await screen.findByRole("list", { name: "Pending invitations" });
    await user.click(within(pending).getAllByRole("button", { name: "Revoke Chef invitation" })[0] as HTMLElement);
    await waitFor(async () => expect((await server.app.request(`/api/auth/invitations/${revokedToken}`)).status).toBe(403));
  });

  it("deactivates a waiter after asking, which signs them out at once", async () => {
    const waiterCookie = await signInAs(server.app, DEMO_LOGINS.waiter);
    const user = userEvent.setup();
    renderWithRouter(<StaffCard />);
    await user.click((await staffRow("waiter")).getByRole("button", { name: "Deactivate waiter" }));

    const dialog = await screen.findByRole("dialog", { name: "Deactivate waiter?" });
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(async () => expect((await staffRow("waiter")).getByText("Inactive")).toBeTruthy());
    expect((await server.app.request("/api/auth/me", { headers: { Cookie: waiterCookie } })).status).toBe(401);

    await user.click((await staffRow("waiter")).getByRole("button", { name: "Reactivate waiter" }));
    await waitFor(async () => expect((await staffRow("waiter")).getByText("Active")).toBeTruthy());
  });

  it("says account management needs a connection when offline, and disables it", async () => {
    renderWithRouter(<StaffCard />);
    await staffRow("chef");
    setOnline(false);
    expect((await screen.findByRole("status")).textContent).toMatch(/offline/);
    expect(screen.getByRole("button", { name: "Create invite link" }).hasAttribute("disabled")).toBe(true);
    expect((await staffRow("chef")).getByRole("button", { name: "Deactivate chef" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows nothing to staff who are not admins", async () => {
    setSessionUser({
      ...sessionUser.parse(await (await server.app.request("/api/auth/me", { headers: { Cookie: adminCookie } })).json()),
      role: "chef",
    });
    renderWithRouter(
      <>
        <h1>Chef Panel</h1>
        <StaffCard />
      </>,
    );
    await screen.findByRole("heading", { name: "Chef Panel" });
    expect(screen.queryByRole("region", { name: "Staff" })).toBeNull();
  });
});
