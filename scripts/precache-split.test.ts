import { describe, expect, it } from "vitest";
import { type BuiltChunk, splitPrecache, splitRouteUrl } from "./precache-split";

const chunk = (file: string, parts: Partial<BuiltChunk> = {}): BuiltChunk => ({
  file,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  modules: [],
  css: [],
  ...parts,
});

// An entry that lazily loads a guest route, a staff route, the staff data layer and a toaster; the guest
// route lazily loads its ordering part and a language.
const graph: BuiltChunk[] = [
  chunk("entry.js", {
    isEntry: true,
    imports: ["framework.js"],
    dynamicImports: ["menu.js", "floor.js", "staff-data.js", "toaster.js"],
    modules: ["web/main.tsx"],
    css: ["entry.css"],
  }),
  chunk("framework.js", { modules: ["node_modules/react/index.js"] }),
  chunk("menu.js", {
    imports: ["framework.js", "shared.js"],
    dynamicImports: ["ordering.js", "hi.js"],
    modules: ["web/routes/menu.$qrCode.tsx?tsr-split=component"],
    css: ["menu.css"],
  }),
  chunk("ordering.js", { imports: ["shared.js"], modules: ["web/features/diner/TableOrdering.tsx"] }),
  chunk("hi.js", { modules: ["web/features/diner/i18n/hi.ts"] }),
  chunk("floor.js", {
    imports: ["shared.js", "board.js"],
    dynamicImports: ["staff-data.js"],
    modules: ["web/routes/_staff/floor.tsx?tsr-split=component"],
  }),
  chunk("board.js", { modules: ["web/features/waiter/FloorBoard.tsx"], css: ["board.css"] }),
  chunk("staff-data.js", { modules: ["web/data/staff.ts"] }),
  chunk("shared.js", { modules: ["shared/money.ts"] }),
  chunk("toaster.js", { modules: ["web/ui/Toast/Toaster.tsx"] }),
];
const rules = {
  guestRoutes: ["/menu/$qrCode"],
  staffOnly: [/^web\/data\/staff\.ts$/],
  onDemand: [/^web\/features\/diner\/i18n\/hi\.ts$/, /^web\/ui\/Toast\/Toaster\.tsx$/],
};

describe("splitPrecache", () => {
  it("precaches the entry and the guest routes with what they load, not another route, a staff part or an on-demand part", () => {
    expect(splitPrecache(graph, rules).guest).toEqual([
      "entry.css",
      "entry.js",
      "framework.js",
      "menu.css",
      "menu.js",
      "ordering.js",
      "shared.js",
    ]);
  });

  it("leaves the staff routes and staff parts, with their styles, to a signed-in device, and nothing a guest has", () => {
    expect(splitPrecache(graph, rules).staff).toEqual(["board.css", "board.js", "floor.js", "staff-data.js"]);
  });

  it("precaches a route once it is a guest's", () => {
    const { guest } = splitPrecache(graph, { ...rules, guestRoutes: ["/menu/$qrCode", "/floor"] });
    expect(guest).toContain("floor.js");
    expect(guest).toContain("board.css");
    expect(guest).not.toContain("staff-data.js");
  });

  it("stops the build when a guest's lazy part imports a staff-only part statically", () => {
    const switcher = chunk("switcher.js", { imports: ["staff-data.js"], modules: ["web/features/outlets/OutletSwitcher.tsx"] });
    const [entry, ...rest] = graph;
    if (!entry) throw new Error("no entry");
    const leaky = [{ ...entry, dynamicImports: [...entry.dynamicImports, "switcher.js"] }, ...rest, switcher];
    expect(() => splitPrecache(leaky, rules)).toThrow(/staff-only code \(staff-data\.js: web\/data\/staff\.ts\)/);
    const listed = splitPrecache(leaky, { ...rules, staffOnly: [...rules.staffOnly, /^web\/features\/outlets\//] });
    expect(listed.guest).not.toContain("staff-data.js");
    expect(listed.staff).toContain("switcher.js");
  });
});

describe("splitRouteUrl", () => {
  it.each([
    ["web/routes/menu.$qrCode.tsx?tsr-split=component", "/menu/$qrCode"],
    ["web/routes/_staff/floor.tsx?tsr-split=component", "/floor"],
    ["web/routes/index.tsx?tsr-split=component", "/"],
    ["web/routes/r.$slug.order.tsx?tsr-split=component", "/r/$slug/order"],
    ["web/routes/menu.$qrCode.tsx", null],
    ["web/features/diner/DinerMenuPage.tsx", null],
  ])("names %s %s", (id, url) => {
    expect(splitRouteUrl(id)).toBe(url);
  });
});
