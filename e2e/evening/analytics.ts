import type { Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHeading } from "../../scripts/browser-flows";

/** Long enough for the analytics answers on a busy test machine. */
const ANSWERED = { timeout: 15_000, interval: 200 };

/**
 * The evening in the owner's analytics (docs/api.md, Analytics): today's open day, summed as orders come,
 * names `dish` among the best sellers and counts the website's takeout order in the channel mix.
 */
export async function eveningAnalytics(owner: Page, dish: string): Promise<void> {
  await owner.goto("/analytics");
  await waitForHeading(owner, "Analytics");
  const bestSellers = owner.getByRole("table", { name: "Best sellers" });
  await expect.poll(() => bestSellers.getByRole("row").filter({ hasText: dish }).count(), ANSWERED).toBeGreaterThan(0);
  const takeout = owner
    .getByRole("table", { name: "Orders by channel" })
    .getByRole("row")
    .filter({ hasText: /^Takeout/ });
  await expect.poll(async () => Number((await takeout.getByRole("cell").nth(1).textContent()) ?? "0"), ANSWERED).toBeGreaterThanOrEqual(1);
}
