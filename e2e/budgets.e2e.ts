import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { demoAddresses } from "../scripts/demo-data";
import { FIRST_VISIT_LIMIT, PAGE_LIMIT, pathOf, recordFirstVisit, summarize } from "../scripts/first-visit";
import { GUEST_PAGES } from "../scripts/guest-routes";
import { wireBytes } from "../scripts/wire-bytes";
import { setupJourney } from "./harness";

const repoRoot = join(import.meta.dirname, "..");
const journey = setupJourney();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Run as tests (not chained before the journeys) so an over-budget page is reported alongside the
// journeys' results instead of hiding them.
describe("byte budgets (docs/diner-ordering.md, Budget)", () => {
  it.each(GUEST_PAGES)(
    "a guest's first visit to %s: at most 100 KB of JS+CSS in 10 s, 150 KB with the service worker's downloads",
    async (route) => {
      const { context, url, server } = journey;
      const browser = context.browser();
      if (!browser) throw new Error("no browser");
      const demo = await demoAddresses(server.databasePath);
      const port = Number(new URL(url).port);
      const visit = summarize(await recordFirstVisit(browser, url, pathOf(route, demo), (path) => wireBytes(port, path)));
      const report = `${route}: page ${kb(visit.pageBytes)} (${visit.page.map((f) => `${f.url} ${f.bytes}`).join(", ")}); service worker ${kb(visit.workerBytes)} (${visit.worker.map((f) => `${f.url} ${f.bytes}`).join(", ")})`;
      console.log(`${route}: page ${kb(visit.pageBytes)}, service worker ${kb(visit.workerBytes)}`);
      expect(visit.pageBytes, report).toBeLessThanOrEqual(PAGE_LIMIT);
      expect(visit.pageBytes + visit.workerBytes, report).toBeLessThanOrEqual(FIRST_VISIT_LIMIT);
    },
    90_000,
  );

  it("keeps the staff routes' static reading within 250 KB", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-budgets.ts", "--static"], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    const report = `${run.stdout}${run.stderr}`;
    expect(run.status, report).toBe(0);
    expect(report, report).toMatch(/^\/dashboard\s+[\d.]+ KB\s+250\.0 KB\s+ok$/m);
  });
});
