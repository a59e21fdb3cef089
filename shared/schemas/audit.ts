import * as z from "zod/mini";
import { billsQuery } from "./bills";
import { uuid } from "./fields";

/** What an audit entry records (docs/api.md, Bill changes): every change that moves money, and moves of orders. */
export const AUDIT_KINDS = ["discount", "complimentary", "void", "cancel", "refund", "split", "move", "merge", "serviceCharge"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  discount: "Discount",
  complimentary: "Complimentary",
  void: "Void",
  cancel: "Cancellation",
  refund: "Refund",
  split: "Split",
  move: "Move",
  merge: "Merge",
  serviceCharge: "Service charge",
};

/** One entry of the append-only trail, as `GET /api/restaurants/{restaurantId}/audit` answers it. */
export const auditEntry = z.object({
  id: z.string(),
  kind: z.enum(AUDIT_KINDS),
  at: z.string(),
  userId: z.nullable(z.string()),
  username: z.string(),
  device: z.string(),
  reason: z.string(),
  amountPaise: z.number(),
  before: z.unknown(),
  after: z.unknown(),
  billId: z.nullable(z.string()),
  orderId: z.nullable(z.string()),
  tableId: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** `date` a day of the restaurant (IST), as for bills; the rest narrow it. */
export const auditQuery = z.extend(billsQuery, {
  kind: z.optional(z.enum(AUDIT_KINDS, { error: `kind must be one of ${AUDIT_KINDS.join(", ")}` })),
  userId: z.optional(uuid()),
  tableId: z.optional(uuid()),
});
export type AuditQuery = z.infer<typeof auditQuery>;
