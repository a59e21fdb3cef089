import type { Change } from "../live/change-feed";

/**
 * Changes their writer knows queued no print job (PostgreSQL's one-trip staff writes, migrations 030-035):
 * this process's print worker need not look at its queue for them. Kept beside the change, not in it,
 * so what the change feed publishes and sends to other processes is unchanged.
 */
const queuedNoPrintJob = new WeakSet<Change>();

/** Marks `change` as one that queued no print job, and answers it. */
export function withoutPrintJobs<T extends Change>(change: T): T {
  queuedNoPrintJob.add(change);
  return change;
}

/** Whether a change may have queued a print job: any not marked, a change from another process included. */
export const mayHavePrintJobs = (change: Change): boolean => !queuedNoPrintJob.has(change);
