import { randomUUID } from "node:crypto";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { conflict } from "../../errors";
import type { Change } from "../../live/change-feed";
import { createSqliteTestServer, gate, holdWriterGroupOpen, type SqliteTestServer } from "../../test/test-support";
import { type Db, sqliteOf } from "../connection";

/** A sync the test completes by hand, so it can look at the world while a group waits to be durable. */
class HeldSync {
  calls = 0;
  #release: (() => void)[] = [];
  #fail: ((error: Error) => void)[] = [];
  #onCall: (() => void)[] = [];

  readonly sync = (): Promise<void> => {
    this.calls += 1;
    for (const notify of this.#onCall.splice(0)) notify();
    return new Promise<void>((resolve, reject) => {
      this.#release.push(resolve);
      this.#fail.push(reject);
    });
  };

  /** Resolves at the next call of sync(). */
  called(): Promise<void> {
    return new Promise((resolve) => this.#onCall.push(resolve));
  }

  release(): void {
    this.#fail.splice(0);
    for (const resolve of this.#release.splice(0)) resolve();
  }

  fail(error: Error): void {
    this.#release.splice(0);
    for (const reject of this.#fail.splice(0)) reject(error);
  }
}

let held: HeldSync;
let server: SqliteTestServer;
/** A second connection to the same file: sees only what was committed. */
let outsider: BetterSqlite3.Database;

beforeAll(async () => {
  held = new HeldSync();
  server = await createSqliteTestServer({}, { sync: held.sync });
  outsider = new BetterSqlite3(server.config.databasePath, { readonly: true });
});

afterAll(async () => {
  outsider.close();
  held.release();
  await server.close();
});

const committedRequest = (id: string) => outsider.prepare("SELECT id FROM demo_requests WHERE id = ?").get(id) !== undefined;

/** A job that writes one demo request and answers its id. */
function addRequest(id: string) {
  return async (db: Db) => {
    await db
      .insertInto("demoRequests")
      .values({ id, name: "Writer Test", email: "w@example.in", phone: "9876543210", restaurantName: "R", message: "", createdAt: "now" })
      .execute();
    return { id };
  };
}

/** Lets pending I/O callbacks and immediates run a few times: long enough for any unblocked query. */
async function turns(count = 5): Promise<void> {
  for (let turn = 0; turn < count; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
}

describe("the group writer", () => {
  it("commits jobs queued together once; a job that throws is undone alone", async () => {
    const [kept, undone] = [randomUUID(), randomUUID()];
    const syncsBefore = held.calls;
    const syncing = held.called();
    const first = server.writer.run(addRequest(kept));
    const second = server.writer.run(async (db) => {
      await addRequest(undone)(db);
      throw conflict("refused after writing");
    });
    await syncing;
    held.release();
    await expect(first).resolves.toEqual({ id: kept });
    await expect(second).rejects.toThrow("refused after writing");
    expect(held.calls - syncsBefore).toBe(1);
    expect(committedRequest(kept)).toBe(true);
    expect(committedRequest(undone)).toBe(false);
  });

  it("refuses a job that checks before writing alone, without undoing its neighbours", async () => {
    const [before, after] = [randomUUID(), randomUUID()];
    const syncing = held.called();
    const jobs = [
      server.writer.run(addRequest(before)),
      server.writer.run(
        () => {
          throw conflict("refused before writing");
        },
        { checksBeforeWriting: true },
      ),
      server.writer.run(addRequest(after)),
    ];
    await syncing;
    held.release();
    await expect(jobs[0]).resolves.toEqual({ id: before });
    await expect(jobs[1]).rejects.toThrow("refused before writing");
    await expect(jobs[2]).resolves.toEqual({ id: after });
    expect([committedRequest(before), committedRequest(after)]).toEqual([true, true]);
  });

  it("undoes a job that claimed to check first but threw after writing, and still commits the rest", async () => {
    const [kept, broken, later] = [randomUUID(), randomUUID(), randomUUID()];
    const syncsBefore = held.calls;
    const syncing = held.called();
    const jobs = [
      server.writer.run(addRequest(kept), { checksBeforeWriting: true }),
      server.writer.run(
        async (db) => {
          await addRequest(broken)(db);
          throw conflict("refused after writing");
        },
        { checksBeforeWriting: true },
      ),
      server.writer.run(addRequest(later), { checksBeforeWriting: true }),
    ];
    await syncing;
    held.release();
    await expect(jobs[0]).resolves.toEqual({ id: kept });
    await expect(jobs[1]).rejects.toThrow("refused after writing");
    await expect(jobs[2]).resolves.toEqual({ id: later });
    expect(held.calls - syncsBefore).toBe(1);
    expect([committedRequest(kept), committedRequest(broken), committedRequest(later)]).toEqual([true, false, true]);
  });

  it("starts the next group only once the previous one is durable, so jobs arriving meanwhile share it", async () => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const firstSync = held.called();
    const firstJob = server.writer.run(addRequest(first));
    await firstSync;
    const waiting = [server.writer.run(addRequest(second)), server.writer.run(addRequest(third))];
    await turns();
    expect([committedRequest(second), committedRequest(third)]).toEqual([false, false]);
    const syncsBefore = held.calls;
    const nextSync = held.called();
    held.release();
    await expect(firstJob).resolves.toEqual({ id: first });
    await nextSync;
    expect(held.calls - syncsBefore).toBe(1);
    expect([committedRequest(second), committedRequest(third)]).toEqual([true, true]);
    held.release();
    await Promise.all(waiting);
  });

  it("runs a task between two groups with no transaction open, and starts no group until it ends", async () => {
    const id = randomUUID();
    const taskEnds = gate();
    let inTransactionDuringTask: boolean | undefined;
    const between = server.writer.between(async () => {
      inTransactionDuringTask = sqliteOf(server.db).inTransaction;
      await taskEnds.opened;
    });
    const job = server.writer.run(addRequest(id));
    await turns();
    expect(inTransactionDuringTask).toBe(false);
    expect(committedRequest(id)).toBe(false);
    const syncing = held.called();
    taskEnds.open();
    await between;
    await syncing;
    expect(committedRequest(id)).toBe(true);
    held.release();
    await expect(job).resolves.toEqual({ id });
  });

  it("syncs only after the commit and answers nobody before the sync is done", async () => {
    const id = randomUUID();
    const syncing = held.called();
    let answered = false;
    const job = server.writer.run(addRequest(id)).then((answer) => {
      answered = true;
      return answer;
    });
    await syncing;
    expect(committedRequest(id)).toBe(true);
    await turns();
    expect(answered).toBe(false);
    held.release();
    await expect(job).resolves.toEqual({ id });
  });

  it("fails every job of a group whose sync fails", async () => {
    const syncing = held.called();
    const jobs = [server.writer.run(addRequest(randomUUID())), server.writer.run(addRequest(randomUUID()))];
    await syncing;
    held.fail(new Error("disk gone"));
    for (const job of jobs) await expect(job).rejects.toThrow("disk gone");
  });

  it("keeps Kysely queries out of an open group, so they never read uncommitted rows", async () => {
    const id = randomUUID();
    const group = await holdWriterGroupOpen(server.writer, addRequest(id));
    let seen: boolean | undefined;
    const read = server.db
      .selectFrom("demoRequests")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst()
      .then((row) => {
        seen = row !== undefined;
      });
    await turns();
    expect(seen).toBeUndefined();
    const syncing = held.called();
    group.release();
    await syncing;
    held.release();
    await group.job;
    await read;
    expect(seen).toBe(true);
  });

  it("tells commit listeners what changed before anyone is answered", async () => {
    const heard: Change[][] = [];
    server.writer.onCommit((changes) => heard.push([...changes]));
    const change: Change = { restaurantId: DEMO_RESTAURANT_ID, topics: ["menuItems"] };
    const syncing = held.called();
    const job = server.writer.run(async (db) => ({ ...(await addRequest(randomUUID())(db)), changed: change }));
    await syncing;
    expect(heard).toEqual([[change]]);
    held.release();
    await job;
  });

  it("publishes each job's change on the feed once the group is durable, before its sender is answered", async () => {
    const heard: Change[] = [];
    const unsubscribe = server.changes.subscribe((change) => heard.push(change));
    const change: Change = { restaurantId: DEMO_RESTAURANT_ID, topics: ["menuItems"] };
    const syncing = held.called();
    const jobs = [
      server.writer.run(async (db) => ({ ...(await addRequest(randomUUID())(db)), changed: change })),
      server.writer.run(addRequest(randomUUID())),
      server.writer.run(async (db) => {
        await addRequest(randomUUID())(db);
        throw conflict("refused after writing");
      }),
    ];
    await syncing;
    expect(heard).toEqual([]);
    held.release();
    const heardWhenAnswered = await jobs[0]?.then(() => [...heard]);
    await Promise.allSettled(jobs);
    unsubscribe();
    expect(heardWhenAnswered).toEqual([change]);
    expect(heard).toEqual([change]);
  });

  it("publishes nothing of a group whose sync fails", async () => {
    const heard: Change[] = [];
    const unsubscribe = server.changes.subscribe((change) => heard.push(change));
    const syncing = held.called();
    const job = server.writer.run(async (db) => ({
      ...(await addRequest(randomUUID())(db)),
      changed: { restaurantId: DEMO_RESTAURANT_ID, topics: ["menuItems"] as const },
    }));
    await syncing;
    held.fail(new Error("disk gone"));
    await expect(job).rejects.toThrow("disk gone");
    unsubscribe();
    expect(heard).toEqual([]);
  });

  it("still answers a committed group when a commit listener throws", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.writer.onCommit(() => {
      throw new Error("listener bug");
    });
    const id = randomUUID();
    const syncing = held.called();
    const job = server.writer.run(async (db) => ({
      ...(await addRequest(id)(db)),
      changed: { restaurantId: DEMO_RESTAURANT_ID, topics: ["menuItems"] },
    }));
    await syncing;
    held.release();
    await expect(job).resolves.toMatchObject({ id });
    expect(logged).toHaveBeenCalledWith("A commit listener failed", expect.any(Error));
    logged.mockRestore();
  });
});
