import { describe, expect, it } from "vitest";
import { DEMO_SIGN_INS, signIn, waitForHeading, waitForServiceWorkerControl } from "../scripts/browser-flows";
import { setupJourney } from "./harness";

const journey = setupJourney();

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

describe("installable PWA", () => {
  it("links a manifest with Rasoi's name, standalone display and 192/512/maskable icons", async () => {
    const { page } = journey;
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();

    const response = await page.request.get(href ?? "");
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({ name: "Rasoi", short_name: "Rasoi", start_url: "/", scope: "/", id: "/", display: "standalone" });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose?.split(" ").includes("maskable"))).toBe(true);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
  });

  it("is controlled by a service worker and Chromium reports no installability errors", async () => {
    const { page, context } = journey;
    await page.goto("/");
    await waitForHeading(page, /Fill more tables/);
    await waitForServiceWorkerControl(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    // Playwright's contexts are incognito-like and Chromium never offers installs there; that one
    // is about the test's browser, not the app.
    const errors = installabilityErrors.filter((error) => error.errorId !== "in-incognito");
    expect(errors).toEqual([]);
  });

  // api/static.test.ts covers each encoding and cache header with made-up files; this only checks
  // that the real build and npm run build's compression step are wired to it.
  it("sends the real build's entry script brotli-compressed with the one-year cache", async () => {
    const { page, url } = journey;
    await page.goto("/");
    const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute("src");
    expect(script).toBeTruthy();

    const asset = await fetch(`${url}${script}`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("keeps the diner's menu lookup for when the restaurant Wi-Fi drops, and no staff API answer", async () => {
    const { page, server } = journey;
    await signIn(page, DEMO_SIGN_INS.admin);
    await waitForServiceWorkerControl(page);
    const qrCode = await page.evaluate(async () => {
      const me = (await (await fetch("/api/auth/me")).json()) as { restaurantId: string };
      const tables = (await (await fetch(`/api/restaurants/${me.restaurantId}/tables`)).json()) as { qrCode: string }[];
      return tables[0]?.qrCode;
    });
    expect(qrCode).toBeTruthy();
    const online = await page.evaluate(async (code) => (await fetch(`/api/qr/${code}`)).text(), qrCode);

    await server.stop();
    try {
      const offline = await page.evaluate(async (code) => {
        const read = (path: string) =>
          fetch(path).then(
            (response) => response.text(),
            () => null,
          );
        return { menu: await read(`/api/qr/${code}`), me: await read("/api/auth/me") };
      }, qrCode);
      expect(offline.menu).toBe(online);
      expect(offline.me).toBeNull();
    } finally {
      await server.restart();
    }
  });

  it("precaches no staff screen on a guest's visit, and keeps every one once someone signs in (docs/decisions/111)", async () => {
    const { page } = journey;
    await page.goto("/");
    await waitForHeading(page, /Fill more tables/);
    await waitForServiceWorkerControl(page);
    const staffFiles = () =>
      page.evaluate(async () => {
        // The build's own list (vite.config.ts, precacheSplit).
        const { files } = (await (await fetch("/staff-assets.json")).json()) as { files: string[] };
        const kept = await Promise.all(files.map(async (file) => (await caches.match(file)) !== undefined));
        return { listed: files.length, kept: kept.filter(Boolean).length };
      });
    const guest = await staffFiles();
    expect(guest.listed).toBeGreaterThan(20);
    expect(guest.kept).toBe(0);

    await signIn(page, DEMO_SIGN_INS.admin);
    await waitForServiceWorkerControl(page);
    expect(await staffFiles()).toEqual({ listed: guest.listed, kept: guest.listed });
  });

  // Stops the real server: the context's offline switch would not do, because it does not cut the
  // service worker's own requests, so the server itself must go away. Pricing and Sign In are no guest
  // pages: they are kept once opened (docs/decisions/111), where / comes with the first visit.
  it("opens / and, once opened, /pricing and /login with the server gone after one visit", async () => {
    const { page, server } = journey;
    await page.goto("/");
    await waitForHeading(page, /Fill more tables/);
    await waitForServiceWorkerControl(page);
    await page.goto("/pricing");
    await waitForHeading(page, /Pricing|Plans/i);
    await page.goto("/login");
    await waitForHeading(page, "Sign In");
    await page.getByLabel("Email or Username").waitFor();

    await server.stop();
    try {
      // The service worker answers no staff API call, so this reaches the network and finds nobody.
      const unreachable = await page.evaluate(async () =>
        fetch("/api/auth/me").then(
          () => false,
          () => true,
        ),
      );
      expect(unreachable).toBe(true);

      await page.goto("/");
      await waitForHeading(page, /Fill more tables/);
      await page.goto("/pricing");
      await waitForHeading(page, /Pricing|Plans/i);
      await page.goto("/login");
      await waitForHeading(page, "Sign In");
      await page.getByLabel("Email or Username").waitFor();
    } finally {
      await server.restart();
    }
  });
});
