import type * as z from "zod/mini";
import type { StaffDb, StoreName } from "./db";
import { type MutatorArgs, type MutatorInput, type MutatorName, mutators } from "./mutators";
import type { Mutator } from "./mutators/define";
import { enqueue, LOCAL_TABLES } from "./outbox";
import { dexieStores } from "./stores";

/** `mutate.<name>(input)`: the one way screens change staff data. Resolves with the arguments kept in the outbox. */
export type Mutate = {
  [N in MutatorName]: (input: MutatorInput<N>) => Promise<MutatorArgs<N>>;
};

/**
 * Binds the mutator map to one device's database: each call checks its input with the shared schema
 * (an invalid input throws and nothing is written), prepares the arguments, then applies them and
 * appends the outbox entry in one transaction. `onQueued` wakes the replayer.
 */
export function createMutate(db: StaffDb, restaurantId: string, onQueued: () => void = () => {}): Mutate {
  function bind<Input extends z.ZodMiniType, Args, Store extends StoreName>(name: MutatorName, mutator: Mutator<Input, Args, Store>) {
    return async (input: z.input<Input>): Promise<Args> => {
      const checked = mutator.input.parse(input);
      const args = await db.transaction("rw", [...LOCAL_TABLES(db), db.outbox], async () => {
        const prepared = await mutator.prepare(checked, dexieStores(db));
        await enqueue(db, restaurantId, name, prepared);
        return prepared;
      });
      onQueued();
      return args;
    };
  }
  return {
    advanceOrder: bind("advanceOrder", mutators.advanceOrder),
    addMenuItem: bind("addMenuItem", mutators.addMenuItem),
    updateMenuItem: bind("updateMenuItem", mutators.updateMenuItem),
    setMenuItemAvailability: bind("setMenuItemAvailability", mutators.setMenuItemAvailability),
    deleteMenuItem: bind("deleteMenuItem", mutators.deleteMenuItem),
    addTable: bind("addTable", mutators.addTable),
    updateTable: bind("updateTable", mutators.updateTable),
    deleteTable: bind("deleteTable", mutators.deleteTable),
    saveCustomerNotes: bind("saveCustomerNotes", mutators.saveCustomerNotes),
    placeStaffOrder: bind("placeStaffOrder", mutators.placeStaffOrder),
    answerServiceRequest: bind("answerServiceRequest", mutators.answerServiceRequest),
    saveRestaurantSettings: bind("saveRestaurantSettings", mutators.saveRestaurantSettings),
    recordPayment: bind("recordPayment", mutators.recordPayment),
  };
}
