import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { VitePWA } from "vite-plugin-pwa";
// Rasoi's maroon and cream (as in web/theme/theme.css.ts); scripts/make-icons.ts draws with the same file.
import palette from "./scripts/palette.json" with { type: "json" };

// Absolute, because the router plugin resolves relative paths against Vite's root ("web") in a
// build but against the working directory under vitest.
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: fromHere("./web/routes"),
      generatedRouteTree: fromHere("./web/routeTree.gen.ts"),
      autoCodeSplitting: true,
    }),
    react(),
    vanillaExtractPlugin(),
    VitePWA({
      // We register the worker ourselves (web/features/pwa) and ask before activating an update,
      // so a waiter never loses a half-typed form to a surprise reload.
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        id: "/",
        name: "Rasoi",
        short_name: "Rasoi",
        description: "Restaurant platform for Indian restaurants: table-QR ordering, kitchen workflow, menu, tables and customer notes.",
        lang: "en-IN",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: palette.maroon,
        background_color: palette.cream,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // Take control on the first install so the very first visit already works offline.
        // Updates still wait for the user's "Reload" (registerType "prompt" => no skipWaiting).
        clientsClaim: true,
        runtimeCaching: [
          {
            // The diner's menu: fresh when the restaurant Wi-Fi answers within 3 s, else the last copy.
            // Only this public lookup is cached; staff data lives in IndexedDB, never in the SW.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/qr\/[^/]+$/.test(url.pathname),
            method: "GET",
            handler: "NetworkFirst",
            options: {
              cacheName: "rasoi-diner-menu",
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 20, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    // scripts/check-budgets.ts walks this chunk graph to price each route's cold visit.
    manifest: true,
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
  test: {
    root: ".",
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          root: ".",
          include: ["shared/**/*.test.ts", "api/**/*.test.ts", "web/data/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          root: ".",
          include: ["web/**/*.test.tsx", "web/{api,features,lib,ui}/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["web/test/setup.ts"],
        },
      },
    ],
  },
});
