import * as z from "zod/mini";
import { API_PATHS, apiPath } from "../../../shared/api-paths";
import { paiseAsDecimal } from "../../../shared/billing/paise";
import { idParam } from "../../../shared/schemas/params";
import {
  cancelReservationInput,
  depositInput,
  RESERVATION_MOVES,
  type ReservationMove,
  reservation,
  seatInput,
} from "../../../shared/schemas/waitlist";
import { defineMutator } from "./define";
import { refusalWords } from "./refusalWords";

/** Bookings on the host stand (docs/api.md, Waitlist and reservations): shown here at once, sent through the outbox. */

const bookingOf = (local: { name: string; partySize: number } | undefined) =>
  local ? `${local.name}'s booking for ${local.partySize}` : "A booking";

const MOVE_PATHS = {
  confirm: API_PATHS.reservationConfirm,
  cancel: API_PATHS.reservationCancel,
  "no-show": API_PATHS.reservationNoShow,
} as const satisfies Record<ReservationMove, string>;

/** A move of a booking by its id, shown at once where its status allows it; the server refuses (409) one it no longer allows. */
function bookingMove<Input extends z.ZodMiniType<{ id: string; reason?: string }>>(
  move: ReservationMove,
  input: Input,
  words: { title: string; fallback: string; failed: string },
) {
  const { from, to } = RESERVATION_MOVES[move];
  const allowed: readonly string[] = from;
  return defineMutator({
    input,
    prepare: ({ id, reason }): { id: string; reason?: string } => (reason === undefined ? { id } : { id, reason }),
    store: "reservations",
    rowId: (args) => args.id,
    async apply(stores, { id, reason }, { at }) {
      const current = await stores.reservations.get(id);
      if (!current || !allowed.includes(current.status)) return;
      await stores.reservations.put({ ...current, status: to, ...(reason === undefined ? {} : { cancelReason: reason }), updatedAt: at });
    },
    request: ({ id, ...body }) => ({ method: "POST", path: apiPath(MOVE_PATHS[move], { id }), body }),
    answer: reservation,
    failure: { title: words.title, fallback: words.fallback },
    // A booking's status only moves on: the same move is refused again.
    conflicts: "lasting",
    refused: (_args, local, refusal) => refusalWords(`${bookingOf(local)} could not be ${words.failed}`, refusal),
  });
}

/** A guest's request from the website, confirmed by staff: its table is held. */
export const confirmReservation = bookingMove("confirm", idParam, {
  title: "Confirm Failed",
  fallback: "Failed to confirm the booking",
  failed: "confirmed",
});

/** The guest called it off (or the restaurant did): the table is free again. `reason` is optional. */
export const cancelReservation = bookingMove("cancel", z.extend(idParam, cancelReservationInput.shape), {
  title: "Cancel Failed",
  fallback: "Failed to cancel the booking",
  failed: "cancelled",
});

/** The party never came: counted against the phone (its customer record), shown on its next booking. */
export const markReservationNoShow = bookingMove("no-show", idParam, {
  title: "Update Failed",
  fallback: "Failed to mark the booking as a no-show",
  failed: "marked as a no-show",
});

/** The party arrived: seated at the table, whose visit starts (the floor shows it occupied). */
export const seatReservation = defineMutator({
  input: z.extend(idParam, seatInput.shape),
  prepare: (input) => input,
  store: "reservations",
  rowId: (args) => args.id,
  alsoTouches: ["restaurantTables"],
  async apply(stores, { id, tableId }, { at }) {
    const current = await stores.reservations.get(id);
    if (current && (current.status === "requested" || current.status === "confirmed")) {
      await stores.reservations.put({ ...current, status: "seated", seatedTableId: tableId, seatedAt: at, updatedAt: at });
    }
    const table = await stores.restaurantTables.get(tableId);
    if (table && table.visitStartedAt === null) await stores.restaurantTables.put({ ...table, visitStartedAt: at, seatedAt: at });
  },
  request: ({ id, tableId }) => ({ method: "POST", path: apiPath(API_PATHS.reservationSeat, { id }), body: { tableId } }),
  answer: reservation,
  failure: { title: "Seating Failed", fallback: "Failed to seat the party" },
  conflicts: "lasting",
  refused: (_args, local, refusal) => refusalWords(`${bookingOf(local)} could not be seated`, refusal),
});

/** A deposit staff took (a UPI payment with the booking's reference, cash or card), in paise: it becomes the bill's advance. */
export const recordDeposit = defineMutator({
  input: z.extend(idParam, depositInput.shape),
  prepare: (input) => input,
  store: "reservations",
  rowId: (args) => args.id,
  async apply(stores, { id, method, amountPaise }, { at }) {
    const current = await stores.reservations.get(id);
    if (!current) return;
    await stores.reservations.put({
      ...current,
      depositPaise: current.depositPaise + amountPaise,
      deposits: [...current.deposits, { method, amountPaise, createdAt: at }],
      updatedAt: at,
    });
  },
  request: ({ id, method, amountPaise }) => ({
    method: "POST",
    path: apiPath(API_PATHS.reservationDeposits, { id }),
    body: { method, amountPaise },
  }),
  answer: reservation,
  failure: { title: "Deposit Failed", fallback: "Failed to record the deposit" },
  refused: ({ amountPaise }, local, refusal) =>
    refusalWords(
      `The deposit of ₹${paiseAsDecimal(amountPaise)}${local ? ` for ${local.name}'s booking` : ""} could not be recorded`,
      refusal,
    ),
});
