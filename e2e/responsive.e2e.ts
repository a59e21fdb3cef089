import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setupJourney } from "./harness";
import { DEMO_SIGN_INS, overflowsHorizontally, signIn } from "./flows";

const journey = setupJourney();

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

  it.each([DEMO_SIGN_INS.admin, DEMO_SIGN_INS.waiter])("the $username dashboard has no horizontal scroll", async (account) => {
    const { page } = journey;
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, account);
    await expectNoHorizontalScroll(page, "/dashboard");
  });
});
