import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** Every static import and re-export (type-only ones too) between the data layer's own files. */
const ROOT = dirname(fileURLToPath(import.meta.url));
const SPECIFIER = /^\s*(?:import|export)\b[^"']*?\bfrom\s+["'](\.[^"']+)["']/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importsOf(file: string, known: Set<string>): string[] {
  return [...readFileSync(file, "utf8").matchAll(SPECIFIER)].flatMap(([, specifier = ""]) => {
    const target = resolve(dirname(file), specifier);
    return [`${target}.ts`, `${target}.tsx`, join(target, "index.ts")].filter((candidate) => known.has(candidate)).slice(0, 1);
  });
}

/** The first circle found, as a list of files relative to web/data, or null. */
function findCircle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const circle = visit(file);
    if (circle) return circle.map((each) => relative(ROOT, each));
  }
  return null;
}

describe("web/data", () => {
  it("has no import circle", () => {
    const files = sourceFiles(ROOT);
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
    expect(graph.size).toBeGreaterThan(10);
    expect(findCircle(graph)).toBeNull();
  });

  it("would see one", () => {
    const [a, b] = ["/x/a.ts", "/x/b.ts"];
    expect(
      findCircle(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).not.toBeNull();
  });
});
