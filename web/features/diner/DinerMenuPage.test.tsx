import { render, screen, within } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { newTestTable, restaurantIdOf } from "../../../api/routes/route-test-helpers";
import { createTestServer, type TestServer } from "../../../api/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { DinerMenuPage } from "./DinerMenuPage";
import { SAVED_COPY_HEADER } from "./useDinerMenu";

let server: TestServer;

// The page's requests go to the real app in-process, as they would to the server.
const toServer = () => vi.stubGlobal("fetch", (input: string, init?: RequestInit) => server.app.request(input, init));

beforeAll(async () => {
  server = await createTestServer();
});

beforeEach(toServer);

afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

describe("the diner's menu page", () => {
  it("says Loading menu..., then shows the restaurant, the table and the dishes by category in menu order", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    render(<DinerMenuPage qrCode={table.qrCode} />);
    expect(screen.getByRole("status").textContent).toBe("Loading menu...");

    expect(await screen.findByRole("heading", { level: 1, name: "Spice Garden" })).toBeTruthy();
    expect(screen.getByText(`Table ${table.tableNumber} · 4 seats`)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cart (0)" })).toBeTruthy();
    const categories = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(categories).toEqual(["Appetizers", "Main Course", "Biryani", "Curries", "Breads", "Rice", "Desserts", "Beverages"]);
    const fish = within(screen.getByRole("region", { name: "Appetizers" }))
      .getAllByRole("listitem")
      .find((item) => within(item).queryByRole("heading", { name: "Amritsari Fish" }));
    expect(fish && within(fish).getByText("Unavailable")).toBeTruthy();
    expect(fish && within(fish).queryByRole("button")).toBeNull();
  });

  it("says quietly when the menu is the copy the service worker saved", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    // What the service worker does to an answer it takes from its cache (vite.config.ts).
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      const fresh = await server.app.request(input, init);
      const headers = new Headers(fresh.headers);
      headers.set(SAVED_COPY_HEADER, "Sat, 21 Nov 2026 14:00:00 GMT");
      return new Response(fresh.body, { status: fresh.status, headers });
    });
    render(<DinerMenuPage qrCode={table.qrCode} />);
    const note = await screen.findByText(
      /^No connection: showing the menu saved on this phone from \w{3} \d{1,2}, 2026 at \d\d:\d\d [AP]M\.$/,
    );
    expect(note.getAttribute("role")).toBe("status");
  });

  it("says No menu items available for a restaurant without dishes", async () => {
    const restaurantId = await restaurantIdOf(server.db, "other-admin");
    await server.db.deleteFrom("menuItems").where("restaurantId", "=", restaurantId).execute();
    const table = await newTestTable(server.db, restaurantId);
    render(<DinerMenuPage qrCode={table.qrCode} />);
    expect(await screen.findByText("No menu items available")).toBeTruthy();
  });

  it("Table Not Found for a code no open table has", async () => {
    render(<DinerMenuPage qrCode="AAAAAAAAAAAAAAAAAAAAAAAA" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Table Not Found" })).toBeTruthy();
    expect(screen.getByText("This QR code is not valid or the table is not available")).toBeTruthy();
  });

  it.each([undefined, "", "short", "not!a-valid-code-at-all"])("Invalid QR Code for %j, without asking the server", (qrCode) => {
    render(<DinerMenuPage qrCode={qrCode} />);
    expect(screen.getByRole("heading", { level: 1, name: "Invalid QR Code" })).toBeTruthy();
    expect(screen.getByText("Please scan a valid table QR code")).toBeTruthy();
  });
});
