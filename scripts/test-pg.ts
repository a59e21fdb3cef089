/**
 * `npm run test:pg`: starts a throwaway PostgreSQL (scripts/throwaway-postgres.ts), migrates and seeds a
 * template database once, runs the API's test files against it (each file on its own copy of the
 * template: api/test/test-support.ts) and the cross-process tests, then stops the cluster and deletes it.
 */
import { spawn } from "node:child_process";
import { TEST_PASSWORD_COST } from "../api/config";
import { openPostgres } from "../api/db/postgres/connection";
import { seedDemo } from "../api/db/seed";
import { TEST_PG_TEMPLATE, TEST_PG_URL } from "../api/test/test-database";
import { startThrowawayPostgres } from "./throwaway-postgres";

const TEMPLATE = "rasoi_template";

const cluster = await startThrowawayPostgres();
let code = 1;
const stop = () => void cluster.stop().finally(() => process.exit(1));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
try {
  await cluster.createDatabase(TEMPLATE);
  const template = await openPostgres(cluster.url(TEMPLATE), { poolSize: 2, afterMigrating: (db) => seedDemo(db, TEST_PASSWORD_COST) });
  await template.destroy();
  code = await new Promise<number>((resolve) => {
    const vitest = spawn("npx", ["vitest", "run", "--config", "vitest.pg.config.ts", ...process.argv.slice(2)], {
      stdio: "inherit",
      env: { ...process.env, [TEST_PG_URL]: cluster.baseUrl, [TEST_PG_TEMPLATE]: TEMPLATE },
    });
    vitest.on("exit", (exitCode) => resolve(exitCode ?? 1));
  });
} finally {
  await cluster.stop();
}
process.exit(code);
