import { describe, expect, it } from "vitest";
import { DEMO_SIGN_INS, overflowsHorizontally, signIn, submitSignIn, waitForHeading, waitForToast } from "../scripts/browser-flows";
import { setupJourney } from "./harness";

const journey = setupJourney();

/** Dosa Point's admin (api/db/seed-data.ts): an admin of another restaurant, not the operator. */
const DOSA_ADMIN = { username: "other-admin", password: "other123", role: "Admin" } as const;

describe("the platform operator's lists", () => {
  it("opens every restaurant from Quick Actions, finds one, switches it off (its admin is refused) and on again", async () => {
    const { page, context } = journey;
    await signIn(page, DEMO_SIGN_INS.admin);
    await waitForHeading(page, "Admin Dashboard");
    await page.getByRole("region", { name: "Quick Actions" }).getByRole("link", { name: "View All Restaurants" }).click();
    await page.waitForURL("**/restaurants");
    await waitForHeading(page, "Restaurants");
    expect(await page.title()).toBe("Restaurants · Rasoi");

    const list = page.getByRole("list", { name: "All restaurants" });
    await list.waitFor();
    await page.getByRole("searchbox", { name: "Search restaurants" }).fill("south indian");
    await list.getByRole("listitem").filter({ hasText: "Dosa Point" }).waitFor();
    expect(await list.getByRole("listitem").count()).toBe(1);

    await list.getByRole("button", { name: "Deactivate Dosa Point" }).click();
    const dialog = page.getByRole("dialog", { name: "Deactivate Dosa Point?" });
    await dialog.getByRole("button", { name: "Deactivate" }).click();
    await list.getByText("Inactive", { exact: true }).waitFor();

    // Dosa Point's admin, on their own device, is told why they cannot sign in.
    const browser = context.browser();
    if (!browser) throw new Error("the journey's context has no browser");
    const theirs = await browser.newContext({ baseURL: journey.url });
    try {
      const theirPage = await theirs.newPage();
      await submitSignIn(theirPage, DOSA_ADMIN);
      await waitForToast(theirPage, "Login Failed");
      await theirPage.getByText("This restaurant has been deactivated", { exact: false }).first().waitFor();
      expect(new URL(theirPage.url()).pathname).toBe("/login");

      await list.getByRole("button", { name: "Activate Dosa Point" }).click();
      await list.getByText("Active", { exact: true }).waitFor();
      await signIn(theirPage, DOSA_ADMIN);
      await waitForHeading(theirPage, "Admin Dashboard");
    } finally {
      await theirs.close();
    }
  });

  it("opens every demo request from Quick Actions, searchable, and fits a phone", async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, DEMO_SIGN_INS.admin);
    await page.getByRole("region", { name: "Quick Actions" }).getByRole("link", { name: "View All Demo Requests" }).click();
    await waitForHeading(page, "Demo Requests");
    const list = page.getByRole("list", { name: "All demo requests" });
    await list.waitFor();
    const total = await list.getByRole("listitem").count();
    expect(total).toBeGreaterThan(1);
    expect(await overflowsHorizontally(page)).toBeNull();

    const first = (await list.getByRole("listitem").first().locator("strong").textContent()) ?? "";
    await page.getByRole("searchbox", { name: "Search demo requests" }).fill(first);
    await page.getByText(/^\d+ of \d+ demo requests$/).waitFor();
    expect(await list.getByRole("listitem").count()).toBeLessThan(total);
  });

  it("tells another restaurant's admin that only the operator sees the lists, and hides them from their Quick Actions", async () => {
    const { page } = journey;
    await signIn(page, DOSA_ADMIN);
    const actions = page.getByRole("region", { name: "Quick Actions" });
    await actions.getByRole("link", { name: "System Settings" }).waitFor();
    expect(await actions.getByText("View All Restaurants").count()).toBe(0);

    await page.goto("/restaurants");
    await waitForHeading(page, "Access Denied");
    await page.getByText("Only the platform operator can see all restaurants.").waitFor();
    const answer = await page.request.get("/api/restaurants");
    expect(answer.status()).toBe(403);
  });
});
