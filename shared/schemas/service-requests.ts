import * as z from "zod/mini";
import { SERVICE_REQUEST_KINDS, SERVICE_REQUEST_STATUSES } from "../service-requests";

export const serviceRequestKind = z.enum(SERVICE_REQUEST_KINDS, { error: 'kind must be "waiter" or "bill"' });
export const serviceRequestStatus = z.enum(SERVICE_REQUEST_STATUSES, { error: 'status must be "open", "acknowledged" or "done"' });

/** `POST /api/qr/{qrCode}/requests`: what the diner asks for. */
export const serviceRequestInput = z.object({ kind: serviceRequestKind });

/** `PUT /api/service-requests/{id}`: where staff move it (forward only). */
export const serviceRequestStatusInput = z.object({ status: serviceRequestStatus });

export const serviceRequest = z.object({
  id: z.string(),
  tableId: z.string(),
  tableNumber: z.string(),
  kind: serviceRequestKind,
  status: serviceRequestStatus,
  createdAt: z.string(),
  acknowledgedAt: z.nullable(z.string()),
  doneAt: z.nullable(z.string()),
});
