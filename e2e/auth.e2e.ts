import { describe, expect, it } from "vitest";
import { choose, DEMO_SIGN_INS, navItems, signIn, submitSignIn, waitForHeading, waitForToast } from "../scripts/browser-flows";
import { setupJourney } from "./harness";

const journey = setupJourney();

const ADMIN_LINKS = ["Menu Editor", "Table Management", "Orders Management", "CRM"];

describe("signing in and out", () => {
  it("registers a new Restaurant Admin with their restaurant, lands on Sign In, then signs in as them", async () => {
    const { page } = journey;
    const username = `owner${Date.now().toString(36)}`;
    await page.goto("/register");
    await waitForHeading(page, "Sign Up");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(`${username}@example.in`);
    await choose(page, "Role", "Restaurant Admin");
    await page.getByLabel("Restaurant Name").fill("Tandoor Nights");
    await page.getByLabel("Password", { exact: true }).fill("tandoor123");
    await page.getByLabel("Confirm Password", { exact: true }).fill("tandoor123");
    await page.getByRole("button", { name: "Create Account" }).click();

    await page.waitForURL("**/login");
    await waitForToast(page, "Registration Successful!");

    await signIn(page, { username, password: "tandoor123", role: "Admin" });
    await waitForHeading(page, "Admin Dashboard");
    await page.getByText(`${username} (admin)`).waitFor();
  });

  it("signs the admin in to the Admin Dashboard with the admin links", async () => {
    const { page } = journey;
    await signIn(page, DEMO_SIGN_INS.admin);
    await waitForHeading(page, "Admin Dashboard");
    await waitForToast(page, "Welcome!");
    const items = await navItems(page);
    expect(items).toEqual(expect.arrayContaining(["Dashboard", ...ADMIN_LINKS, "Logout"]));
    expect(items).not.toContain("Sign In");
    await page.getByText("admin (admin)").waitFor();
  });

  it.each([
    [DEMO_SIGN_INS.waiter, "Waiter Panel", ["Order Management", "Table Status", "Customer Service"]],
    [DEMO_SIGN_INS.chef, "Chef Panel", ["Kitchen Orders", "Inventory", "Menu Planning"]],
  ])("signs $username in to their Coming Soon panel with only Dashboard in the nav", async (account, title, features) => {
    const { page } = journey;
    await signIn(page, account);
    await waitForHeading(page, title);
    await page.getByText("Coming Soon").first().waitFor();
    for (const feature of features) await page.getByText(feature).first().waitFor();
    const items = await navItems(page);
    expect(items).toContain("Dashboard");
    for (const link of ADMIN_LINKS) expect(items).not.toContain(link);
  });

  it("a wrong password shows the Login Failed toast and stays on Sign In", async () => {
    const { page } = journey;
    await submitSignIn(page, { ...DEMO_SIGN_INS.admin, password: "wrong-password" });
    await waitForToast(page, "Login Failed");
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("Logout goes to / and the nav offers Sign In again", async () => {
    const { page } = journey;
    await signIn(page, DEMO_SIGN_INS.admin);
    await waitForHeading(page, "Admin Dashboard");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).waitFor();

    // The session is gone on the server too: the dashboard sends us back to Sign In.
    await page.goto("/dashboard");
    await page.waitForURL("**/login");
  });

  it("a session ended on the server signs the user out here at the next start", async () => {
    const { page } = journey;
    await signIn(page, DEMO_SIGN_INS.waiter);
    await waitForHeading(page, "Waiter Panel");
    // Ends the server session with the page's own cookie, as signing out on another device would.
    const ended = await page.request.post("/api/auth/logout");
    expect(ended.status()).toBe(204);

    await page.reload();
    await page.waitForURL("**/login");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).waitFor();
  });
});

describe("Book A Demo", () => {
  it("a request sent from the landing page shows on the admin dashboard", async () => {
    const { page } = journey;
    const restaurantName = `Dosa Corner ${Date.now().toString(36)}`;
    await page.goto("/");
    await page.getByRole("button", { name: "Book A Demo" }).first().click();

    const dialog = page.getByRole("dialog", { name: "Book A Demo" });
    await dialog.getByLabel("Your Name").fill("Meera Iyer");
    await dialog.getByLabel("Email").fill("meera@dosacorner.in");
    await dialog.getByLabel("Phone").fill("9876543210");
    await dialog.getByLabel("Restaurant Name").fill(restaurantName);
    const posted = page.waitForResponse(
      (response) => response.url().endsWith("/api/demo-requests") && response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Request Demo" }).click();
    expect((await posted).status()).toBe(201);
    await dialog.waitFor({ state: "hidden" });

    await signIn(page, DEMO_SIGN_INS.admin);
    await waitForHeading(page, "Admin Dashboard");
    await page.getByText(restaurantName).waitFor();
  });
});
