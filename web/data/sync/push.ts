import { send } from "../../http/send";
import type { StaffRows, StoreName } from "../db";
import { erasedMutators } from "../mutators";
import { type FailureToast, touchedStores } from "../mutators/define";
import { LOCAL_TABLES, type OutboxEntry, waitingEntries } from "../outbox";
import { classify, type Verdict } from "./classify";
import { isLocalNewer } from "./newer";
import type { SyncContext } from "./pull";
import { rebase } from "./rebase";

/** What replaying the first waiting entry came to. `empty`: nothing was waiting. */
export type PushStep =
  | { kind: "empty" }
  | { kind: "settled"; entry: OutboxEntry; stored: boolean }
  | { kind: "rejected"; entry: OutboxEntry; toast: { title: string; description: string }; stores: StoreName[] }
  | { kind: "signed-out"; entry: OutboxEntry }
  | { kind: "retry"; entry: OutboxEntry; reason: string; serverReached: boolean };

/**
 * Replays the oldest outbox entry through its write endpoint with the entry id as `Idempotency-Key`,
 * and acts on the classified reply. One entry at a time, oldest first: a later change may depend on an
 * earlier one (edit after create), and the server must see them in the order the user made them.
 */
export async function pushNext(context: SyncContext): Promise<PushStep> {
  const { db, fetch, restaurantId, timeoutMs, stop } = context;
  const entry = await db.outbox.orderBy("seq").first();
  if (!entry) return { kind: "empty" };
  const mutator = erasedMutators[entry.name];
  const call = mutator.request(entry.args, { restaurantId, at: entry.createdAt });
  const reply = await send(fetch, { ...call, headers: { "Idempotency-Key": entry.id } }, { timeoutMs, signal: stop });
  stop.throwIfAborted();
  const verdict: Verdict = classify(reply);

  switch (verdict.kind) {
    case "settled": {
      const row = mutator.answer && reply.kind === "answer" ? mutator.answer.safeParse(reply.body) : null;
      // A row we could not read, or did not store, is fetched by a whole pull of its list instead.
      const stored = await settle(context, entry, row?.success ? row.data : null);
      return { kind: "settled", entry, stored: mutator.answer === null || stored };
    }
    case "rejected": {
      await db.transaction("rw", db.outbox, db.rejections, async () => {
        await db.outbox.delete(entry.seq);
        const { attempts: _attempts, lastError: _lastError, ...kept } = entry;
        const { status, message = "", code } = verdict;
        await db.rejections.put({
          ...kept,
          status,
          message,
          ...(code === undefined ? {} : { code }),
          rejectedAt: new Date().toISOString(),
        });
      });
      return { kind: "rejected", entry, toast: toastOf(mutator.failure, verdict.message), stores: touchedStores(mutator) };
    }
    case "signed-out":
      return { kind: "signed-out", entry };
    case "retry":
      await db.outbox.update(entry.seq, { attempts: entry.attempts + 1, lastError: verdict.reason });
      return { kind: "retry", entry, reason: verdict.reason, serverReached: verdict.serverReached };
  }
}

function toastOf({ title, fallback }: FailureToast, message: string | undefined) {
  return { title, description: message || fallback };
}

/**
 * Drops the entry and stores the server's row, with the changes still waiting re-applied on top of it.
 * The answer may be one the server stored for an earlier try of this entry and replayed now: older
 * than what another device did since, or about a row deleted since. So the row is stored only over a
 * local copy that is not newer; otherwise (false) the caller pulls the list whole.
 */
async function settle(context: SyncContext, entry: OutboxEntry, row: StaffRows[StoreName] | null): Promise<boolean> {
  const { db, restaurantId } = context;
  return db.transaction("rw", [...LOCAL_TABLES(db), db.outbox], async () => {
    await db.outbox.delete(entry.seq);
    if (row === null) return false;
    const store = entry.store;
    const local = await db.table<StaffRows[StoreName], string>(store).get(row.id);
    if (!local || isLocalNewer(store, local, row)) return false;
    const rebased = await rebase({ [store]: [row] }, await waitingEntries(db), restaurantId);
    const rows: readonly StaffRows[StoreName][] = rebased[store] ?? [];
    // A waiting change may have deleted the row again; then there is nothing to store.
    await db.table(store).bulkPut([...rows]);
    return true;
  });
}
