import { configFromEnv } from "../config";
import { rebuildSummaries } from "./analytics-days";
import { openDatabase } from "./connection";
import { openPostgres } from "./postgres/connection";
import { dayEndsAtOf } from "./settings";

/**
 * `npm run analytics:rebuild`: builds every restaurant's analytics day summaries again from the raw
 * rows (docs/decisions/106-analytics-day-summaries.md), on DATABASE_URL's PostgreSQL, else DATABASE_PATH.
 * Safe beside a running server: each month of days is one short transaction, and the server drops a
 * day changed meanwhile on its next read.
 */
const { databasePath, databaseUrl } = configFromEnv();
const db = databaseUrl ? await openPostgres(databaseUrl, { poolSize: 2 }) : await openDatabase(databasePath);
try {
  const restaurants = await db.selectFrom("restaurants").select(["id", "name"]).orderBy("name").execute();
  for (const { id, name } of restaurants) {
    const started = performance.now();
    const days = await rebuildSummaries(db, id, await dayEndsAtOf(db, id), (job) => db.transaction().execute(job));
    console.log(`${name}: ${days} closed days rebuilt in ${Math.round(performance.now() - started)} ms`);
  }
} finally {
  await db.destroy();
}
