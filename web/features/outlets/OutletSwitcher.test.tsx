import "fake-indexeddb/auto";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Dexie } from "dexie";
import { useEffect } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../api/config";
import { send } from "../../../api/test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, signInDemoStaff, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { SessionUser } from "../../../shared/schemas/auth";
import type { Restaurant } from "../../../shared/schemas/restaurants";
import { staffDbName } from "../../data/db";
import { useTables } from "../../data/hooks";
import { getSessionUser, useSessionUser } from "../../data/session";
import { holdStaffSync, staffData, wipeStaffData } from "../../data/staff";
import { signInOnDevice, talkToServerAs } from "../../test/serverFetch";
import { OutletSwitcher } from "./OutletSwitcher";
import { reloadOutlets } from "./outlets";

let server: TestServer;
let cookies: Awaited<ReturnType<typeof signInDemoStaff>>;
let outlet: Restaurant;
let homeTables: string[];

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  cookies = await signInDemoStaff(server.app);
  const opened = await send(server.app, "POST", "/api/owner/outlets", {
    cookie: cookies.admin,
    body: { name: "Spice Garden Indiranagar" },
  });
  expect(opened.status).toBe(201);
  outlet = await opened.json();
  const table = { tableNumber: "I1", capacity: 2 };
  expect((await send(server.app, "POST", `/api/restaurants/${outlet.id}/tables`, { cookie: cookies.admin, body: table })).status).toBe(201);
  const rows: { tableNumber: string }[] = await (
    await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/tables`, { cookie: cookies.admin })
  ).json();
  homeTables = rows.map((row) => row.tableNumber).sort();
  expect(homeTables.length).toBeGreaterThan(0);
}, 60_000);
afterAll(() => server.close());

afterEach(async () => {
  const user = getSessionUser();
  vi.unstubAllGlobals();
  if (user) await wipeStaffData(user.id);
  localStorage.clear();
});

/** Every render of the tables screen: the outlet the device worked in then, and the tables it showed. */
let seen: { restaurantId: string; tables: string[] | null }[] = [];

/** A screen of the outlet's local data beside the nav's switcher, as the app lays them out (outside any remount). */
function Shell({ sync }: { sync: boolean }) {
  const user = useSessionUser();
  const tables = useTables();
  // As the nav's sync status does: the engine of whoever works here now, against the real API.
  useEffect(
    () => (user && sync ? holdStaffSync(user, { notify: () => undefined, onSignedOut: () => undefined }) : undefined),
    [user, sync],
  );
  if (!user) return null;
  const numbers = tables ? tables.map((table) => table.tableNumber).sort() : null;
  seen.push({ restaurantId: user.restaurantId, tables: numbers });
  return (
    <>
      <OutletSwitcher user={user} />
      {numbers ? (
        <ul aria-label="Tables">
          {numbers.map((number) => (
            <li key={number}>{number}</li>
          ))}
        </ul>
      ) : (
        <p>Loading tables</p>
      )}
      <Outlet />
    </>
  );
}

function renderShell({ sync }: { sync: boolean }) {
  const root = createRootRoute({ component: () => <Shell sync={sync} /> });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: "/", component: () => null }),
    createRoute({ getParentRoute: () => root, path: "/dashboard", component: () => <p>Dashboard</p> }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/"] }) });
  render(<RouterProvider router={router} />);
  return router;
}

/** The device signed in as `cookie`'s account, as the API knows it, its fetch answered by the real API. */
async function deviceOf(cookie: string): Promise<SessionUser> {
  await signInOnDevice(server, cookie);
  talkToServerAs(server, cookie);
  const user = getSessionUser();
  if (!user) throw new Error("not signed in");
  return user;
}

const tablesShown = async () => within(await screen.findByRole("list", { name: "Tables" }, { timeout: 10_000 }));

describe("the nav's outlet switcher", () => {
  it("names the owner's outlet and switches to another: its own local copy, nothing of the last outlet on the screen, and back", async () => {
    // A session of its own: the switch ends it.
    await deviceOf(await signInAs(server.app, DEMO_LOGINS.admin));
    seen = [];
    const router = renderShell({ sync: true });
    const select = await screen.findByRole("combobox", { name: "Outlet" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([expect.any(String), "Spice Garden Indiranagar"]);
    expect((select as HTMLSelectElement).value).toBe(DEMO_RESTAURANT_ID);
    await vi.waitFor(async () =>
      expect((await tablesShown()).getAllByRole("listitem").map((item) => item.textContent)).toEqual(homeTables),
    );

    await userEvent.selectOptions(select, outlet.id);
    await vi.waitFor(() => expect(getSessionUser()?.restaurantId).toBe(outlet.id));
    await vi.waitFor(async () => expect((await tablesShown()).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["I1"]));
    expect(router.state.location.pathname).toBe("/dashboard");
    expect((screen.getByRole("combobox", { name: "Outlet" }) as HTMLSelectElement).value).toBe(outlet.id);
    // Not one render in the new outlet showed a table of the last one.
    const leaked = seen.filter(
      (render) => render.restaurantId === outlet.id && render.tables?.some((number) => homeTables.includes(number)),
    );
    expect(leaked).toEqual([]);
    const user = getSessionUser();
    if (!user) throw new Error("signed out");
    expect(user).toMatchObject({ restaurantId: outlet.id, homeRestaurantId: DEMO_RESTAURANT_ID, role: "admin" });
    // Each outlet keeps its own local copy; the home one stays for the way back.
    expect(staffDbName(user)).not.toBe(staffDbName({ ...user, restaurantId: DEMO_RESTAURANT_ID }));
    expect(await Dexie.exists(staffDbName({ ...user, restaurantId: DEMO_RESTAURANT_ID }))).toBe(true);

    seen = [];
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Outlet" }), DEMO_RESTAURANT_ID);
    await vi.waitFor(() => expect(getSessionUser()?.restaurantId).toBe(DEMO_RESTAURANT_ID));
    await vi.waitFor(async () =>
      expect((await tablesShown()).getAllByRole("listitem").map((item) => item.textContent)).toEqual(homeTables),
    );
    expect(seen.filter((render) => render.restaurantId === DEMO_RESTAURANT_ID && render.tables?.includes("I1"))).toEqual([]);
    cleanup();

    // Logout deletes every outlet's copy the user had on this device.
    await wipeStaffData(user.id);
    expect(await Dexie.exists(staffDbName(user))).toBe(false);
    expect(await Dexie.exists(staffDbName({ ...user, restaurantId: DEMO_RESTAURANT_ID }))).toBe(false);
  });

  it("waits for this outlet's changes to reach the server before it switches", async () => {
    const cookie = await signInAs(server.app, DEMO_LOGINS.admin);
    const user = await deviceOf(cookie);
    renderShell({ sync: false });
    const select = await screen.findByRole("combobox", { name: "Outlet" });
    // No engine runs: the change stays in the outbox.
    await staffData(user).mutate.addTable({ tableNumber: "W9", capacity: 2 });
    await userEvent.selectOptions(select, outlet.id);
    expect((await screen.findByRole("alert")).textContent).toBe("1 change is still waiting to be sent. Switch outlet once it is.");
    expect(getSessionUser()?.restaurantId).toBe(DEMO_RESTAURANT_ID);
    expect((await send(server.app, "GET", "/api/auth/me", { cookie })).status).toBe(200);
  });

  it("is not there for staff, nor for an owner of one outlet", async () => {
    for (const cookie of [cookies.waiter, cookies.otherAdmin]) {
      const user = await deviceOf(cookie);
      // What the server says of their outlets is in before the switcher decides.
      await reloadOutlets(user);
      const { unmount } = render(<OutletSwitcher user={user} />);
      expect(screen.queryByRole("combobox", { name: "Outlet" })).toBeNull();
      unmount();
    }
  });
});
