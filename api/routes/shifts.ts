import type { Context } from "hono";
import { Hono } from "hono";
import * as z from "zod/mini";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { shiftReport, zReport } from "../../shared/billing/shift";
import type { Role } from "../../shared/constants";
import { uuid } from "../../shared/schemas/fields";
import { cashEntryInput, closeShiftInput, openShiftInput } from "../../shared/schemas/shifts";
import { ownRestaurantId, ownRow, requireStaff } from "../auth/guards";
import type { Db } from "../db/connection";
import {
  addCashEntry,
  findOpenShift,
  findShift,
  holdShiftOpen,
  listShifts,
  markShiftClosed,
  openShift,
  type Shift,
  saveZReport,
  shiftReportInput,
} from "../db/shifts";
import type { AppEnv } from "../env";
import { conflict, forbidden } from "../errors";
import { idempotentWrite } from "../idempotency";
import { jsonBody, pathParams } from "../validate";

const SHIFT_NOT_FOUND = "Shift not found";
const shiftParams = z.object({ id: uuid() });
const RECENT_SHIFTS = 20;

/** Whoever takes money runs the drawer: admins and waiters, not the kitchen. */
function assertCashier(c: Context<AppEnv>): void {
  if (c.get("user").role === ("chef" satisfies Role)) throw forbidden("Only admins and waiters run the cash drawer");
}

async function ownShift(c: Context<AppEnv>, db: Db, id: string): Promise<Shift> {
  return ownRow(c.get("user"), await findShift(db, id), SHIFT_NOT_FOUND);
}

const closedConflict = (shift: Shift) => conflict("This shift is already closed", { zReport: shift.zReport });

/** Shifts of the cash drawer (docs/api.md, Shifts, GST summary, analytics and outlets). On the restaurant router. */
export const restaurantShiftsRoutes = new Hono<AppEnv>()
  .post(inRestaurant(API_PATHS.shifts), async (c) => {
    assertCashier(c);
    const restaurantId = ownRestaurantId(c);
    const { floatPaise } = await jsonBody(c, openShiftInput);
    const user = c.get("user");
    // The partial unique index refuses a second open shift: a racing open runs again and gets the 409.
    return idempotentWrite(c, user.id, async (trx) => {
      const open = await findOpenShift(trx, restaurantId);
      if (open) throw conflict("A shift is already open: close it before opening another", { shift: open });
      return { status: 201, body: await openShift(trx, restaurantId, floatPaise, user.id, new Date()) };
    });
  })

  .get(inRestaurant(API_PATHS.shifts), async (c) => {
    assertCashier(c);
    return c.json(await listShifts(c.get("services").db, ownRestaurantId(c), RECENT_SHIFTS));
  });

export const shiftsRoutes = new Hono<AppEnv>()
  .post(API_PATHS.shiftCash, requireStaff, async (c) => {
    assertCashier(c);
    const { id } = pathParams(c, shiftParams);
    const input = await jsonBody(c, cashEntryInput);
    const user = c.get("user");
    return idempotentWrite(c, user.id, async (trx) => {
      const shift = await ownShift(c, trx, id);
      if (shift.status === "closed") throw closedConflict(shift);
      await holdShiftOpen(trx, shift.id);
      return { status: 201, body: await addCashEntry(trx, shift.id, input, user.id, new Date()) };
    });
  })

  // The X report of an open shift (admins: a cashier counts blind), or the Z report of a closed one, as it was written.
  .get(API_PATHS.shiftReport, requireStaff, async (c) => {
    assertCashier(c);
    const { id } = pathParams(c, shiftParams);
    const db = c.get("services").db;
    const shift = await ownShift(c, db, id);
    if (shift.zReport) return c.json({ kind: "z", ...shift.zReport });
    if (c.get("user").role !== ("admin" satisfies Role)) throw forbidden("The drawer is counted blind: only an admin sees the X report");
    return c.json({ kind: "x", ...shiftReport(await shiftReportInput(db, shift, new Date().toISOString())) });
  })

  // The blind close: the count comes in, the Z report (expected, counted, variance and the rest) goes out, once.
  .post(API_PATHS.shiftClose, requireStaff, async (c) => {
    assertCashier(c);
    const { id } = pathParams(c, shiftParams);
    const { countedPaise } = await jsonBody(c, closeShiftInput);
    const user = c.get("user");
    return idempotentWrite(c, user.id, async (trx) => {
      const shift = await ownShift(c, trx, id);
      if (shift.status === "closed") throw closedConflict(shift);
      const closedAt = new Date().toISOString();
      await markShiftClosed(trx, shift, closedAt, countedPaise, user.id);
      const report = zReport(await shiftReportInput(trx, shift, closedAt), countedPaise, closedAt);
      await saveZReport(trx, shift, report);
      return { status: 200, body: report };
    });
  });
