import { describe, expect, it } from "vitest";
import { coldVisitFiles, entryKey, fileLabels, formatTable, layoutFiles, type Manifest, splitChunkKeys, urlOf } from "./cold-visit";

const manifest: Manifest = {
  "index.html": {
    file: "assets/index-1.js",
    src: "index.html",
    isEntry: true,
    imports: ["_vendor-1.js"],
    dynamicImports: ["routes/index.tsx?tsr-split=component", "routes/pricing.tsx?tsr-split=component", "_pwa-1.js"],
    css: ["assets/index-1.css"],
  },
  "_vendor-1.js": { file: "assets/vendor-1.js", name: "vendor" },
  "_pwa-1.js": { file: "assets/pwa-1.js", isDynamicEntry: true },
  "_ui-1.js": { file: "assets/ui-1.js", imports: ["index.html"], css: ["assets/ui-1.css"] },
  "routes/index.tsx?tsr-split=component": {
    file: "assets/routes-1.js",
    src: "routes/index.tsx?tsr-split=component",
    isDynamicEntry: true,
    imports: ["index.html", "_ui-1.js"],
  },
  "routes/pricing.tsx?tsr-split=component": {
    file: "assets/pricing-1.js",
    isDynamicEntry: true,
    imports: ["index.html", "_ui-1.js"],
    dynamicImports: ["_pwa-1.js"],
  },
  "routes/pricing.tsx?tsr-split=errorComponent": { file: "assets/pricing-error-1.js", isDynamicEntry: true },
};

describe("urlOf", () => {
  it.each([
    ["routes/index.tsx", "/"],
    ["routes/pricing.tsx", "/pricing"],
    ["routes/menu/$qrCode.tsx", "/menu/$qrCode"],
    ["routes/_staff/menu.$qrCode.tsx", "/menu/$qrCode"],
    ["routes/(diner)/menu/index.tsx", "/menu"],
    ["routes/_staff/orders/route.tsx", "/orders"],
  ])("names %s %s", (routeFile, url) => {
    expect(urlOf(routeFile)).toBe(url);
  });
});

describe("entryKey", () => {
  it("finds the HTML entry", () => {
    expect(entryKey(manifest)).toBe("index.html");
  });

  it("refuses a manifest without one", () => {
    expect(() => entryKey({ "a.js": { file: "a.js" } })).toThrow(/no HTML entry/);
  });
});

describe("splitChunkKeys", () => {
  it("finds a route's component chunk but not its error component", () => {
    expect(splitChunkKeys(manifest, "routes/pricing.tsx")).toEqual(["routes/pricing.tsx?tsr-split=component"]);
  });

  it("finds nothing for a route that does not exist", () => {
    expect(splitChunkKeys(manifest, "routes/menu/$qrCode.tsx")).toEqual([]);
  });
});

describe("coldVisitFiles", () => {
  it("takes the entry's static imports and CSS but not its dynamic imports", () => {
    expect(coldVisitFiles(manifest, ["index.html"])).toEqual({
      js: ["assets/index-1.js", "assets/vendor-1.js"],
      css: ["assets/index-1.css"],
    });
  });

  it("adds a route's split chunk and what it imports, each file once, despite the cycle back to the entry", () => {
    const files = coldVisitFiles(manifest, ["index.html", "routes/pricing.tsx?tsr-split=component"]);
    expect(files.js.sort()).toEqual(["assets/index-1.js", "assets/pricing-1.js", "assets/ui-1.js", "assets/vendor-1.js"]);
    expect(files.css.sort()).toEqual(["assets/index-1.css", "assets/ui-1.css"]);
  });

  it("fails loudly on a key the manifest does not have", () => {
    expect(() => coldVisitFiles(manifest, ["nope"])).toThrow(/no chunk "nope"/);
  });
});

describe("layoutFiles", () => {
  it("lists the layouts around a nested route, outermost first", () => {
    const existing = new Set(["routes/_staff.tsx", "routes/_staff/orders/route.tsx", "routes/_staff/orders/$id.tsx"]);
    expect(layoutFiles("routes/_staff/orders/$id.tsx", existing)).toEqual(["routes/_staff.tsx", "routes/_staff/orders/route.tsx"]);
  });

  it("has none for a top-level route", () => {
    expect(layoutFiles("routes/pricing.tsx", new Set(["routes/pricing.tsx"]))).toEqual([]);
  });
});

describe("formatTable", () => {
  it("marks routes over budget", () => {
    const table = formatTable([
      { route: "/", limitBytes: 110 * 1024, bytes: 100 * 1024 },
      { route: "/dashboard", limitBytes: 250 * 1024, bytes: 260 * 1024 },
    ]);
    expect(table).toMatch(/^\/\s+100\.0 KB\s+110\.0 KB\s+ok$/m);
    expect(table).toMatch(/^\/dashboard\s+260\.0 KB\s+250\.0 KB\s+OVER$/m);
  });
});

describe("fileLabels", () => {
  it("names a hashed file by its chunk, its styles after it, and falls back to the source key", () => {
    const labels = fileLabels(manifest);
    expect(labels.get("assets/vendor-1.js")).toBe("vendor");
    expect(labels.get("assets/ui-1.css")).toBe("_ui-1.js (styles)");
    expect(labels.get("assets/routes-1.js")).toBe("routes/index.tsx?tsr-split=component");
    expect(labels.get("assets/index-1.css")).toBe("index.html (styles)");
  });
});
