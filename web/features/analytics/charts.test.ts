import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { importArrowsOf, isProduction, sourceFiles } from "../../../api/test/import-graph";

describe("the chart library", () => {
  it("is imported only by the analytics charts, and they only lazily from the analytics screen: never in a diner's page", () => {
    const files = [...sourceFiles("web"), ...sourceFiles("shared")].filter(isProduction);
    const charting = files.filter((file) => /from "uplot"/.test(readFileSync(file, "utf8")));
    expect(charting.sort()).toEqual(["web/features/analytics/BarChart.tsx", "web/features/analytics/SalesChart.tsx"]);
    const toCharts = files.flatMap(importArrowsOf).filter((arrow) => charting.includes(arrow.to));
    expect(toCharts.length).toBeGreaterThan(0);
    for (const arrow of toCharts) expect(arrow).toMatchObject({ from: "web/features/analytics/AnalyticsPage.tsx", lazy: true });
  });
});
