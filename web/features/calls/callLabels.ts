import type { ServiceRequestKind, ServiceRequestStatus } from "../../../shared/service-requests";

/** What a call is, as the floor says it. */
export const CALL_KIND_LABELS: Record<ServiceRequestKind, string> = { waiter: "Waiter called", bill: "Bill asked" };

export const CALL_STATUS_LABELS: Record<ServiceRequestStatus, string> = { open: "Waiting", acknowledged: "On the way", done: "Done" };
