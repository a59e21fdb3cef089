import { JSDOM } from "jsdom";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { formatRupees } from "../../shared/money";
import type { OpeningHours } from "../../shared/opening-hours";
import type { MenuItem } from "../../shared/schemas/menu";
import type { QrLookup } from "../../shared/schemas/qr";
import type { SiteAnswer } from "../../shared/schemas/site";
import { settingsBody } from "../test/restaurant-settings";
import { restaurantIdOf, send, tableAndDish } from "../test/route-test-helpers";
import { TEST_ONLINE } from "../test/takeout-settings";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let admin: string;
let otherAdmin: string;
let otherRestaurantId: string;

const SETTINGS = `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`;
const LUNCH_AND_DINNER: OpeningHours = [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
  { day, open: "12:00", close: "15:00" },
  // Friday and Saturday run past midnight.
  { day, open: "19:00", close: day === 5 || day === 6 ? "01:00" : "23:30" },
]);
const WEBSITE = {
  about: "Tandoori dishes & biryani since 1998 <really>.",
  cuisine: "North Indian",
  openingHours: LUNCH_AND_DINNER,
  mapUrl: "https://maps.app.goo.gl/spicegarden",
};

beforeAll(async () => {
  server = await createTestServer({ publicUrl: "https://rasoi.example" });
  ({ admin, otherAdmin } = await signInDemoStaff(server.app));
  otherRestaurantId = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
  const saved = await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...settingsBody(), ...WEBSITE } });
  expect(saved.status).toBe(200);
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

/** At an instant, as the server's clock sees it (only Date is faked: timers and the database run as ever). */
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
};

const get = (path: string, headers: Record<string, string> = {}) => server.app.request(path, { headers });
const documentOf = async (response: Response) => new JSDOM(await response.text()).window.document;
const menuOf = async (): Promise<MenuItem[]> =>
  (await send(server.app, "GET", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, { cookie: admin })).json();

interface JsonLd {
  "@type": string;
  [key: string]: unknown;
}

describe("GET /r/{slug}", () => {
  it("shows the name, cuisine, contact, hours with today's highlighted, and every dish with its price and mark", async () => {
    // Friday 27 November 2026, 13:30 IST.
    at("2026-11-27T08:00:00Z");
    const response = await get("/r/spice-garden");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    const document = await documentOf(response);

    expect(document.documentElement.lang).toBe("en");
    expect(document.querySelector("h1")?.textContent).toBe("Spice Garden");
    expect(document.querySelector("main")).not.toBeNull();
    expect(document.querySelector("header")?.textContent).toContain("North Indian");
    expect(document.querySelector(".open")?.textContent).toBe("Open now · closes at 3 pm");
    expect(document.body.textContent).toContain(WEBSITE.about);
    expect(document.querySelector('a[href="tel:+919876543210"]')).not.toBeNull();
    expect(document.querySelector('a[href="/r/spice-garden/book"]')?.textContent).toBe("Book a table");
    expect(document.querySelector(`#visit ~ p a[href="${WEBSITE.mapUrl}"]`)?.textContent).toBe("View on map");
    expect(document.querySelector("script:not([type='application/ld+json'])")).toBeNull();

    const rows = [...document.querySelectorAll("tbody tr")].map((row) => row.textContent);
    expect(rows).toEqual([
      "Monday12 pm – 3 pm, 7 pm – 11:30 pm",
      "Tuesday12 pm – 3 pm, 7 pm – 11:30 pm",
      "Wednesday12 pm – 3 pm, 7 pm – 11:30 pm",
      "Thursday12 pm – 3 pm, 7 pm – 11:30 pm",
      "Friday (today)12 pm – 3 pm, 7 pm – 1 am",
      "Saturday12 pm – 3 pm, 7 pm – 1 am",
      "Sunday12 pm – 3 pm, 7 pm – 11:30 pm",
    ]);
    expect(document.querySelector("tr.today")?.getAttribute("aria-current")).toBe("date");

    const available = (await menuOf()).filter((item) => item.isAvailable);
    expect(available.length).toBeGreaterThan(5);
    const dishes = [...document.querySelectorAll(".dish")];
    expect(dishes.map((dish) => dish.querySelector("h4")?.textContent).sort()).toEqual(available.map((item) => item.name).sort());
    for (const item of available) {
      const dish = dishes.find((element) => element.querySelector("h4")?.textContent === item.name);
      expect(dish?.querySelector(".price")?.textContent, item.name).toBe(formatRupees(item.price));
      if (item.diet) expect(dish?.querySelector(`.diet.${item.diet}`)?.getAttribute("aria-label"), item.name).toBeTruthy();
      expect(dish?.closest("section")?.querySelector("h3")?.textContent).toBe(item.category);
    }

    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://rasoi.example/r/spice-garden");
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe("Spice Garden");
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe("https://rasoi.example/r/spice-garden");
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(WEBSITE.about);
  });

  it("carries schema.org Restaurant data: hours, address, cuisine and the whole menu priced in INR", async () => {
    const document = await documentOf(await get("/r/spice-garden"));
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]?.textContent ?? "");
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Restaurant");
    expect(data.name).toBe("Spice Garden");
    expect(data.servesCuisine).toBe("North Indian");
    expect(data.telephone).toBe("+919876543210");
    expect(data.address).toEqual({ "@type": "PostalAddress", streetAddress: settingsBody().address, addressCountry: "IN" });
    expect(data.openingHoursSpecification).toHaveLength(LUNCH_AND_DINNER.length);
    expect(data.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "https://schema.org/Saturday",
      opens: "19:00",
      closes: "01:00",
    });
    expect(data.hasMenu["@type"]).toBe("Menu");
    const sections: JsonLd[] = data.hasMenu.hasMenuSection;
    expect(sections.every((section) => section["@type"] === "MenuSection")).toBe(true);
    const items = sections.flatMap((section) => section.hasMenuItem as JsonLd[]);
    const available = (await menuOf()).filter((item) => item.isAvailable);
    expect(items).toHaveLength(available.length);
    for (const item of available) {
      expect(items, item.name).toContainEqual(
        expect.objectContaining({
          "@type": "MenuItem",
          name: item.name,
          offers: { "@type": "Offer", price: String(item.price), priceCurrency: "INR" },
        }),
      );
    }
  });

  it("says when it opens next, in IST, after closing and past midnight", async () => {
    // Friday 15:30 IST: lunch is over.
    at("2026-11-27T10:00:00Z");
    let document = await documentOf(await get("/r/spice-garden"));
    expect(document.querySelector(".closed")?.textContent).toBe("Opens at 7 pm");
    // Saturday 00:30 IST: Friday's dinner runs till 1 am, and Saturday is today.
    at("2026-11-27T19:00:00Z");
    document = await documentOf(await get("/r/spice-garden"));
    expect(document.querySelector(".open")?.textContent).toBe("Open now · closes at 1 am");
    expect(document.querySelector("tr.today th")?.textContent).toBe("Saturday (today)");
    // Saturday 02:00 IST.
    at("2026-11-27T20:30:00Z");
    document = await documentOf(await get("/r/spice-garden"));
    expect(document.querySelector(".closed")?.textContent).toBe("Opens at 12 pm");
  });

  it("is kept with an ETag until the restaurant's menu changes: 304 meanwhile, the new price after", async () => {
    const first = await get("/r/spice-garden");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await get("/r/spice-garden", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const { dish } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    // Written behind the server's back: the kept page does not read the database again.
    await server.db.updateTable("menuItems").set({ price: 4321 }).where("id", "=", dish.id).execute();
    await server.db.updateTable("restaurants").set({ about: "Changed behind the back" }).where("id", "=", DEMO_RESTAURANT_ID).execute();
    expect((await get("/r/spice-garden", { "If-None-Match": etag })).status).toBe(304);

    const patched = await send(server.app, "PATCH", `/api/menu-items/${dish.id}`, { cookie: admin, body: { price: 1234 } });
    expect(patched.status).toBe(200);
    const changed = await get("/r/spice-garden", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    const html = await changed.text();
    expect(html).toContain(formatRupees(1234));
    expect(html).toContain("Changed behind the back");
  });

  it("answers gzip to a client that takes it", async () => {
    const response = await get("/r/spice-garden", { "Accept-Encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("is a 404 page for an unknown slug or a switched-off restaurant", async () => {
    const unknown = await get("/r/no-such-place");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/^text\/html/);
    expect((await get("/r/kolkata-kathi-co")).status).toBe(404);
  });
});

describe("GET /api/site/{slug}", () => {
  it("answers name, hours, open now and the very menu a table's QR answer has", async () => {
    at("2026-11-27T08:00:00Z");
    const response = await get("/api/site/spice-garden");
    expect(response.status).toBe(200);
    const site: SiteAnswer = await response.json();
    expect(site).toMatchObject({ slug: "spice-garden", name: "Spice Garden", openNow: true, openingHours: LUNCH_AND_DINNER, online: null });
    const { table } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
    const lookup: QrLookup = await (await get(`/api/qr/${table.qrCode}`)).json();
    expect(site.menuItems).toEqual(lookup.menuItems);
    expect((await get("/api/site/spice-garden", { "If-None-Match": response.headers.get("etag") ?? "" })).status).toBe(304);
    expect((await get("/api/site/no-such-place")).status).toBe(404);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every active restaurant's site and no switched-off one", async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const document = new JSDOM(await response.text(), { contentType: "application/xml" }).window.document;
    const locations = [...document.getElementsByTagName("loc")].map((loc) => loc.textContent);
    const active = await server.db.selectFrom("restaurants").select("slug").where("isActive", "=", 1).execute();
    expect(locations.sort()).toEqual(active.map(({ slug }) => `https://rasoi.example/r/${slug}`).sort());
    expect(locations).toContain("https://rasoi.example/r/spice-garden");
    expect(locations).not.toContain("https://rasoi.example/r/kolkata-kathi-co");
  });

  it("lets crawlers read the sites and not the API or the table menus, and names the sitemap", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /menu/");
    expect(text).toContain("Disallow: /dashboard");
    expect(text).toContain("Sitemap: https://rasoi.example/sitemap.xml");
  });
});

describe("a restaurant's own domain", () => {
  it("shows its site at the root for that Host only, and one domain belongs to one restaurant (409)", async () => {
    const saved = await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...settingsBody(), domain: "WWW.SpiceGarden.in" } });
    expect(saved.status).toBe(200);
    expect((await saved.json()).domain).toBe("www.spicegarden.in");

    const own = await get("/", { Host: "www.spicegarden.in:443" });
    expect(own.status).toBe(200);
    const document = await documentOf(own);
    expect(document.querySelector("h1")?.textContent).toBe("Spice Garden");
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.spicegarden.in/");
    // Any other host gets the web app at its root (none in this test server: the API's 404).
    expect((await get("/", { Host: "rasoi.example" })).status).toBe(404);
    expect((await get("/", { Host: "www.dosapoint.in" })).status).toBe(404);

    const taken = await send(server.app, "PUT", `/api/restaurants/${otherRestaurantId}/settings`, {
      cookie: otherAdmin,
      body: { ...settingsBody({ gstMode: "unregistered", gstin: "" }), domain: "www.spicegarden.in" },
    });
    expect(taken.status).toBe(409);
    expect((await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...settingsBody(), domain: "not a domain" } })).status).toBe(
      400,
    );
    const cleared = await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...settingsBody(), domain: "" } });
    expect(cleared.status).toBe(200);
    expect((await get("/", { Host: "www.spicegarden.in" })).status).toBe(404);
  });
});

describe("online ordering on the page", () => {
  const orderLink = (document: Document) => document.querySelector('a[href="/r/spice-garden/order"]');
  const note = (document: Document) => document.querySelector("#online-status")?.textContent ?? null;
  const page = async () => documentOf(await get("/r/spice-garden"));
  const online = (open: boolean) =>
    send(server.app, "PUT", "/api/online-settings", { cookie: admin, body: { ...TEST_ONLINE, delivery: false, open } });

  it("says it is closed today and hides the Order button, the kept page dropped at once; says when it opens outside hours", async () => {
    expect((await send(server.app, "PUT", SETTINGS, { cookie: admin, body: { ...settingsBody(), ...WEBSITE } })).status).toBe(200);
    try {
      // Friday 13:30 IST, open for lunch.
      at("2026-11-27T08:00:00Z");
      expect((await online(true)).status).toBe(200);
      let document = await page();
      expect(orderLink(document)?.textContent).toBe("Order online");
      expect(note(document)).toBeNull();

      // Online ordering switched off, then on again.
      expect((await online(false)).status).toBe(200);
      document = await page();
      expect(orderLink(document)).toBeNull();
      expect(note(document)).toBe("Online ordering is closed today");
      expect((await online(true)).status).toBe(200);
      expect(orderLink(await page())).not.toBeNull();

      expect((await send(server.app, "POST", "/api/online-settings/close-today", { cookie: admin })).status).toBe(200);
      document = await page();
      expect(orderLink(document)).toBeNull();
      expect(note(document)).toBe("Online ordering is closed today");
      expect((await (await get("/api/site/spice-garden")).json()).online).toMatchObject({ open: false, closedToday: true });

      // Saturday 13:30 IST: the day closed in one tap is over, with no change written.
      at("2026-11-28T08:00:00Z");
      document = await page();
      expect(orderLink(document)).not.toBeNull();
      expect(note(document)).toBeNull();
      expect((await (await get("/api/site/spice-garden")).json()).online).toMatchObject({ open: true, closedToday: false });

      // Saturday 16:00 IST, between lunch and dinner: orders for later still taken, and the page says when it opens.
      at("2026-11-28T10:30:00Z");
      document = await page();
      expect(orderLink(document)).not.toBeNull();
      expect(note(document)).toBe("Online ordering: Opens at 7 pm");
    } finally {
      vi.useRealTimers();
      await send(server.app, "DELETE", "/api/online-settings/close-today", { cookie: admin });
      await send(server.app, "PUT", "/api/online-settings", { cookie: admin, body: { ...TEST_ONLINE, pickup: false, delivery: false } });
    }
  });

  it("shows no word of online ordering for a restaurant that takes none", async () => {
    at("2026-11-27T08:00:00Z");
    const document = await page();
    expect(orderLink(document)).toBeNull();
    expect(note(document)).toBeNull();
  });
});
