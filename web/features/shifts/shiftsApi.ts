import { API_PATHS, apiPath } from "../../../shared/api-paths";
import type { ShiftReport, ZReport } from "../../../shared/billing/shift";
import type { CashEntryKind } from "../../../shared/schemas/shifts";
import { api } from "../../http/api";

/** A shift as `GET /api/restaurants/{id}/shifts` answers it (api/db/shifts.ts). */
export interface ShiftView {
  id: string;
  openedAt: string;
  floatPaise: number;
  status: "open" | "closed";
  closedAt: string | null;
  zReport: ZReport | null;
}

// The server checks every answer's shape; these screens are online-only and show what it says.
export const listShifts = async (restaurantId: string) => (await api.get(apiPath(API_PATHS.shifts, { restaurantId }))) as ShiftView[];

export const openShift = async (restaurantId: string, floatPaise: number) =>
  (await api.post(apiPath(API_PATHS.shifts, { restaurantId }), { floatPaise })) as ShiftView;

export const addCash = (id: string, kind: CashEntryKind, amountPaise: number, reason: string) =>
  api.post(apiPath(API_PATHS.shiftCash, { id }), { kind, amountPaise, reason });

export const xReport = async (id: string) => (await api.get(apiPath(API_PATHS.shiftReport, { id }))) as ShiftReport;

export const closeShift = async (id: string, countedPaise: number) =>
  (await api.post(apiPath(API_PATHS.shiftClose, { id }), { countedPaise })) as ZReport;
