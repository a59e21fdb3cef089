import { type Bill, bill } from "../../../shared/schemas/bills";
import { api } from "../../http/api";

/**
 * Makes the bill of a table on the server (`POST /api/restaurants/{id}/bills`). Not through the outbox:
 * the server gives the number, so a bill is made online or not at all (docs/billing.md). The key makes a
 * resend after a lost answer the same request.
 */
export async function makeBill(restaurantId: string, tableId: string, key: string): Promise<Bill> {
  return bill.parse(await api.post(`/api/restaurants/${restaurantId}/bills`, { tableId }, { "Idempotency-Key": key }));
}
