import { describe, expect, it } from "vitest";
import {
  featureBreaches,
  featureGraph,
  type ImportArrow,
  importArrowsOf,
  importCircles,
  importGraph,
  importsOf,
  isProduction,
  sourceFiles,
} from "./import-graph";

/** Every source file of the repository's code: the server, the web app, what they share, and the tools. */
const everyFile = () => ["api", "web", "shared", "scripts", "bench", "e2e"].flatMap(sourceFiles);
const webArrows = () => [...sourceFiles("web"), ...sourceFiles("shared")].filter(isProduction).flatMap(importArrowsOf);

describe("the import graph", () => {
  it("has no circle anywhere: api/, web/, shared/ or the tools", () => {
    const files = everyFile();
    expect(files.filter((file) => file.startsWith("web/")).length).toBeGreaterThan(100);
    expect(importCircles(importGraph(files))).toEqual([]);
  });

  it("keeps each web feature in its room: others use its index.ts, and no two features import each other round", () => {
    const arrows = webArrows();
    expect(featureBreaches(arrows)).toEqual([]);
    expect(importCircles(featureGraph(arrows))).toEqual([]);
    // The checks see the arrows that exist: features do use each other, through index.ts or lazily.
    expect(arrows).toContainEqual({ from: "web/features/dashboard/DashboardPage.tsx", to: "web/features/kitchen/index.ts", lazy: false });
    expect(arrows).toContainEqual({ from: "web/features/layout/AppLayout.tsx", to: "web/features/nav/TopNav.tsx", lazy: true });
  });

  it("tells a feature's index.ts from its insides, and a lazy import from a static one", () => {
    const arrow = (from: string, to: string, lazy = false): ImportArrow => ({ from, to, lazy });
    expect(
      featureBreaches([
        arrow("web/features/orders/Page.tsx", "web/features/calls/index.ts"),
        arrow("web/features/orders/Page.tsx", "web/features/orders/Card.tsx"),
        arrow("web/features/layout/Layout.tsx", "web/features/nav/TopNav.tsx", true),
        arrow("web/routes/orders.tsx", "web/features/orders/Page.tsx"),
        arrow("web/features/orders/Page.tsx", "web/features/calls/ServiceCalls.tsx"),
        arrow("web/lib/useThing.ts", "web/features/calls/index.ts"),
      ]),
    ).toEqual([
      "web/features/orders/Page.tsx -> web/features/calls/ServiceCalls.tsx",
      "web/lib/useThing.ts -> web/features/calls/index.ts",
    ]);
    const loop = featureGraph([
      arrow("web/features/orders/Page.tsx", "web/features/waiter/index.ts"),
      arrow("web/features/waiter/Floor.tsx", "web/features/orders/index.ts", true),
      arrow("web/features/waiter/Floor.tsx", "web/features/waiter/Tile.tsx"),
    ]);
    expect(importCircles(loop)).toEqual([["orders", "waiter"]]);
  });

  it("has no arrow from production code into test support, nor from scripts/ or bench/ into e2e/", () => {
    const production = sourceFiles("api").filter(
      (file) => !file.startsWith("api/test/") && !file.endsWith(".test.ts") && !file.endsWith(".pgtest.ts"),
    );
    const arrows = (from: readonly string[], into: string) =>
      from.flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith(into))
          .map((target) => `${file} -> ${target}`),
      );
    expect(arrows(production, "api/test/")).toEqual([]);
    const webProduction = [...sourceFiles("web"), ...sourceFiles("shared")].filter(isProduction);
    expect([...arrows(webProduction, "web/test/"), ...arrows(webProduction, "shared/test/")]).toEqual([]);
    expect(arrows([...sourceFiles("scripts"), ...sourceFiles("bench")], "e2e/")).toEqual([]);
    // The check sees the arrows that exist: tests do import the support.
    expect(arrows(["api/routes/menu.test.ts"], "api/test/")).not.toEqual([]);
    expect(arrows(["web/features/diner/orderQueue.test.ts"], "web/test/")).not.toEqual([]);
  });

  it("reads type-only imports too, and marks lazy ones", () => {
    expect(importsOf("api/env.ts")).toEqual(["api/auth/auth-user.ts", "api/services.ts"]);
    expect(importArrowsOf("web/features/diner/i18n/loadCatalogue.ts")).toContainEqual({
      from: "web/features/diner/i18n/loadCatalogue.ts",
      to: "web/features/diner/i18n/hi.ts",
      lazy: true,
    });
  });

  it("finds every circle, however long, and a file importing itself", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c", "d"]],
      ["c", ["a"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(importCircles(graph)).toEqual([["a", "b", "c"], ["e"]]);
    expect(
      importCircles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });
});
