import { describe, expect, it } from "vitest";
import { FIRST_VISIT_LIMIT, formatFirstVisits, overBudget, PAGE_LIMIT, pathOf, summarize, type Transfer } from "./first-visit";

const page = (url: string, bytes: number, startMs = 100, type = "script"): Transfer => ({ url, by: "page", type, startMs, bytes });
const worker = (url: string, bytes: number, type = "fetch"): Transfer => ({ url, by: "worker", type, startMs: 0, bytes });

describe("summarize", () => {
  it("counts the page's scripts and stylesheets of the window, each once, and nothing else of the page", () => {
    const visit = summarize(
      [
        page("/", 1_000, 0, "document"),
        page("/assets/a.js", 5_000),
        page("/assets/a.css", 700, 200, "stylesheet"),
        page("/assets/a.js", 0, 300),
        page("/api/qr/x", 2_000, 400, "fetch"),
        page("/assets/late.js", 900, 10_001),
      ],
      10_000,
    );
    expect(visit.page).toEqual([
      { url: "/assets/a.js", bytes: 5_000 },
      { url: "/assets/a.css", bytes: 700 },
    ]);
    expect(visit.pageBytes).toBe(5_700);
    expect(visit.workerBytes).toBe(0);
  });

  it("prices a page file the worker answered at the worker's download, and counts it once", () => {
    const visit = summarize([
      page("/assets/a.js", 5_000),
      worker("/sw.js", 3_000, "script"),
      worker("/assets/b.js", 900),
      page("/assets/b.js", 0, 5_000),
    ]);
    expect(visit.page).toEqual([
      { url: "/assets/a.js", bytes: 5_000 },
      { url: "/assets/b.js", bytes: 900 },
    ]);
    expect(visit.worker).toEqual([{ url: "/sw.js", bytes: 3_000 }]);
    expect(visit.pageBytes + visit.workerBytes).toBe(8_900);
  });

  it("leaves out the worker's cache hits (files the page had already downloaded)", () => {
    const visit = summarize([page("/assets/a.js", 5_000), worker("/assets/a.js", 0), worker("/index.html?__WB_REVISION__=1", 1_200)]);
    expect(visit.worker).toEqual([{ url: "/index.html?__WB_REVISION__=1", bytes: 1_200 }]);
  });
});

describe("budgets", () => {
  const row = (pageBytes: number, workerBytes: number) => ({ route: "/x", visit: { page: [], worker: [], pageBytes, workerBytes } });

  it("holds the table's menu to the same limit as every guest page", () => {
    const menu = { route: "/menu/$qrCode", visit: { page: [], worker: [], pageBytes: PAGE_LIMIT, workerBytes: 0 } };
    expect(overBudget(menu)).toEqual([]);
    expect(overBudget({ ...menu, visit: { ...menu.visit, pageBytes: PAGE_LIMIT + 1 } })).toEqual(["page JS+CSS 100.0 KB > 100.0 KB"]);
  });

  it("holds the page to its limit and the page with the worker to theirs", () => {
    expect(overBudget(row(PAGE_LIMIT, FIRST_VISIT_LIMIT - PAGE_LIMIT))).toEqual([]);
    expect(overBudget(row(PAGE_LIMIT + 1, 0))).toEqual(["page JS+CSS 100.0 KB > 100.0 KB"]);
    expect(overBudget(row(90 * 1024, 61 * 1024))).toEqual(["page + service worker 151.0 KB > 150.0 KB"]);
  });

  it("prints one line per page with both figures and the status", () => {
    const table = formatFirstVisits([row(95 * 1024, 20 * 1024), { route: "/w/$slug", visit: { ...row(101 * 1024, 0).visit } }]);
    expect(table.split("\n")[1]).toMatch(/^\/x\s+95\.0 KB \(0\)\s+20\.0 KB \(0\)\s+115\.0 KB\s+ok$/);
    expect(table.split("\n")[2]).toMatch(/^\/w\/\$slug\s+101\.0 KB \(0\)\s+0\.0 KB \(0\)\s+101\.0 KB\s+OVER$/);
  });
});

describe("pathOf", () => {
  it("fills in the demo restaurant's QR code and slug", () => {
    const demo = { qrCode: "Qr_1", slug: "spice-garden" };
    expect(pathOf("/menu/$qrCode", demo)).toBe("/menu/Qr_1");
    expect(pathOf("/r/$slug/order", demo)).toBe("/r/spice-garden/order");
    expect(pathOf("/", demo)).toBe("/");
  });
});
