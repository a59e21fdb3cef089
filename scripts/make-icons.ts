/**
 * Renders Rasoi's app icons from one SVG drawing with Debian's Chromium and writes them to
 * web/public/icons/. The PNGs are committed; run this again only when the drawing changes:
 *   npx tsx scripts/make-icons.ts
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import palette from "../web/theme/palette.json" with { type: "json" };
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const outDir = join(import.meta.dirname, "..", "web", "public", "icons");

/**
 * A thali seen from above (saffron rim, cream plate) with a maroon "R" drawn as a path, so the
 * result does not depend on which fonts the machine has. `maskable` fills the whole square and
 * keeps the drawing inside the 80 % safe zone that Android's launcher masks never crop.
 */
function drawing(maskable: boolean): string {
  const background = maskable
    ? `<rect width="100" height="100" fill="${palette.maroon}"/>`
    : `<rect width="100" height="100" rx="22" fill="${palette.maroon}"/>`;
  const scale = maskable ? 0.78 : 1;
  const offset = (100 - 100 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <title>Rasoi</title>
  ${background}
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <circle cx="50" cy="50" r="38" fill="${palette.saffron}"/>
    <circle cx="50" cy="50" r="31" fill="${palette.cream}"/>
    <path fill="${palette.maroon}" fill-rule="evenodd"
      d="M37 29h15.5c8.6 0 13.5 4.6 13.5 11.6 0 5.3-2.9 9-7.6 10.5L68 71h-9.6l-8.6-18.6H45.6V71H37z
         M45.6 36.2v9.4h6.6c3.4 0 5.3-1.8 5.3-4.7s-1.9-4.7-5.3-4.7z"/>
  </g>
</svg>`;
}

const icons = [
  { file: "favicon-32.png", size: 32, maskable: false },
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "maskable-512.png", size: 512, maskable: true },
  { file: "apple-touch-icon-180.png", size: 180, maskable: true },
] as const;

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "icon.svg"), drawing(false));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = drawing(icon.maskable).replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    writeFileSync(join(outDir, icon.file), png);
    await page.close();
    console.log(`wrote web/public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}

/**
 * Browsers ask for /favicon.ico when a page names no icon; an ICO file may simply wrap a PNG
 * (one 6-byte header, one 16-byte directory entry, then the PNG).
 */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

writeFileSync(join(outDir, "..", "favicon.ico"), icoFromPng(readFileSync(join(outDir, "favicon-32.png")), 32));
rmSync(join(outDir, "favicon-32.png"));
console.log("wrote web/public/favicon.ico");
