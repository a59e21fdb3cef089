/**
 * `npm run lighthouse`: Lighthouse's mobile audit of the production build, served by the real server
 * on a temp database, for `/` and (once the diner's page exists) `/menu/{qrCode}` of a seeded table.
 * Prints the four scores beside the targets of docs/scaling.md and what failed; exits non-zero when
 * a target on `/` is missed. Run after `npm run build`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { openDatabase } from "../api/db/connection";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { startServer } from "./start-server";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 95, seo: 95 };

/** The diner's menu page is audited once the route tree has it (it is being built alongside). */
function hasMenuRoute(): boolean {
  const tree = readFileSync(join(import.meta.dirname, "..", "web", "routeTree.gen.ts"), "utf8");
  return tree.includes("'/menu/$qrCode'") || tree.includes('"/menu/$qrCode"');
}

async function seededQrCode(databasePath: string): Promise<string> {
  const db = await openDatabase(databasePath);
  try {
    const table = await db
      .selectFrom("restaurantTables")
      .select("qrCode")
      .where("restaurantId", "=", DEMO_RESTAURANT_ID)
      .where("isActive", "=", 1)
      .orderBy("tableNumber")
      .executeTakeFirstOrThrow();
    return table.qrCode;
  } finally {
    await db.destroy();
  }
}

interface Audit {
  path: string;
  scores: Record<Category, number>;
  failing: string[];
  /** The performance score's inputs, to see which one moved. */
  metrics: string;
}

async function audit(port: number, url: string, path: string): Promise<Audit> {
  const result = await lighthouse(`${url}${path}`, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Record<
    Category,
    number
  >;
  const failing = Object.values(audits)
    .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== "informative")
    .map((item) => `${item.id}: ${item.title}`);
  const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]
    .map((id) => `${id.replace(/-/g, " ")} ${audits[id]?.displayValue ?? "?"}`)
    .join(", ");
  return { path, scores, failing, metrics };
}

async function main(): Promise<number> {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, "--headless=new"] });
  const results: Audit[] = [];
  try {
    const paths = ["/"];
    if (hasMenuRoute()) paths.push(`/menu/${await seededQrCode(server.databasePath)}`);
    else console.log("/menu/$qrCode is not in the route tree yet: auditing / only.");
    for (const path of paths) results.push(await audit(chrome.port, server.url, path));
  } finally {
    chrome.kill();
    await server.dispose();
  }

  let missed = 0;
  for (const { path, scores, failing, metrics } of results) {
    console.log(`\n${path}\n  ${metrics}`);
    for (const id of CATEGORIES) {
      const met = scores[id] >= TARGETS[id];
      if (!met && path === "/") missed += 1;
      console.log(`  ${id.padEnd(15)} ${String(scores[id]).padStart(3)}  (target ${TARGETS[id]}${met ? "" : ", MISSED"})`);
    }
    if (failing.length > 0) console.log(`  below 90: ${failing.join("; ")}`);
  }
  return missed === 0 ? 0 : 1;
}

process.exit(await main());
