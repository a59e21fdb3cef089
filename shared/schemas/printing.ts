import * as z from "zod/mini";

/** What a print job is and where it stands (docs/api.md, Printing). */
export const PRINT_KINDS = ["new", "add", "void", "reprint", "test"] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];
export const PRINT_STATUSES = ["queued", "sent", "failed"] as const;
export type PrintStatus = (typeof PRINT_STATUSES)[number];

/** A job as `GET /api/restaurants/{id}/print-jobs` lists it. */
export const printJob = z.object({
  id: z.string(),
  stationId: z.nullable(z.string()),
  orderId: z.nullable(z.string()),
  kind: z.enum(PRINT_KINDS),
  status: z.enum(PRINT_STATUSES),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
});
export type PrintJob = z.infer<typeof printJob>;

/** A station's printer as `GET /api/restaurants/{id}/printers` answers it. */
export const printerState = z.object({
  stationId: z.string(),
  stationName: z.string(),
  hasPrinter: z.boolean(),
  waiting: z.number(),
  offline: z.boolean(),
  lastError: z.nullable(z.string()),
});
export type PrinterState = z.infer<typeof printerState>;

/** "Tandoor printer offline, 3 tickets waiting": what staff see of a printer in trouble; null when it is fine. */
export function printerTrouble(state: PrinterState): string | null {
  if (!state.hasPrinter || !state.offline) return null;
  const waiting = `${state.waiting} ${state.waiting === 1 ? "ticket" : "tickets"} waiting`;
  const why = state.lastError === "out of paper" ? "out of paper" : "offline";
  return `${state.stationName} printer ${why}, ${waiting}`;
}
