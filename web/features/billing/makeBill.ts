import {
  type Bill,
  bill,
  type CreateBillInput,
  type RefundInput,
  type SplitAnswer,
  type SplitBillInput,
} from "../../../shared/schemas/bills";
import { api } from "../../http/api";

/**
 * Makes a bill of a table on the server (`POST /api/restaurants/{id}/bills`), with its lines, discounts,
 * service charge and an admin's approval when given. Not through the outbox: the server gives the
 * number, so a bill is made online or not at all (docs/billing.md). The key makes a resend after a lost
 * answer the same request.
 */
export async function makeBill(restaurantId: string, input: CreateBillInput, key: string): Promise<Bill> {
  return bill.parse(await api.post(`/api/restaurants/${restaurantId}/bills`, input, { "Idempotency-Key": key }));
}

/** Splits a bill (`POST /api/bills/{id}/split`): online only, since each part takes a new number. */
export async function splitBill(billId: string, input: SplitBillInput, key: string): Promise<SplitAnswer> {
  return (await api.post(`/api/bills/${billId}/split`, input, { "Idempotency-Key": key })) as SplitAnswer;
}

/** An admin cancels a bill with a reason; it keeps its number (docs/billing.md, Bill changes). */
export async function cancelBill(billId: string, reason: string, key: string): Promise<Bill> {
  return bill.parse(await api.post(`/api/bills/${billId}/cancel`, { reason }, { "Idempotency-Key": key }));
}

/** An admin records a refund of money paid on a bill. */
export async function refundBill(billId: string, input: RefundInput, key: string): Promise<Bill> {
  return bill.parse(await api.post(`/api/bills/${billId}/refunds`, input, { "Idempotency-Key": key }));
}
