/**
 * Every change a staff member can make, by what they mean (not by HTTP). A screen calls
 * `mutate.<name>(input)`; that checks the input with the shared schema, runs `apply` on the local
 * tables and appends an outbox entry `{ seq, id, name, args, ... }` in one IndexedDB transaction, so
 * the screen shows the change at once and it survives a reload.
 *
 * The server re-runs each mutation: the sync engine replays entries strictly in `seq` order through
 * `request(args)`, which is the ordinary REST write endpoint with its guards, validation and
 * transaction, sending the entry's id as `Idempotency-Key` (creates also carry their client-made id),
 * so a resend after a lost answer changes nothing twice. Until the server has answered, every pull
 * re-applies the waiting entries on top of the server's rows (`sync/rebase.ts`), so a pull never undoes
 * a waiting change. docs/sync.md has the whole story.
 */
import type * as z from "zod/mini";
import { voidOrderLine } from "./bill-changes";
import { recordPayment, saveRestaurantSettings } from "./billing";
import { saveCustomerNotes } from "./customers";
import type { ErasedMutator } from "./define";
import { answerServiceRequest, placeStaffOrder } from "./floor";
import { addMenuItem, deleteMenuItem, setMenuItemAvailability, updateMenuItem } from "./menu";
import { mergeTables, moveOrderLine, moveTable } from "./moves";
import { advanceOrder, markOrderReady } from "./orders";
import { cancelReservation, confirmReservation, markReservationNoShow, recordDeposit, seatReservation } from "./reservations";
import { addStation, deleteStation, markLineReady, saveCategories, updateStation } from "./stations";
import { addTable, clearTable, deleteTable, updateTable } from "./tables";
import { markNoShow, notifyGuest, removeGuest, seatGuest } from "./waitlist";

export const mutators = {
  advanceOrder,
  markOrderReady,
  addMenuItem,
  updateMenuItem,
  setMenuItemAvailability,
  deleteMenuItem,
  addTable,
  updateTable,
  deleteTable,
  clearTable,
  saveCustomerNotes,
  placeStaffOrder,
  answerServiceRequest,
  saveRestaurantSettings,
  recordPayment,
  addStation,
  updateStation,
  deleteStation,
  saveCategories,
  markLineReady,
  notifyGuest,
  seatGuest,
  markNoShow,
  removeGuest,
  confirmReservation,
  cancelReservation,
  markReservationNoShow,
  seatReservation,
  recordDeposit,
  voidOrderLine,
  moveTable,
  mergeTables,
  moveOrderLine,
};

export type MutatorName = keyof typeof mutators;

type Definitions = typeof mutators;

/** What a caller passes to `mutate.<name>` (the shared schema's input type). */
export type MutatorInput<N extends MutatorName> = Definitions[N] extends { input: infer S extends z.ZodMiniType } ? z.input<S> : never;
/** What the outbox keeps for `<name>`: ids made, fields filled in. */
export type MutatorArgs<N extends MutatorName> = Definitions[N] extends { rowId(args: infer Args): string } ? Args : never;

/** The map with each mutator's types forgotten, for the engine, which replays entries of any kind alike. */
export const erasedMutators: Record<MutatorName, ErasedMutator> = mutators;
