import { restaurantDayBounds } from "../../shared/billing/bill-number";
import { AUDIT_KINDS, type AuditEntry, type AuditKind, type AuditQuery } from "../../shared/schemas/audit";
import type { Db } from "./connection";
import { uuidv7 } from "./ids";

/** Who made a change and from where: the signed-in staff member and the device they said they were on. */
export interface AuditActor {
  userId: string | null;
  username: string;
  device: string;
}

/** What a change records; `at` defaults to now, amounts in paise (what moved: the discount, the void's value, the refund). */
export interface NewAuditEntry extends AuditActor {
  restaurantId: string;
  kind: AuditKind;
  reason: string;
  amountPaise: number;
  before: unknown;
  after: unknown;
  billId?: string | null;
  orderId?: string | null;
  tableId?: string | null;
  at?: string;
}

/**
 * Appends one entry to the audit trail (docs/decisions/085-audit-trail.md). Call it with the job's own
 * transaction, so the entry commits with the change it records or not at all. Nothing changes or deletes
 * an entry: triggers on both stores refuse it (migration 018).
 */
export async function recordAudit(trx: Db, entry: NewAuditEntry): Promise<void> {
  const at = entry.at ?? new Date().toISOString();
  await trx
    .insertInto("auditEntries")
    .values({
      id: uuidv7(Date.parse(at)),
      restaurantId: entry.restaurantId,
      kind: entry.kind,
      at,
      userId: entry.userId,
      username: entry.username,
      device: entry.device,
      reason: entry.reason,
      amountPaise: entry.amountPaise,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      billId: entry.billId ?? null,
      orderId: entry.orderId ?? null,
      tableId: entry.tableId ?? null,
    })
    .execute();
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** A restaurant's entries, oldest first: of one day (IST) when `date` is given, narrowed by kind, staff member and table. */
export async function listAuditEntries(db: Db, restaurantId: string, query: AuditQuery): Promise<AuditEntry[]> {
  let select = db.selectFrom("auditEntries").selectAll().where("restaurantId", "=", restaurantId);
  if (query.date !== undefined) {
    const { from, to } = restaurantDayBounds(query.date);
    select = select.where("at", ">=", from).where("at", "<", to);
  }
  if (query.kind !== undefined) select = select.where("kind", "=", query.kind);
  if (query.userId !== undefined) select = select.where("userId", "=", query.userId);
  if (query.tableId !== undefined) select = select.where("tableId", "=", query.tableId);
  const rows = await select.orderBy("at").orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    // Only recordAudit writes the column, from AuditKind.
    kind: AUDIT_KINDS.find((kind) => kind === row.kind) ?? "discount",
    at: row.at,
    userId: row.userId,
    username: row.username,
    device: row.device,
    reason: row.reason,
    amountPaise: row.amountPaise,
    before: parsed(row.before),
    after: parsed(row.after),
    billId: row.billId,
    orderId: row.orderId,
    tableId: row.tableId,
  }));
}
