import { erasedMutators, type MutatorName } from "../mutators";
import { memoryStores, type RowLists } from "../stores";

/** A change still waiting in the outbox, as rebase needs it. */
export interface WaitingChange {
  name: MutatorName;
  args: unknown;
  createdAt: string;
}

/**
 * The local rows a pull leaves behind: the server's rows with every waiting change applied on top, in
 * outbox order, so a pull never undoes a change the server has not seen yet. Pure: reads only its
 * arguments and returns new lists for exactly the lists it was given (changes to rows of other lists
 * are dropped; those rows were not replaced, so they still carry the change).
 */
export async function rebase(server: RowLists, waiting: readonly WaitingChange[], restaurantId: string): Promise<RowLists> {
  const local = memoryStores(server);
  for (const change of waiting) {
    await erasedMutators[change.name].apply(local.stores, change.args, { restaurantId, at: change.createdAt });
  }
  return local.lists();
}
