import { describe, expect, it } from "vitest";
import { choose, signIn, waitForHeading, waitForToast } from "../scripts/browser-flows";
import { setupJourney } from "./harness";

const journey = setupJourney();

/** Fills the Sign Up form's account fields (not the role) and the password twice. */
async function fillAccount(page: import("playwright-core").Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(`${username}@example.in`);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(password);
}

describe("a second restaurant signs up and invites its chef", () => {
  it("opens a restaurant, makes a chef invite on the Staff card, and the chef joins with it from another browser", async () => {
    const { page, context } = journey;
    const stamp = Date.now().toString(36);
    const owner = `owner${stamp}`;
    const restaurantName = `Udupi Corner ${stamp}`;

    await page.goto("/register");
    await waitForHeading(page, "Sign Up");
    await fillAccount(page, owner, "udupi-owner-1");
    await page.getByLabel("Restaurant Name").fill(restaurantName);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/login");
    await waitForToast(page, "Registration Successful!");

    await signIn(page, { username: owner, password: "udupi-owner-1", role: "Admin" });
    await waitForHeading(page, "Admin Dashboard");
    // Their own, empty restaurant: no platform figures, a setup checklist with nothing done yet.
    const setup = page.getByRole("region", { name: "Set up your restaurant" });
    await setup.waitFor();
    expect(await setup.getByText("To do").count()).toBe(3);
    await page.getByRole("region", { name: "Today's Orders" }).getByText("0", { exact: true }).waitFor();
    expect(await page.getByRole("region", { name: "Total Restaurants" }).count()).toBe(0);
    const staff = page.getByRole("region", { name: "Staff" });
    await staff.getByRole("list", { name: "Staff members" }).getByText(owner, { exact: true }).waitFor();
    await choose(page, "Invite as", "Chef");
    await staff.getByRole("button", { name: "Create invite link" }).click();
    const link = await staff.getByLabel("Invite link").inputValue();
    expect(new URL(link).pathname).toBe("/register");

    // The chef opens the link on the kitchen tablet: another browser, no cookies in common.
    const browser = context.browser();
    if (!browser) throw new Error("the journey's context has no browser");
    const tablet = await browser.newContext({ baseURL: journey.url, viewport: { width: 360, height: 740 } });
    try {
      const chefPage = await tablet.newPage();
      await chefPage.goto(link);
      await waitForHeading(chefPage, "Sign Up");
      await chefPage.getByText(`You are joining ${restaurantName} as Chef.`).waitFor();
      expect(await chefPage.getByLabel("Restaurant Name").count()).toBe(0);
      expect(await chefPage.getByRole("combobox", { name: "Role" }).isDisabled()).toBe(true);
      const chef = `chef${stamp}`;
      await fillAccount(chefPage, chef, "dosa-tawa-1");
      await chefPage.getByRole("button", { name: "Create Account" }).click();
      await chefPage.waitForURL("**/login");

      await signIn(chefPage, { username: chef, password: "dosa-tawa-1", role: "Chef" });
      await waitForHeading(chefPage, "Chef Panel");
    } finally {
      await tablet.close();
    }

    // The owner's card now lists the chef; the link is spent.
    await page.reload();
    await staff.getByRole("list", { name: "Staff members" }).getByText(`chef${stamp}`, { exact: true }).waitFor();
    const reuse = await page.request.get(`/api/auth/invitations/${new URL(link).searchParams.get("invite")}`);
    expect(reuse.status()).toBe(403);
  });

  it("refuses a waiter who signs up without an invitation, saying why", async () => {
    const { page } = journey;
    await page.goto("/register");
    await waitForHeading(page, "Sign Up");
    await fillAccount(page, `waiter${Date.now().toString(36)}`, "no-invite-1");
    await choose(page, "Role", "Waiter");
    expect(await page.getByLabel("Restaurant Name").count()).toBe(0);
    await page.getByRole("button", { name: "Create Account" }).click();

    const refusal = page.getByText("Waiters and chefs join with an invite link from their restaurant's admin.");
    await refusal.waitFor();
    expect(await page.getByRole("combobox", { name: "Role" }).getAttribute("aria-invalid")).toBe("true");
    expect(new URL(page.url()).pathname).toBe("/register");
  });
});
