import type { Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHeading } from "../../scripts/browser-flows";

/**
 * The evening's stations (docs/decisions/081-stations-and-categories.md): the owner adds a Tandoor
 * station in Restaurant Settings and sends the Breads there, so table 1's biryani goes to the Kitchen
 * and its naan to the Tandoor. Call before the first order.
 */
export async function routeBreadsToTandoor(owner: Page): Promise<void> {
  await owner.goto("/restaurant-settings");
  await waitForHeading(owner, "Restaurant Settings");
  const form = owner.getByRole("form", { name: "Add Station" });
  await form.getByLabel("Station name").fill("Tandoor");
  await form.getByRole("button", { name: "Add Station" }).click();
  await owner.getByRole("list", { name: "Stations" }).getByRole("listitem", { name: "Tandoor" }).waitFor();
  const routing = owner.getByRole("region", { name: "Category routing" });
  await routing.getByLabel("Breads").selectOption({ label: "Tandoor" });
  await routing.getByRole("button", { name: "Save Routing" }).click();
  // Orders placed from here on are routed by the server's copy.
  await expect
    .poll(
      async () => {
        const me = (await (await owner.request.get("/api/auth/me")).json()) as { restaurantId: string };
        const categories = (await (await owner.request.get(`/api/restaurants/${me.restaurantId}/categories`)).json()) as {
          name: string;
          stationId: string | null;
        }[];
        return categories.find((category) => category.name === "Breads")?.stationId ?? null;
      },
      { timeout: 15_000, interval: 200 },
    )
    .not.toBeNull();
}

/** Table 1's orders split across the two stations: each station's screen shows only its dishes; then back to All. */
export async function expectSplitAcrossStations(chef: Page): Promise<void> {
  const stations = chef.getByRole("group", { name: "Station" });
  const table1 = chef.getByRole("listitem", { name: "Table 1" });
  await stations.getByRole("button", { name: "Tandoor" }).click();
  await table1.filter({ hasText: "2 x Butter Naan" }).waitFor();
  await expect.poll(() => table1.filter({ hasText: "Chicken Biryani" }).count()).toBe(0);
  await chef.getByRole("list", { name: "All day: Tandoor" }).getByText("Butter Naan 2").waitFor();
  await stations.getByRole("button", { name: "Kitchen" }).click();
  await table1.filter({ hasText: "Chicken Biryani" }).waitFor();
  await expect.poll(() => table1.filter({ hasText: "Butter Naan" }).count()).toBe(0);
  await stations.getByRole("button", { name: "All" }).click();
  await table1.nth(1).waitFor();
}
