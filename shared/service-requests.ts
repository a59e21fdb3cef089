/**
 * A diner's call for service: "waiter" (Call Waiter) or "bill" (Ask for Bill). Plain constants and
 * types, no zod, so the diner's page can use them (docs/decisions/030-diner-route-without-zod-or-radix.md).
 */
export const SERVICE_REQUEST_KINDS = ["waiter", "bill"] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];

export const SERVICE_REQUEST_STATUSES = ["open", "acknowledged", "done"] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export interface ServiceRequest {
  id: string;
  tableId: string;
  tableNumber: string;
  kind: ServiceRequestKind;
  status: ServiceRequestStatus;
  createdAt: string;
  acknowledgedAt: string | null;
  doneAt: string | null;
}

/** Forward only: a target at or behind the current status changes nothing, so two waiters' taps converge. */
export function serviceRequestMoves(current: ServiceRequestStatus, target: ServiceRequestStatus): boolean {
  return SERVICE_REQUEST_STATUSES.indexOf(target) > SERVICE_REQUEST_STATUSES.indexOf(current);
}

/** The request after moving to `target` at `at`, or the same request when the move is not forward. */
export function moveServiceRequest<R extends ServiceRequest>(request: R, target: ServiceRequestStatus, at: string): R {
  if (!serviceRequestMoves(request.status, target)) return request;
  return {
    ...request,
    status: target,
    acknowledgedAt: target === "acknowledged" ? at : request.acknowledgedAt,
    doneAt: target === "done" ? at : request.doneAt,
  };
}

/** Open and acknowledged requests, newest first: what staff still have to answer. */
export function activeRequestsOf<R extends ServiceRequest>(requests: readonly R[]): R[] {
  return requests
    .filter((request) => request.status !== "done")
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}
