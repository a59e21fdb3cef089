import { Dexie } from "dexie";
import { IDBKeyRange } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../../api/test/test-support";
import { type Device, holdCalls, setupSyncTests } from "../../test/syncDevices";

/**
 * Logout deletes the user's local database (diners' names and phones are in it). A request sent
 * before must not write its answer afterwards, since writing would create the database again.
 */

const bed = setupSyncTests();

const dish = (name: string) => ({ name, description: "Slow-cooked", price: 320, category: "Curries" as const });

/** What another tab of the same browser does at logout: deletes the database by name. */
function deleteFromAnotherTab(device: Device): Promise<void> {
  return new Dexie(device.db.name, { indexedDB: device.indexedDB, IDBKeyRange }).delete();
}

async function databaseNames(device: Device): Promise<string[]> {
  return (await device.indexedDB.databases()).flatMap((database) => (database.name ? [database.name] : []));
}

describe("logout", () => {
  it("another tab deletes the database: an answer that comes afterwards does not create it again", async () => {
    const tablet = await bed.device(DEMO_LOGINS.admin, { timeoutMs: 60_000 });
    const door = holdCalls(tablet);
    await tablet.mutate.addMenuItem(dish(`Saag ${Math.random()}`));
    await door.held;

    await deleteFromAnotherTab(tablet);
    expect(await databaseNames(tablet)).not.toContain(tablet.db.name);
    door.open();
    await tablet.engine.pushNow();
    await tablet.engine.refresh();

    expect(await databaseNames(tablet)).not.toContain(tablet.db.name);
  });

  it("stopping the engine cancels the request in flight, and nothing is written after it", async () => {
    const tablet = await bed.device(DEMO_LOGINS.admin, { timeoutMs: 60_000 });
    const door = holdCalls(tablet);
    await tablet.mutate.addMenuItem(dish(`Saag ${Math.random()}`));
    const held = await door.held;

    const stopped = tablet.engine.stop();
    expect(held.signal?.aborted).toBe(true);
    door.open();
    await stopped;
    tablet.db.close();
    await deleteFromAnotherTab(tablet);

    expect(await databaseNames(tablet)).not.toContain(tablet.db.name);
  });
});
