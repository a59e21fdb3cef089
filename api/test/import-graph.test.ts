import { describe, expect, it } from "vitest";
import { importCircles, importGraph, importsOf, sourceFiles } from "./import-graph";

describe("the import graph", () => {
  it("has no circle in api/", () => {
    expect(importCircles(importGraph(sourceFiles("api")))).toEqual([]);
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
    expect(arrows([...sourceFiles("scripts"), ...sourceFiles("bench")], "e2e/")).toEqual([]);
    // The check sees the arrows that exist: tests do import the support.
    expect(arrows(["api/routes/menu.test.ts"], "api/test/")).not.toEqual([]);
  });

  it("reads type-only imports too", () => {
    expect(importsOf("api/env.ts")).toEqual(["api/auth/auth-user.ts", "api/services.ts"]);
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
