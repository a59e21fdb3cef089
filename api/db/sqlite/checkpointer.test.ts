import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { gate } from "../../test/test-support";
import { startCheckpointer } from "./checkpointer";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function walDatabase() {
  const dir = mkdtempSync(join(tmpdir(), "rasoi-checkpoint-"));
  dirs.push(dir);
  const path = join(dir, "test.db");
  const sqlite = new BetterSqlite3(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.exec("CREATE TABLE notes (body TEXT)");
  return { sqlite, path };
}

/** About a megabyte of rows in one commit: some 250 WAL frames. */
function writeNotes(sqlite: BetterSqlite3.Database): void {
  const insert = sqlite.prepare("INSERT INTO notes (body) VALUES (?)");
  sqlite.transaction(() => {
    for (let i = 0; i < 2_000; i += 1) insert.run("x".repeat(500));
  })();
}

const autocheckpoint = (sqlite: BetterSqlite3.Database) => sqlite.pragma("wal_autocheckpoint", { simple: true });

describe("startCheckpointer", () => {
  it("copies committed pages into the database file from its own thread, with commits no longer checkpointing", async () => {
    const { sqlite, path } = walDatabase();
    const stop = startCheckpointer(sqlite, 10);
    expect(autocheckpoint(sqlite)).toBe(0);
    const before = statSync(path).size;
    writeNotes(sqlite);
    expect(statSync(path).size).toBe(before);

    await vi.waitFor(() => expect(statSync(path).size).toBeGreaterThan(before + 500_000), { timeout: 10_000 });
    await stop();
    sqlite.close();
  });

  it("gives checkpointing back to the server's connection once it stops", async () => {
    const { sqlite } = walDatabase();
    const stop = startCheckpointer(sqlite, 1_000);
    await stop();
    expect(autocheckpoint(sqlite)).toBe(1_000);
    sqlite.close();
  });

  it("rewinds a long WAL while the server's writes are held, so the next commit starts it over", async () => {
    const { sqlite } = walDatabase();
    const holds: string[] = [];
    const stop = startCheckpointer(sqlite, 10, {
      walFramesBeforeRewind: 100,
      holdWrites: async (rewind) => {
        holds.push("held");
        await rewind();
        holds.push("released");
      },
    });
    writeNotes(sqlite);
    const walFrames = () => (sqlite.pragma("wal_checkpoint(PASSIVE)") as { log: number }[])[0]?.log;
    expect(walFrames()).toBeGreaterThan(100);
    await vi.waitFor(() => expect(holds).toContain("released"), { timeout: 10_000 });
    await stop();
    sqlite.prepare("INSERT INTO notes (body) VALUES (?)").run("after the rewind");
    expect(holds.slice(0, 2)).toEqual(["held", "released"]);
    expect(walFrames()).toBeLessThan(10);
    sqlite.close();
  });

  it("releases the held writes when the worker has ended before their rewind could start", async () => {
    const { sqlite } = walDatabase();
    const holds: string[] = [];
    const groupInFlight = gate();
    const stop = startCheckpointer(sqlite, 10, {
      walFramesBeforeRewind: 100,
      holdWrites: async (rewind) => {
        holds.push("held");
        // The writer runs the rewind only once its group in flight is durable; the worker ends meanwhile.
        await groupInFlight.opened;
        await rewind();
        holds.push("released");
      },
    });
    writeNotes(sqlite);
    await vi.waitFor(() => expect(holds).toEqual(["held"]), { timeout: 10_000 });
    await stop();
    groupInFlight.open();
    await vi.waitFor(() => expect(holds).toEqual(["held", "released"]), { timeout: 5_000 });
    sqlite.close();
  });

  it("asks for no rewind while the WAL stays short", async () => {
    const { sqlite, path } = walDatabase();
    let holds = 0;
    const stop = startCheckpointer(sqlite, 10, {
      walFramesBeforeRewind: 100_000,
      holdWrites: async (rewind) => {
        holds += 1;
        await rewind();
      },
    });
    const before = statSync(path).size;
    writeNotes(sqlite);
    await vi.waitFor(() => expect(statSync(path).size).toBeGreaterThan(before + 500_000), { timeout: 10_000 });
    await stop();
    expect(holds).toBe(0);
    sqlite.close();
  });
});
