import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const DOCS = resolve(import.meta.dirname, "../docs");

/** The index line a decision record should have in docs/README.md, from its own title line. */
function indexLine(file: string): string {
  const title = readFileSync(resolve(DOCS, "decisions", file), "utf8").split("\n")[0] ?? "";
  const match = /^# (\d{3}): (.+)$/.exec(title);
  if (!match) return `${file} has no "# NNN: Title" first line`;
  return `- [${match[1]}](decisions/${file}): ${match[2]}`;
}

describe("docs/README.md's decision index", () => {
  it("lists every decision record under its own title, in order, and nothing else", () => {
    const records = readdirSync(resolve(DOCS, "decisions"))
      .filter((file) => file.endsWith(".md"))
      .sort();
    const listed = readFileSync(resolve(DOCS, "README.md"), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("- [") && line.includes("](decisions/"));
    expect(listed).toEqual(records.map(indexLine));
  });
});
