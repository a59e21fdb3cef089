import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** The repository's root, which every path below is relative to. */
const REPO_ROOT = resolve(import.meta.dirname, "../..");

/** Every .ts/.tsx file under `folder` (relative to the repository), skipping node_modules. */
export function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === "node_modules") continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) found.push(relative(REPO_ROOT, path));
    }
  };
  walk(join(REPO_ROOT, folder));
  return found.sort();
}

/** The repository files `file` imports (type-only and dynamic imports included); packages are left out. */
export function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(REPO_ROOT, file), "utf8"), true, true);
  const targets = importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith(".")) return [];
    const base = resolve(REPO_ROOT, dirname(file), fileName);
    const hit = [`${base}.ts`, `${base}.tsx`, base, join(base, "index.ts")].find((path) => existsSync(path) && statSync(path).isFile());
    return hit ? [relative(REPO_ROOT, hit)] : [];
  });
  return [...new Set(targets)];
}

/** Who imports whom among `files`: arrows out of the set are left out. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const inside = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file).filter((target) => inside.has(target))]));
}

/** The circles of a graph: each strongly connected group of two or more files, or a file importing itself. */
export function importCircles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm: each strongly connected component is one circle (or a lone file).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === file ? undefined : stack.pop()) {
      onStack.delete(member);
      component.push(member);
    }
    if (component.length > 1 || edges.get(file)?.includes(file)) circles.push(component.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return circles;
}
