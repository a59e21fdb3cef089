import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, sqliteOf } from "./connection";

const dir = mkdtempSync(join(tmpdir(), "rasoi-connection-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("openDatabase", () => {
  it("opens the file durable, in WAL mode, with foreign keys and temporary data in memory", async () => {
    const db = await openDatabase(join(dir, "settings.sqlite"));
    const sqlite = sqliteOf(db);
    const setting = (name: string) => sqlite.pragma(name, { simple: true });
    // 2 is FULL for synchronous and MEMORY for temp_store: savepoint copies never go through a file.
    expect([setting("journal_mode"), setting("synchronous"), setting("foreign_keys"), setting("temp_store")]).toEqual(["wal", 2, 1, 2]);
    await db.destroy();
  });
});
