/**
 * Tools only `npm run lighthouse` and `npm run bench` use are not in package.json, so `npm install`
 * does not fetch them for everyone: they are loaded from npm's own cache, fetched at this exact
 * version the first time (docs/decisions/068).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const folders = new Map<string, string>();

/** The node_modules folder npm keeps for `name@version` and its dependencies, fetched if missing. */
function cachedModules(name: string, version: string): string {
  const known = folders.get(`${name}@${version}`);
  if (known) return known;
  // npm exec puts the package's own bin folder first on PATH; its parent holds the package.
  const bin = execFileSync(
    "npm",
    [
      "exec",
      "--yes",
      `--package=${name}@${version}`,
      "--",
      "node",
      "-e",
      "process.stdout.write(process.env.PATH.split(require('node:path').delimiter)[0])",
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  const folder = join(bin.trim(), "..");
  folders.set(`${name}@${version}`, folder);
  return folder;
}

/**
 * Imports `module` (by default the package itself; or one of its dependencies, such as the browser
 * launcher Lighthouse brings) from the cached `name@version`.
 */
export async function importOnDemand<T>(name: string, version: string, module = name): Promise<T> {
  const folder = join(cachedModules(name, version), module);
  const manifest = join(folder, "package.json");
  if (!existsSync(manifest)) throw new Error(`npm exec fetched ${name}@${version} but ${module} is not in ${folder}`);
  const { main } = JSON.parse(readFileSync(manifest, "utf8")) as { main?: string };
  return (await import(pathToFileURL(join(folder, main ?? "index.js")).href)) as T;
}
