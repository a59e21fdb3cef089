import { defineConfig } from "vitest/config";

// Browser journeys against the production build (`npm run test:e2e` builds it first).
// One file at a time: each starts its own server and Chromium, and CI has two cores.
export default defineConfig({
  test: {
    root: ".",
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A journey that fails on a slow CI box gets one more go; a real bug fails twice.
    retry: process.env.CI ? 1 : 0,
  },
});
