import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { newTestTable } from "../../../api/test/route-test-helpers";
import { createTestServer, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { DinerMenuPage } from "./DinerMenuPage";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
// The page's requests go to the real app in-process, as they would to the server.
beforeEach(() => vi.stubGlobal("fetch", (input: string, init?: RequestInit) => server.app.request(input, init)));
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

async function openMenu() {
  const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
  render(<DinerMenuPage qrCode={table.qrCode} />);
  await screen.findByRole("heading", { level: 1, name: "Spice Garden" });
}

const dishNames = (category: string) =>
  within(screen.getByRole("region", { name: category }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent?.trim());

/** The diet mark on a dish's card, as a screen reader names it. */
const markOf = (name: string) => {
  const card = screen.getByRole("heading", { level: 3, name }).closest("li");
  return card ? within(card).getByRole("img").getAttribute("aria-label") : null;
};

describe("the diner's category bar, marks and Veg only", () => {
  it("links to every category and jumps to its section", async () => {
    const user = userEvent.setup();
    await openMenu();
    const bar = within(screen.getByRole("navigation", { name: "Categories" }));
    const links = bar.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Appetizers",
      "Main Course",
      "Biryani",
      "Curries",
      "Breads",
      "Rice",
      "Desserts",
      "Beverages",
    ]);
    const curries = screen.getByRole("region", { name: "Curries" });
    const scrolled = vi.spyOn(curries, "scrollIntoView");
    await user.click(bar.getByRole("link", { name: "Curries" }));
    expect(scrolled).toHaveBeenCalledOnce();
    expect(links[3]?.getAttribute("href")).toBe(`#${curries.id}`);
  });

  it("marks each dish veg, non-veg or egg for screen readers, and sinks sold-out dishes to the end of their category", async () => {
    await openMenu();
    expect(markOf("Butter Chicken")).toBe("Non-veg");
    expect(markOf("Dal Makhani")).toBe("Veg");
    expect(markOf("Egg Biryani")).toBe("Contains egg");
    // Amritsari Fish is sold out: last in Appetizers although it sorts before the others by name.
    expect(dishNames("Appetizers").at(-1)).toBe("Amritsari Fish");
  });

  it("shows only veg dishes while Veg only is on", async () => {
    const user = userEvent.setup();
    await openMenu();
    const vegOnly = screen.getByRole("switch", { name: "Veg only" });
    await user.click(vegOnly);
    expect(screen.queryByRole("heading", { level: 3, name: "Butter Chicken" })).toBeNull();
    expect(screen.queryByRole("heading", { level: 3, name: "Egg Biryani" })).toBeNull();
    expect(screen.queryAllByRole("img", { name: /^(Non-veg|Contains egg)$/ })).toEqual([]);
    expect(screen.getAllByRole("img", { name: "Veg" }).length).toBeGreaterThan(0);
    await user.click(vegOnly);
    expect(screen.getByRole("heading", { level: 3, name: "Butter Chicken" })).toBeTruthy();
  });
});
