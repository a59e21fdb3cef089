import { defineConfig } from "vitest/config";

/**
 * `npm run test:pg` (scripts/test-pg.ts): the API's own test files against PostgreSQL, each on a fresh
 * copy of the seeded template, plus the cross-process tests and those of PostgreSQL's own parts
 * (*.pgtest.ts). Left out: the tests of SQLite's own parts (its group writer, WAL, checkpointer,
 * connection settings, query plans, raw prepared order store, caches and prepared queries read under
 * its one connection) and of the in-memory limits, whose PostgreSQL counterpart is
 * api/limits/shared-limits.pgtest.ts.
 */
export default defineConfig({
  test: {
    root: ".",
    include: ["api/**/*.test.ts", "api/**/*.pgtest.ts", "web/features/diner/**/*.test.ts"],
    exclude: [
      "api/db/sqlite/writer.test.ts",
      "api/db/sqlite/wal-sync.test.ts",
      "api/db/sqlite/checkpointer.test.ts",
      "api/db/connection.test.ts",
      "api/db/sqlite/order-store.test.ts",
      "api/db/migrations/002-tenancy.test.ts",
      "api/db/migrations/003-performance.test.ts",
      "api/db/prepared-query.test.ts",
      "api/db/sqlite/qr-answers.test.ts",
      "api/middleware/rate-limit.test.ts",
    ],
    environment: "node",
    setupFiles: ["api/test/restore-clock.ts"],
    // Real sign-ins (scrypt) on two server processes beside PostgreSQL, on a machine that may be busy.
    hookTimeout: 120_000,
    testTimeout: 300_000,
    // Two workers: each file opens its own database and pool, on a machine shared with PostgreSQL itself.
    maxWorkers: 2,
  },
});
