import type * as z from "zod/mini";
import type { ConflictKind } from "../../../shared/refusals";
import { newId } from "../ids";
import type { LocalStores, StaffRows, StoreName } from "../types";

/** What every mutation knows besides its arguments: whose restaurant, and when it was made on the device. */
export interface MutationContext {
  restaurantId: string;
  /** When the user made the change (the outbox entry's createdAt), so a replay re-applies it identically. */
  at: string;
}

/** The write endpoint call that replays a mutation on the server. */
export interface ReplayRequest {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
}

/** The error toast a rejected mutation shows: the server's message, or `fallback` when it sent none. */
export interface FailureToast {
  title: string;
  fallback: string;
}

/** A refusal as the server answered it (kept with the rejected change). */
export interface Refusal {
  status: number;
  message: string;
  code?: string | undefined;
}

/** A refused change in the restaurant's words: "Table 3 could not be renamed", "table 5 already exists", what to do instead. */
export interface RefusalWords {
  failed: string;
  reason: string;
  hint?: string;
}

/**
 * One named change a user can make. Declared with method syntax on purpose: the engine handles
 * entries of every mutator alike through `ErasedMutator`, which method parameters allow.
 */
export interface Mutator<Input extends z.ZodMiniType, Args, Store extends StoreName, Also extends StoreName = never> {
  /** The shared schema callers' arguments are checked with before anything is written. */
  input: Input;
  /** Turns checked input into the arguments kept in the outbox: makes ids for creates, reads what a partial change leaves alone. */
  prepare(input: z.output<Input>, stores: LocalStores): Args | Promise<Args>;
  /** The local table the change is about, and which row of it (for pending marks). */
  store: Store;
  rowId(args: Args): string;
  /** Other local tables `apply` changes (a table's orders show its number): a refusal pulls each of them whole. */
  alsoTouches?: readonly Also[];
  /** Changes the local tables (only those named above). Runs when the user acts and again on top of every pull until the server has it. */
  apply(stores: Pick<LocalStores, Store | Also>, args: Args, context: MutationContext): Promise<void>;
  request(args: Args, context: MutationContext): ReplayRequest;
  /** The schema of the row a success answers with, stored as the server's copy; null when the answer has no row (deletes). */
  answer: z.ZodMiniType<StaffRows[Store]> | null;
  failure: FailureToast;
  /** What its endpoint's 409 means for a retry (shared/refusals.ts), or how to tell from the refusal; "passing" when left out. */
  conflicts?: ConflictKind | ((refusal: Refusal) => ConflictKind);
  /**
   * The refused change for the list of rejected changes: what was tried on which thing, and why, from
   * its arguments and the local copy of its row (the server's copy again, or undefined when it has none).
   */
  refused(args: Args, local: StaffRows[Store] | undefined, refusal: Refusal): RefusalWords;
}

/** A mutator with its types forgotten: what the engine needs to replay any outbox entry. */
export interface ErasedMutator {
  input: z.ZodMiniType;
  prepare(input: unknown, stores: LocalStores): unknown;
  store: StoreName;
  rowId(args: unknown): string;
  alsoTouches?: readonly StoreName[];
  apply(stores: LocalStores, args: unknown, context: MutationContext): Promise<void>;
  request(args: unknown, context: MutationContext): ReplayRequest;
  answer: z.ZodMiniType<StaffRows[StoreName]> | null;
  failure: FailureToast;
  conflicts?: ConflictKind | ((refusal: Refusal) => ConflictKind);
  refused(args: unknown, local: StaffRows[StoreName] | undefined, refusal: Refusal): RefusalWords;
}

/** Infers a mutator's types from its parts, so each definition is checked where it is written. */
export function defineMutator<Input extends z.ZodMiniType, Args, Store extends StoreName, Also extends StoreName = never>(
  mutator: Mutator<Input, Args, Store, Also>,
): Mutator<Input, Args, Store, Also> {
  return mutator;
}

/** Every local table a change may alter: what a refusal restores. */
export function touchedStores(mutator: Pick<ErasedMutator, "store" | "alsoTouches">): StoreName[] {
  return [mutator.store, ...(mutator.alsoTouches ?? [])];
}

/** `prepare` for creates: the row's id is made here, before the server sees it, unless the caller made one. */
export function withNewId<Fields extends { id?: string | undefined }>({ id, ...fields }: Fields): Omit<Fields, "id"> & { id: string } {
  return { ...fields, id: id ?? newId() };
}
