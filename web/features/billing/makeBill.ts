import { type Bill, bill } from "../../../shared/schemas/bills";
import { HttpError } from "../../http/client";
import { messageFromBody } from "../../http/send";

/**
 * Makes the bill of a table on the server (`POST /api/restaurants/{id}/bills`). Not through the outbox:
 * the server gives the number, so a bill is made online or not at all (docs/billing.md). The key makes a
 * resend after a lost answer the same request.
 */
export async function makeBill(restaurantId: string, tableId: string, key: string): Promise<Bill> {
  const response = await fetch(`/api/restaurants/${restaurantId}/bills`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify({ tableId }),
  });
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text || response.statusText, messageFromBody(text) ?? response.statusText);
  return bill.parse(JSON.parse(text));
}
