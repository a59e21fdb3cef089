import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: "web/routes",
      generatedRouteTree: "web/routeTree.gen.ts",
      autoCodeSplitting: true,
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
  test: {
    root: ".",
    projects: [
      {
        extends: true,
        test: { name: "node", root: ".", include: ["shared/**/*.test.ts", "api/**/*.test.ts", "web/data/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: { name: "web", root: ".", include: ["web/**/*.test.tsx"], environment: "jsdom" },
      },
    ],
  },
});
