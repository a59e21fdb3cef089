import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { Database } from "../schema";
import { migrations } from ".";

let dir: string;
let sqlite: BetterSqlite3.Database;
let db: Kysely<Database>;
let migrator: Migrator;

const at = "2026-01-01T00:00:00.000Z";
const user = (id: string, restaurantId: string, username: string, role: string) => ({
  id,
  restaurant_id: restaurantId,
  username,
  email: `${username}@example.in`,
  password_hash: "x",
  role,
  created_at: at,
  updated_at: at,
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "rasoi-migration-"));
  sqlite = new BetterSqlite3(join(dir, "rasoi.db"));
  sqlite.pragma("foreign_keys = ON");
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  // A database from before tenancy, seeded the old way.
  expect((await migrator.migrateTo("001-initial")).error).toBeUndefined();
  for (const [id, name] of [
    [DEMO_RESTAURANT_ID, "Spice Garden"],
    ["6a0e7c8e-1111-4b2a-9c3d-0e1f2a3b4c5d", "Dosa Point"],
  ] as const) {
    sqlite
      .prepare("insert into restaurants (id, name, email, created_at, updated_at) values (?, ?, ?, ?, ?)")
      .run(id, name, "x@example.in", at, at);
  }
  const insert = insertUser();
  insert.run(user("u1", DEMO_RESTAURANT_ID, "admin", "admin"));
  insert.run(user("u2", DEMO_RESTAURANT_ID, "waiter", "waiter"));
  insert.run(user("u3", "6a0e7c8e-1111-4b2a-9c3d-0e1f2a3b4c5d", "other-admin", "admin"));
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe("migration 002-tenancy", () => {
  it("keeps the seeded demo admin as the platform operator, and nobody else", async () => {
    const rows = await db.selectFrom("users").select(["username", "isOperator"]).orderBy("username").execute();
    expect(rows).toEqual([
      { username: "admin", isOperator: 1 },
      { username: "other-admin", isOperator: 0 },
      { username: "waiter", isOperator: 0 },
    ]);
  });

  it("refuses a role outside admin, waiter and chef, on insert and on update", () => {
    expect(() => insertUser().run(user("u8", DEMO_RESTAURANT_ID, "owner", "owner"))).toThrow(/users\.role/);
    insertUser().run(user("u9", DEMO_RESTAURANT_ID, "new-chef", "chef"));
    expect(() => sqlite.prepare("update users set role = 'manager' where id = 'u9'").run()).toThrow(/users\.role/);
    expect(sqlite.prepare("select role from users where id = 'u9'").get()).toEqual({ role: "chef" });
  });
});

function insertUser() {
  return sqlite.prepare(
    "insert into users (id, restaurant_id, username, email, password_hash, role, created_at, updated_at) values (@id, @restaurant_id, @username, @email, @password_hash, @role, @created_at, @updated_at)",
  );
}
