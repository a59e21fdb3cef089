import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WalSync } from "./wal-sync";

let dir: string;
let sqlite: BetterSqlite3.Database;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rasoi-wal-"));
  sqlite = new BetterSqlite3(join(dir, "wal.db"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.exec("CREATE TABLE t (x); INSERT INTO t VALUES (1)");
});

afterAll(() => {
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("WalSync", () => {
  it("shares syncs: callers while one runs all wait for the single next one, which covers them", async () => {
    const wal = new WalSync(sqlite);
    const running = wal.sync();
    const next = wal.sync();
    expect(wal.sync()).toBe(next);
    expect(next).not.toBe(running);
    await Promise.all([running, next]);
    const after = wal.sync();
    expect(after).not.toBe(next);
    await after;
    wal.close();
  });

  it("has nothing to do for an in-memory database", async () => {
    const memory = new BetterSqlite3(":memory:");
    await expect(new WalSync(memory).sync()).resolves.toBeUndefined();
    memory.close();
  });
});
