import type { StaffDb } from "./db";
import { erasedMutators, type MutatorArgs, type MutatorInput, type MutatorName } from "./mutators";
import { enqueue, LOCAL_TABLES } from "./outbox";
import { dexieStores } from "./stores";

/** `mutate.<name>(input)`: the one way screens change staff data. Resolves with the arguments kept in the outbox. */
export type Mutate = {
  [N in MutatorName]: (input: MutatorInput<N>) => Promise<MutatorArgs<N>>;
};

/**
 * Binds every mutator of `mutators/index.ts` to one device's database: each call checks its input with
 * the shared schema (an invalid input throws and nothing is written), prepares the arguments, then
 * applies them and appends the outbox entry in one transaction. `onQueued` wakes the replayer.
 */
export function createMutate(db: StaffDb, restaurantId: string, onQueued: () => void = () => {}): Mutate {
  const bind = (name: MutatorName) => async (input: unknown) => {
    const mutator = erasedMutators[name];
    const checked = mutator.input.parse(input);
    const args = await db.transaction("rw", [...LOCAL_TABLES(db), db.outbox], async () => {
      const prepared = await mutator.prepare(checked, dexieStores(db));
      await enqueue(db, restaurantId, name, prepared);
      return prepared;
    });
    onQueued();
    return args;
  };
  return mutateWith(bind);
}

/** A `Mutate` whose every mutator is `bind(name)`. */
export function mutateWith(bind: (name: MutatorName) => (input: unknown) => Promise<unknown>): Mutate {
  const names = Object.keys(erasedMutators) as MutatorName[]; // the keys of a literal object: exactly MutatorName
  // Each bound function checks its input with its mutator's own schema (or refuses every input), so the erased types hold.
  return Object.fromEntries(names.map((name) => [name, bind(name)])) as Mutate;
}
