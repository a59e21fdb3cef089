import * as z from "zod/mini";
import { printJob } from "../../../shared/schemas/printing";
import { api } from "../../http/api";

/**
 * Takes the waiting tickets of an order at stations without a printer, for this tablet to print
 * (docs/api.md, Printing): true when this device took one (or there was nothing to take, or the
 * server could not be asked: it prints as it always has), false when another device took them all.
 */
export async function takeTabletTickets(restaurantId: string, orderId: string, printerless: ReadonlySet<string>): Promise<boolean> {
  let mine: string[];
  try {
    const queued = z.array(printJob).parse(await api.get(`/api/restaurants/${restaurantId}/print-jobs?status=queued`));
    mine = queued.filter((job) => job.orderId === orderId && job.stationId !== null && printerless.has(job.stationId)).map((job) => job.id);
  } catch {
    return true;
  }
  if (mine.length === 0) return true;
  const taken = await Promise.all(
    mine.map((id) =>
      api.post(`/api/print-jobs/${id}/printed`, {}).then(
        () => true,
        () => false,
      ),
    ),
  );
  return taken.some(Boolean);
}
