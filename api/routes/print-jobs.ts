import { Hono } from "hono";
import * as z from "zod/mini";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { idParam } from "../../shared/schemas/params";
import { PRINT_KINDS, PRINT_STATUSES, type PrinterState, type PrintJob } from "../../shared/schemas/printing";
import { ownRestaurantId, ownRow, requireAdmin, requireStaff } from "../auth/guards";
import { nowIso } from "../clock";
import type { Db } from "../db/connection";
import { findStation, listStations } from "../db/stations";
import type { AppEnv } from "../env";
import { conflict } from "../errors";
import { idempotentWrite } from "../idempotency";
import { queueReprint, queueTestPrint } from "../printing/queue";
import { type TicketPayload, ticketSvg } from "../printing/tickets";
import { pathParams, queryParams } from "../validate";

const JOB_NOT_FOUND = "Print job not found";
const STATION_NOT_FOUND = "Station not found";
/** The newest jobs a list answers: a service's worth for the queue's screen. */
const LIST_LIMIT = 200;

const printJobsQuery = z.object({
  stationId: z.optional(z.string().check(z.uuid({ error: "stationId must be a station's id" }))),
  status: z.optional(z.enum(PRINT_STATUSES, { error: "status must be queued, sent or failed" })),
});

const ANSWER_COLUMNS = ["id", "stationId", "orderId", "kind", "status", "attempts", "createdAt", "sentAt", "lastError"] as const;

function toAnswer(row: Record<(typeof ANSWER_COLUMNS)[number], unknown>): PrintJob {
  return {
    id: String(row.id),
    stationId: row.stationId === null ? null : String(row.stationId),
    orderId: row.orderId === null ? null : String(row.orderId),
    kind: PRINT_KINDS.find((kind) => kind === row.kind) ?? "new",
    status: PRINT_STATUSES.find((status) => status === row.status) ?? "queued",
    attempts: Number(row.attempts),
    createdAt: String(row.createdAt),
    sentAt: row.sentAt === null ? null : String(row.sentAt),
    lastError: row.lastError === null ? null : String(row.lastError),
  };
}

async function findJob(db: Db, id: string) {
  return (await db.selectFrom("printJobs").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

async function jobAnswer(db: Db, id: string): Promise<PrintJob> {
  return toAnswer(await db.selectFrom("printJobs").select(ANSWER_COLUMNS).where("id", "=", id).executeTakeFirstOrThrow());
}

async function printerStates(db: Db, restaurantId: string): Promise<PrinterState[]> {
  const stations = await listStations(db, restaurantId);
  const queued = await db
    .selectFrom("printJobs")
    .select(["stationId", "lastError", "createdAt"])
    .where("restaurantId", "=", restaurantId)
    .where("status", "=", "queued")
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return stations.map((station) => {
    const waiting = queued.filter((job) => job.stationId === station.id);
    const head = waiting[0];
    return {
      stationId: station.id,
      stationName: station.name,
      hasPrinter: station.printer !== null,
      waiting: waiting.length,
      offline: station.printer !== null && head !== undefined && head.lastError !== null,
      lastError: head?.lastError ?? null,
    };
  });
}

/** On the restaurant router (api/routes/restaurant.ts): any staff reads the queue and the printers' state. */
export const restaurantPrintJobsRoutes = new Hono<AppEnv>()
  .get(inRestaurant(API_PATHS.printJobs), async (c) => {
    const restaurantId = ownRestaurantId(c);
    const { stationId, status } = queryParams(c, printJobsQuery);
    let query = c.get("services").db.selectFrom("printJobs").select(ANSWER_COLUMNS).where("restaurantId", "=", restaurantId);
    if (stationId) query = query.where("stationId", "=", stationId);
    if (status) query = query.where("status", "=", status);
    const rows = await query.orderBy("createdAt", "desc").orderBy("id", "desc").limit(LIST_LIMIT).execute();
    return c.json(rows.map(toAnswer));
  })
  .get(inRestaurant(API_PATHS.printers), async (c) => c.json(await printerStates(c.get("services").db, ownRestaurantId(c))));

/** Jobs and stations by their own id: the row's restaurant is checked (403) after it is found (404). */
export const printJobsRoutes = new Hono<AppEnv>()
  // Any staff: the chef at the pass reprints a lost ticket as often as the admin does.
  .post(API_PATHS.printJobReprint, requireStaff, async (c) => {
    const { id } = pathParams(c, idParam);
    const response = await idempotentWrite(c, c.get("user").id, async (trx) => {
      const original = ownRow(c.get("user"), await findJob(trx, id), JOB_NOT_FOUND);
      if (original.kind === "test") throw conflict("A test page is not reprinted: print a new one");
      const reprint = await queueReprint(trx, original);
      return { status: 201, body: await jobAnswer(trx, reprint) };
    });
    c.get("services").printing.wake();
    return response;
  })
  // The browser's print, for a station whose tablet prints its own tickets: the first device to take a job prints it.
  .post(API_PATHS.printJobPrinted, requireStaff, async (c) => {
    const { id } = pathParams(c, idParam);
    return idempotentWrite(c, c.get("user").id, async (trx) => {
      const job = ownRow(c.get("user"), await findJob(trx, id), JOB_NOT_FOUND);
      const station = job.stationId ? await findStation(trx, job.stationId) : null;
      if (station?.printer) throw conflict(`${station.name}'s printer prints this ticket`);
      const taken = await trx
        .updateTable("printJobs")
        .set({ status: "sent", sentAt: nowIso(), attempts: job.attempts + 1 })
        .where("id", "=", id)
        .where("status", "=", "queued")
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw conflict("This ticket was already printed");
      return { status: 200, body: await jobAnswer(trx, id) };
    });
  })
  // The ticket as the printer prints it, drawn as SVG: the preview, and what a tablet prints.
  .get(API_PATHS.printJobTicket, requireStaff, async (c) => {
    const { id } = pathParams(c, idParam);
    const { db } = c.get("services");
    const job = ownRow(c.get("user"), await findJob(db, id), JOB_NOT_FOUND);
    const station = job.stationId ? await findStation(db, job.stationId) : null;
    const restaurant = await db.selectFrom("restaurants").select("name").where("id", "=", job.restaurantId).executeTakeFirst();
    const svg = ticketSvg({
      kind: PRINT_KINDS.find((kind) => kind === job.kind) ?? "new",
      kotNumber: job.kotNumber,
      payload: JSON.parse(job.payload) as TicketPayload,
      restaurantName: restaurant?.name ?? "",
      stationName: station?.name ?? "Kitchen",
      paper: station?.printer?.paper ?? 80,
    });
    return c.json({ svg });
  })
  .post(API_PATHS.stationTestPrint, requireAdmin, async (c) => {
    const { id } = pathParams(c, idParam);
    const response = await idempotentWrite(c, c.get("user").id, async (trx) => {
      const station = ownRow(c.get("user"), await findStation(trx, id), STATION_NOT_FOUND);
      if (!station.printer) throw conflict(`${station.name} has no printer: set its address first`);
      const job = await queueTestPrint(trx, station.restaurantId, station.id);
      return { status: 201, body: await jobAnswer(trx, job) };
    });
    c.get("services").printing.wake();
    return response;
  });
