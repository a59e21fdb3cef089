import { describe, expect, it } from "vitest";
import { importsOf, sourceFiles } from "./import-graph";

/** Arrows from `from` into any file under `into`. */
const arrows = (from: readonly string[], into: string) =>
  from.flatMap((file) =>
    importsOf(file)
      .filter((target) => target.startsWith(into))
      .map((target) => `${file} -> ${target}`),
  );

const isTest = (file: string) => file.endsWith(".test.ts") || file.endsWith(".pgtest.ts");

// The folders of docs/decisions/080-routers-by-audience.md keep to what their names promise.
describe("api/'s folders", () => {
  it("keep each store's engine to itself: PostgreSQL's parts import nothing of SQLite's, nor SQLite's of PostgreSQL's", () => {
    const api = sourceFiles("api");
    expect(
      arrows(
        api.filter((file) => file.startsWith("api/db/postgres/")),
        "api/db/sqlite/",
      ),
    ).toEqual([]);
    expect(
      arrows(
        api.filter((file) => file.startsWith("api/db/sqlite/")),
        "api/db/postgres/",
      ),
    ).toEqual([]);
    // The check sees the arrows that exist: the store's assembly imports both.
    expect(arrows(["api/db/store-parts.ts"], "api/db/sqlite/")).not.toEqual([]);
  });

  it("give the diner's routes no staff guard: everything in api/routes/diner/ is reached without an account", () => {
    const diner = sourceFiles("api").filter((file) => file.startsWith("api/routes/diner/") && !isTest(file));
    expect(diner).toContain("api/routes/diner/routes.ts");
    expect(arrows(diner, "api/auth/guards.ts")).toEqual([]);
  });

  it("keep test fakes in api/test/, out of production folders", () => {
    const fakes = sourceFiles("api").filter((file) => /\/test-[^/]+\.ts$/.test(file) && !file.startsWith("api/test/"));
    expect(fakes).toEqual([]);
  });
});
