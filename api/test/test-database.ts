import { randomUUID } from "node:crypto";
import { withClient } from "../db/postgres/connection";

/**
 * `npm run test:pg` (scripts/test-pg.ts) sets these: the throwaway cluster's URL without a database,
 * and the database every test file's copy is made from (migrated and seeded once).
 */
export const TEST_PG_URL = "RASOI_TEST_PG_URL";
export const TEST_PG_TEMPLATE = "RASOI_TEST_PG_TEMPLATE";

/** The throwaway cluster's base URL when the tests run on PostgreSQL, else null (SQLite). */
export function testPostgresUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  return env[TEST_PG_URL] || null;
}

/** `base` (a URL naming no database) pointed at `database`. */
export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the cluster's maintenance database. */
async function onCluster(base: string, statement: string): Promise<void> {
  await withClient(databaseUrl(base, "postgres"), (client) => client.query(statement));
}

/** A fresh database copied from the template, so each test file starts from the same seeded rows; `drop` removes it. */
export async function createTestDatabase(base: string, template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rasoi_test_${randomUUID().replaceAll("-", "")}`;
  await onCluster(base, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return { url: databaseUrl(base, name), drop: () => onCluster(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
