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

/** One import: `lazy` for an `import()` call, which the bundler makes a chunk boundary. */
export interface ImportArrow {
  from: string;
  to: string;
  lazy: boolean;
}

/** The repository file a relative specifier in `file` names, or null (a package, or no such file). */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(REPO_ROOT, dirname(file), specifier);
  const hit = [`${base}.ts`, `${base}.tsx`, base, join(base, "index.ts")].find((path) => existsSync(path) && statSync(path).isFile());
  return hit ? relative(REPO_ROOT, hit) : null;
}

/** Every repository file `file` imports, each once per kind: static (type-only and re-exports too) or lazy. */
export function importArrowsOf(file: string): ImportArrow[] {
  const source = ts.createSourceFile(file, readFileSync(join(REPO_ROOT, file), "utf8"), ts.ScriptTarget.Latest, false);
  const found = new Map<string, ImportArrow>();
  const add = (specifier: ts.Node | undefined, lazy: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const to = resolveSpecifier(file, specifier.text);
    if (to) found.set(`${to}|${lazy}`, { from: file, to, lazy });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier, false);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, false);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found.values()];
}

/** The repository files `file` imports (type-only and dynamic imports included); packages are left out. */
export function importsOf(file: string): string[] {
  return [...new Set(importArrowsOf(file).map(({ to }) => to))];
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

/** Tests and test support: they may reach into what they test, so the rooms' rules below leave them out. */
export function isProduction(file: string): boolean {
  return !/(^|\/)test\//.test(file) && !/\.(test|pgtest)\.tsx?$/.test(file);
}

/** The feature (web/features/<name>/) a file belongs to, or undefined outside them. */
export function featureOf(file: string): string | undefined {
  return /^web\/features\/([^/]+)\//.exec(file)?.[1];
}

/** The web/ folders features build on, which therefore must not import a feature. */
const UNDER_FEATURES = /^web\/(lib|ui|theme|http|data)\//;

/**
 * Imports that break the rooms' rules (docs/decisions/076): a feature statically imports another only
 * through its index.ts (a lazy `import()` may name the file it splits off, as a barrel would fold that
 * chunk into its importer), and web/lib, ui, theme, http and data import no feature at all.
 */
export function featureBreaches(arrows: readonly ImportArrow[]): string[] {
  return arrows
    .filter(({ from, to, lazy }) => {
      const [mine, theirs] = [featureOf(from), featureOf(to)];
      if (theirs === undefined) return false;
      if (UNDER_FEATURES.test(from)) return true;
      return mine !== undefined && mine !== theirs && !lazy && to !== `web/features/${theirs}/index.ts`;
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

/** Which features import which (lazily too): the graph whose circles are cross-feature loops. */
export function featureGraph(arrows: readonly ImportArrow[]): Map<string, string[]> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of arrows) {
    const [mine, theirs] = [featureOf(from), featureOf(to)];
    if (mine === undefined || theirs === undefined || mine === theirs) continue;
    graph.set(mine, (graph.get(mine) ?? new Set()).add(theirs));
    if (!graph.has(theirs)) graph.set(theirs, new Set());
  }
  return new Map([...graph].map(([feature, targets]) => [feature, [...targets].sort()]));
}
