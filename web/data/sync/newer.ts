import { SERVICE_REQUEST_STATUSES } from "../../../shared/service-requests";
import type { StaffRows, StoreName } from "../types";

type Row = StaffRows[StoreName];

/**
 * Whether the local copy of a row is newer than a server answer about it (a replayed first answer,
 * docs/sync.md). Most rows carry `updatedAt`; a bill changes only by being paid and a diner's call only
 * moves forward, so those compare by how far they have gone.
 */
export function isLocalNewer(local: Row, answered: Row): boolean {
  if ("updatedAt" in local && "updatedAt" in answered) return local.updatedAt > answered.updatedAt;
  if ("paidPaise" in local && "paidPaise" in answered) return local.paidPaise > answered.paidPaise;
  if ("acknowledgedAt" in local && "acknowledgedAt" in answered) {
    return SERVICE_REQUEST_STATUSES.indexOf(local.status) > SERVICE_REQUEST_STATUSES.indexOf(answered.status);
  }
  return false;
}
