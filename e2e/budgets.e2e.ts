import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const repoRoot = join(import.meta.dirname, "..");

// Run as a test (not chained before the journeys) so an over-budget route is reported alongside
// the journeys' results instead of hiding them.
describe("bundle budgets (docs/diner-ordering.md, Budget)", () => {
  it("keeps what a phone receives for each route's cold-visit JS+CSS (headers included) within its budget", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-budgets.ts"], { cwd: repoRoot, encoding: "utf8" });
    const report = `${run.stdout}${run.stderr}`;
    expect(run.status, report).toBe(0);
    // The diner's two cold visits are priced (a missing route file would only print a note).
    const row = (route: string) => report.split("\n").find((line) => line.split(/\s+/)[0] === route);
    for (const route of ["/", "/menu/$qrCode"]) expect(row(route), report).toMatch(/ 102\.0 KB\s+ok$/);
    // The door page of the waitlist (docs/api.md, Waitlist and reservations) is held to 100 KB.
    expect(row("/w/$slug"), report).toMatch(/ 100\.0 KB\s+ok$/);
    // So is the website's Book a table page.
    expect(row("/r/$slug/book"), report).toMatch(/ 100\.0 KB\s+ok$/);
    console.log(report);
  });
});
