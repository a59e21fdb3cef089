/**
 * `npm run lighthouse`: Lighthouse's mobile audit of the production build, served by the real server
 * on a temp database, for `/`, `/menu/{qrCode}` of a seeded table and the demo restaurant's website `/r/spice-garden`. Each page is audited three
 * times (`--runs=N` for another count) because the performance score follows the machine's load; it
 * prints every run and the median, judges the targets of docs/scaling.md on the median and exits
 * non-zero when one is missed. Run after `npm run build`. Lighthouse itself is fetched on demand
 * (scripts/on-demand.ts).
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { demoAddresses } from "./demo-data";
import { importOnDemand } from "./on-demand";
import { startServer } from "./start-server";

/** The last Lighthouse that runs on Node 20 (docs/decisions/044). */
const LIGHTHOUSE_VERSION = "12.8.2";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 95, seo: 95 };
/** A table's menu asks search engines not to index it (a QR code is not a page to find), so SEO is not judged there. */
const MENU_TARGETS: Partial<Record<Category, number>> = { ...TARGETS, seo: undefined };
/** A restaurant's website is for finding: SEO and accessibility in full (docs/decisions/088-restaurant-website.md). */
const SITE_TARGETS: Record<Category, number> = { ...TARGETS, accessibility: 100, seo: 100 };
const RUNS = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length)) || 3;

/** What this script reads of Lighthouse's answer (its own types come with the package, which is not installed). */
interface LighthouseAnswer {
  lhr: {
    categories: Partial<Record<string, { score: number | null }>>;
    audits: Partial<Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>>;
  };
}
type Lighthouse = (
  url: string,
  flags: { port: number; output: "json"; logLevel: "error"; onlyCategories: string[] },
) => Promise<LighthouseAnswer | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

interface Audit {
  scores: Record<Category, number>;
  failing: string[];
  /** The performance score's inputs, to see which one moved. */
  metrics: string;
}

async function audit(lighthouse: Lighthouse, port: number, url: string): Promise<Audit> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Record<
    Category,
    number
  >;
  const failing = Object.values(audits)
    .filter((item) => item !== undefined && item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== "informative")
    .map((item) => `${item?.id}: ${item?.title}`);
  const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]
    .map((id) => `${id.replace(/-/g, " ")} ${audits[id]?.displayValue ?? "?"}`)
    .join(", ");
  return { scores, failing, metrics };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Prints one page's runs and medians; answers how many targets its medians missed. */
function report(path: string, runs: Audit[], targets: Partial<Record<Category, number>>): number {
  console.log(`\n${path}`);
  runs.forEach((run, index) => {
    console.log(`  run ${index + 1}: performance ${run.scores.performance}; ${run.metrics}`);
  });
  let missed = 0;
  for (const id of CATEGORIES) {
    const value = median(runs.map((run) => run.scores[id]));
    const target = targets[id];
    const met = target === undefined || value >= target;
    if (!met) missed += 1;
    const judged = target === undefined ? "not judged" : `target ${target}${met ? "" : ", MISSED"}`;
    console.log(`  ${id.padEnd(15)} median ${String(value).padStart(3)}  (${judged})`);
  }
  const failing = [...new Set(runs.flatMap((run) => run.failing))];
  if (failing.length > 0) console.log(`  below 90 in a run: ${failing.join("; ")}`);
  return missed;
}

async function main(): Promise<number> {
  const { default: lighthouse } = await importOnDemand<{ default: Lighthouse }>("lighthouse", LIGHTHOUSE_VERSION);
  const launcher = await importOnDemand<ChromeLauncher>("lighthouse", LIGHTHOUSE_VERSION, "chrome-launcher");
  const server = await startServer();
  const pages = [
    { path: "/", targets: TARGETS, runs: [] as Audit[] },
    { path: "/menu/", targets: MENU_TARGETS, runs: [] as Audit[] },
    { path: "/r/spice-garden", targets: SITE_TARGETS, runs: [] as Audit[] },
  ];
  try {
    const menu = pages[1];
    if (menu) menu.path += (await demoAddresses(server.databasePath)).qrCode;
    const chrome = await launcher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, "--headless=new"] });
    try {
      for (const page of pages) {
        for (let run = 0; run < RUNS; run += 1) page.runs.push(await audit(lighthouse, chrome.port, `${server.url}${page.path}`));
      }
    } finally {
      chrome.kill();
    }
  } finally {
    await server.dispose();
  }
  let missed = 0;
  for (const { path, runs, targets } of pages) missed += report(path, runs, targets);
  return missed === 0 ? 0 : 1;
}

process.exit(await main());
