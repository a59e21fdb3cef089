import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_SIGN_INS, overflowsHorizontally, signIn, waitForHeading } from "../scripts/browser-flows";
import { setupJourney } from "./harness";

const journey = setupJourney();

describe("every route of docs/product.md renders its content", () => {
  it("/ shows the landing page with its hero and Book A Demo", async () => {
    const { page } = journey;
    await page.goto("/");
    await waitForHeading(page, /Fill more tables/);
    expect(await page.getByRole("button", { name: "Book A Demo" }).first().isVisible()).toBe(true);
    // The top navigation is a chunk of its own, loaded beside the page: wait for it to show.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }).waitFor();
  });

  it("/pricing shows the pricing page with its Monthly/Annual toggle", async () => {
    const { page } = journey;
    await page.goto("/pricing");
    await waitForHeading(page, /Pricing|Plans/i);
    await page.getByText("Monthly", { exact: true }).first().waitFor();
    await page.getByText("Build Your Own").first().waitFor();
  });

  it("/login shows Sign In with its fields and demo credentials", async () => {
    const { page } = journey;
    await page.goto("/login");
    await waitForHeading(page, "Sign In");
    await page.getByLabel("Email or Username").waitFor();
    await page.getByRole("button", { name: "Continue" }).waitFor();
    await page.getByText("admin123").first().waitFor();
  });

  it("/register shows Sign Up with Create Account", async () => {
    const { page } = journey;
    await page.goto("/register");
    await waitForHeading(page, "Sign Up");
    await page.getByRole("button", { name: "Create Account" }).waitFor();
  });

  it("/dashboard sends a signed-out visitor to /login", async () => {
    const { page } = journey;
    await page.goto("/dashboard");
    await page.waitForURL("**/login");
    await waitForHeading(page, "Sign In");
  });

  it("/test says routing works", async () => {
    const { page } = journey;
    await page.goto("/test");
    await page.getByText("Routing works!").waitFor();
  });

  it("/simple says the dashboard works", async () => {
    const { page } = journey;
    await page.goto("/simple");
    await page.getByText("Dashboard works!").waitFor();
  });

  it("an unknown path shows the 404 page with a 200 from the SPA fallback", async () => {
    const { page } = journey;
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(200);
    await waitForHeading(page, "404");
    await page.getByText("Page not found").waitFor();
  });

  it("an unknown API path is the API's JSON 404, not the app", async () => {
    const { page } = journey;
    const response = await page.request.get("/api/no-such-endpoint");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/json/);
  });
});

const WIDTHS = [360, 1280] as const;
const PUBLIC_ROUTES = ["/", "/pricing", "/login", "/register", "/test", "/simple", "/no/such/page"];

async function expectNoHorizontalScroll(page: Page, path: string) {
  // Lazy route chunks and their CSS are in once the page's h1 shows.
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  const overflow = await overflowsHorizontally(page);
  expect(overflow, `${path} at ${page.viewportSize()?.width} px`).toBeNull();
}

describe.each(WIDTHS)("at %i px wide", (width) => {
  it.each(PUBLIC_ROUTES)("%s has no horizontal scroll", async (path) => {
    const { page } = journey;
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expectNoHorizontalScroll(page, path);
  });

  it.each([DEMO_SIGN_INS.admin, DEMO_SIGN_INS.waiter, DEMO_SIGN_INS.chef])(
    "the $username dashboard has no horizontal scroll",
    async (account) => {
      const { page } = journey;
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, account);
      // The boards fill in from the local data after the heading: measure them, not their loading line.
      await page
        .getByText(/Loading/)
        .first()
        .waitFor({ state: "detached" });
      await expectNoHorizontalScroll(page, "/dashboard");
    },
  );
});
