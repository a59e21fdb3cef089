import { describe, expect, it } from "vitest";
import { importCircles, importGraph, importsOf, sourceFiles } from "./import-graph";

describe("the import graph", () => {
  it("has no circle in api/", () => {
    expect(importCircles(importGraph(sourceFiles("api")))).toEqual([]);
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
