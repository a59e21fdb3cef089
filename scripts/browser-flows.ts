import type { Page } from "playwright-core";
import { SESSION_USER_STORAGE_KEY } from "../shared/constants";

export type RoleLabel = "Admin" | "Waiter" | "Chef";

/** The seeded demo accounts as the Sign In form takes them (the role by its UI label). */
export const DEMO_SIGN_INS = {
  admin: { username: "admin", password: "admin123", role: "Admin" },
  waiter: { username: "waiter", password: "waiter123", role: "Waiter" },
  chef: { username: "chef", password: "chef123", role: "Chef" },
} as const satisfies Record<string, { username: string; password: string; role: RoleLabel }>;

/** A label no other test or run uses, so a test finds only its own rows. */
export const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** The page's one h1, once it shows `text`. */
export async function waitForHeading(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole("heading", { level: 1, name: text }).waitFor();
}

/** Picks an option of a labelled Radix Select (a combobox button and a listbox in a portal). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Fills the Sign In form and presses Continue; does not wait for the outcome. */
export async function submitSignIn(page: Page, account: { username: string; password: string; role: RoleLabel }): Promise<void> {
  await page.goto("/login");
  await waitForHeading(page, "Sign In");
  await page.getByLabel("Email or Username").fill(account.username);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await choose(page, "Role", account.role);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Signs in and waits for the dashboard of that role. */
export async function signIn(page: Page, account: { username: string; password: string; role: RoleLabel }): Promise<void> {
  await submitSignIn(page, account);
  await page.waitForURL("**/dashboard");
}

/** The main navigation's links and buttons, by accessible name. */
export async function navItems(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Main" });
  const names = await nav.locator("a, button").evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ""));
  return names.filter(Boolean);
}

/** True when the page is wider than the viewport (a horizontal scrollbar). */
export async function overflowsHorizontally(page: Page): Promise<{ scrollWidth: number; innerWidth: number } | null> {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  return size.scrollWidth > size.innerWidth ? size : null;
}

/**
 * Resolves once a service worker is active and controls this page (the guest pages are precached) and,
 * with someone signed in, the device keeps the staff screens (web/features/pwa/cacheStaffScreens.ts
 * stores their list last).
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }));
  });
  // The Cache API has no event to wait for, so this looks again every 100 ms, as waitForFunction would.
  await page.evaluate(
    async ({ sessionKey, staffList }) => {
      if (localStorage.getItem(sessionKey) === null) return;
      while ((await caches.match(staffList)) === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    },
    { sessionKey: SESSION_USER_STORAGE_KEY, staffList: "/staff-assets.json" },
  );
}

/**
 * Waits for a toast with this title. Radix also copies the toast's text into a live region for
 * screen readers, so the text is on the page twice; the first copy is enough.
 */
export async function waitForToast(page: Page, title: string): Promise<void> {
  await page.getByText(title, { exact: true }).first().waitFor();
}

/** The chef's first screen asks whether service has started (docs/product.md, Kitchen). */
export async function startService(page: Page): Promise<void> {
  await page.getByRole("dialog", { name: "Ready for service?" }).getByRole("button", { name: "Start service" }).click();
}
