/**
 * Writes `.br` and `.gz` siblings beside every text file of the build so the server
 * (api/static.ts, `precompressed: true`) can send them without compressing per request.
 * Runs after `vite build` rather than as a Vite plugin so it also covers sw.js and the
 * web manifest, which vite-plugin-pwa writes after the bundle is closed.
 *   npx tsx scripts/compress-dist.ts [dir]   (default dist/web)
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt)$/;

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot folders (.vite/manifest.json) are build metadata the server never sends.
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

function compressDir(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const path of textFiles(dir)) {
    const content = readFileSync(path);
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    // A sibling that is not smaller only costs the client a decode step.
    if (br.length < content.length) writeFileSync(`${path}.br`, br);
    if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
    files += 1;
    bytes += content.length;
    brotliBytes += Math.min(br.length, content.length);
  }
  return { files, bytes, brotliBytes };
}

const dir = process.argv[2] ?? "dist/web";
const { files, bytes, brotliBytes } = compressDir(dir);
console.log(`compressed ${files} files in ${dir}: ${(bytes / 1024).toFixed(1)} KB -> ${(brotliBytes / 1024).toFixed(1)} KB brotli`);
