import type { DinerBill } from "../../../shared/schemas/diner-bill";

export type { DinerBill };

/*
 * The diner's bill, checked by hand like the other answers of this route (readAnswers.ts): no zod on
 * the diner's page. readBill.test.ts keeps it in step with the shared schema. The answer carries no
 * internal id (docs/security.md), so the page keys nothing on one.
 */

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === "string";

function readLine(value: unknown): DinerBill["lines"][number] | null {
  if (typeof value !== "object" || value === null) return null;
  const { name, quantity, unitPricePaise, amountPaise } = value as Record<string, unknown>;
  if (!isText(name) || !isNumber(quantity) || !isNumber(unitPricePaise) || !isNumber(amountPaise)) return null;
  return { name, quantity, unitPricePaise, amountPaise };
}

export function readDinerBill(value: unknown): DinerBill | null {
  if (typeof value !== "object" || value === null) return null;
  const fields = value as Record<string, unknown>;
  const { number, tableNumber, createdAt, status, upiLink } = fields;
  const amounts = [fields.subtotalPaise, fields.cgstPaise, fields.sgstPaise, fields.roundOffPaise, fields.totalPaise, fields.paidPaise];
  const lines = Array.isArray(fields.lines) ? fields.lines.map(readLine) : null;
  if (!isText(number) || !isText(tableNumber) || !isText(createdAt) || !lines || lines.some((line) => line === null)) return null;
  if (!amounts.every(isNumber) || (status !== "paid" && status !== "unpaid") || !(upiLink === null || isText(upiLink))) return null;
  const [subtotalPaise, cgstPaise, sgstPaise, roundOffPaise, totalPaise, paidPaise] = amounts as number[];
  return {
    number,
    tableNumber,
    createdAt,
    lines: lines.filter((line) => line !== null),
    subtotalPaise: subtotalPaise ?? 0,
    cgstPaise: cgstPaise ?? 0,
    sgstPaise: sgstPaise ?? 0,
    roundOffPaise: roundOffPaise ?? 0,
    totalPaise: totalPaise ?? 0,
    paidPaise: paidPaise ?? 0,
    status,
    upiLink,
    // A server before advances sent none: no advance.
    advancePaise: isNumber(fields.advancePaise) ? fields.advancePaise : 0,
  };
}
