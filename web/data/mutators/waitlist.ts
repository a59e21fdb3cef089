import * as z from "zod/mini";
import { API_PATHS, apiPath } from "../../../shared/api-paths";
import { idParam } from "../../../shared/schemas/params";
import { seatInput, waitlistEntry } from "../../../shared/schemas/waitlist";
import { defineMutator, type ReplayRequest } from "./define";
import { refusalWords } from "./refusalWords";

const partyOf = (local: { name: string; partySize: number } | undefined) =>
  local ? `${local.name}'s party of ${local.partySize}` : "A party in the queue";

/** Seat at table N: the party leaves the queue here at once; the server starts its visit at the table. */
export const seatGuest = defineMutator({
  input: z.extend(idParam, seatInput.shape),
  prepare: (input) => input,
  store: "waitlist",
  rowId: (args) => args.id,
  alsoTouches: ["restaurantTables"],
  async apply(stores, { id, tableId }, { at }) {
    const current = await stores.waitlist.get(id);
    if (current) await stores.waitlist.put({ ...current, status: "seated", tableId, seatedAt: at, updatedAt: at });
    const table = await stores.restaurantTables.get(tableId);
    if (table) await stores.restaurantTables.put({ ...table, visitStartedAt: at, seatedAt: at });
  },
  request: ({ id, tableId }) => ({ method: "POST", path: apiPath(API_PATHS.waitlistSeat, { id }), body: { tableId } }),
  answer: waitlistEntry,
  failure: { title: "Seating Failed", fallback: "Failed to seat the party" },
  refused: (_args, local, refusal) => refusalWords(`${partyOf(local)} could not be seated`, refusal),
});

/**
 * A host's move of a party still in the queue, by its id: shown at once here with `status` (and the
 * stamps `stamp` sets), sent to the server's `request`.
 */
function queueMove(
  status: "notified" | "no-show" | "left",
  request: (id: string) => ReplayRequest,
  words: { title: string; fallback: string; failed: string },
) {
  return defineMutator({
    input: idParam,
    prepare: (input) => input,
    store: "waitlist",
    rowId: (args) => args.id,
    async apply(stores, { id }, { at }) {
      const current = await stores.waitlist.get(id);
      if (!current || current.status === status) return;
      const stamps = status === "notified" ? { notifiedAt: current.notifiedAt ?? at } : { endedAt: at };
      await stores.waitlist.put({ ...current, status, ...stamps, updatedAt: at });
    },
    request: ({ id }) => request(id),
    answer: status === "left" ? null : waitlistEntry,
    failure: { title: words.title, fallback: words.fallback },
    refused: (_args, local, refusal) => refusalWords(`${partyOf(local)} could not be ${words.failed}`, refusal),
  });
}

/** The host's Notify (docs/api.md, Waitlist and reservations): the guest's page rings. */
export const notifyGuest = queueMove("notified", (id) => ({ method: "POST", path: apiPath(API_PATHS.waitlistNotify, { id }), body: {} }), {
  title: "Notify Failed",
  fallback: "Failed to notify the guest",
  failed: "notified",
});

/** No-show: the party did not come when called; the phone is free to join again. */
export const markNoShow = queueMove("no-show", (id) => ({ method: "POST", path: apiPath(API_PATHS.waitlistNoShow, { id }), body: {} }), {
  title: "Update Failed",
  fallback: "Failed to mark the party as a no-show",
  failed: "marked as a no-show",
});

/** Remove: the party gave up its place (told the host, or joined by mistake). */
export const removeGuest = queueMove("left", (id) => ({ method: "DELETE", path: apiPath(API_PATHS.waitlistEntry, { id }) }), {
  title: "Remove Failed",
  fallback: "Failed to remove the party",
  failed: "removed",
});
