import { PostgresAdapter, sql } from "kysely";
import type { Order } from "../../shared/schemas/orders";
import { nowIso } from "../clock";
import { type Db, type Sqlite, sqliteOf } from "../db/connection";
import { uuidv7 } from "../db/ids";
import { listStations } from "../db/stations";
import { type TicketPayload, ticketLineOf, ticketOf, ticketsByStation } from "./tickets";

/** A ticket to queue for an order: its job's id, its station and what it prints. */
export interface OrderTicketJob {
  id: string;
  station_id: string | null;
  payload: string;
}

/** The jobs an order queues when it is placed: one per station with a line in it. */
export function orderTicketJobs(order: Order): OrderTicketJob[] {
  return [...ticketsByStation(order)].map(([stationId, payload]) => ({
    id: uuidv7(),
    station_id: stationId,
    payload: JSON.stringify(payload),
  }));
}

/** A line without a station of its own is made at the restaurant's first. */
const FIRST_STATION = "(SELECT s.id FROM stations s WHERE s.restaurant_id = @restaurantId ORDER BY s.position, s.created_at, s.id LIMIT 1)";

interface SqliteStatements {
  kotNumber: { get(tableId: string | null): { n: number } | undefined };
  insert: { run(params: Record<string, string | number | null>): unknown };
}

const prepared = new WeakMap<Sqlite, SqliteStatements>();

/** The queueing statements, prepared once per connection. */
function statementsOf(sqlite: Sqlite): SqliteStatements {
  const known = prepared.get(sqlite);
  if (known) return known;
  const statements: SqliteStatements = {
    // A visit that began is counted over the table's orders since then (a range of orders_table_time),
    // not by reading every order the table ever had; before its first visit ended, all of them are the visit's.
    kotNumber: sqlite.prepare<[string | null], { n: number }>(
      `SELECT CASE WHEN t.visit_started_at IS NULL THEN (SELECT count(*) FROM orders o WHERE o.table_id = t.id)
         ELSE (SELECT count(*) FROM orders o WHERE o.table_id = t.id AND o.order_time >= t.visit_started_at)
       END AS n FROM restaurant_tables t WHERE t.id = ?`,
    ),
    insert: sqlite.prepare(
      `INSERT INTO print_jobs (id, restaurant_id, station_id, order_id, kind, kot_number, status, attempts, next_attempt_at, payload, created_at)
       VALUES (@id, @restaurantId, COALESCE(@stationId, ${FIRST_STATION}), @orderId, @kind, @kotNumber, 'queued', 0, @at, @payload, @at)`,
    ),
  };
  prepared.set(sqlite, statements);
  return statements;
}

/**
 * Queues a just-inserted order's tickets in its transaction, on SQLite's connection (the diner's
 * prepared order path and the staff order alike): numbered with the count of the table visit's orders
 * (this one included), `new` for the visit's first, `add` after. PostgreSQL's is the function
 * rasoi_queue_order_tickets (migration 017); under SQLite's one writer no other order comes between.
 */
export function queueOrderTicketsOnSqlite(sqlite: Sqlite, order: Order, jobs: readonly OrderTicketJob[]): void {
  if (jobs.length === 0) return;
  const statements = statementsOf(sqlite);
  const kotNumber = Math.max(1, statements.kotNumber.get(order.tableId)?.n ?? 1);
  for (const job of jobs) {
    statements.insert.run({
      id: job.id,
      restaurantId: order.restaurantId,
      stationId: job.station_id,
      orderId: order.id,
      kind: kotNumber === 1 ? "new" : "add",
      kotNumber,
      at: order.orderTime,
      payload: job.payload,
    });
  }
}

function onPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Queues a just-inserted order's tickets in the job's transaction (the staff order path), on either store. */
export async function queueOrderTickets(db: Db, order: Order): Promise<void> {
  const jobs = orderTicketJobs(order);
  if (!onPostgres(db)) return queueOrderTicketsOnSqlite(sqliteOf(db), order, jobs);
  await sql`SELECT rasoi_queue_order_tickets(${order.id}, ${JSON.stringify(jobs)}::jsonb)`.execute(db);
}

/** One voided quantity of one line, with the reason staff gave. */
export interface VoidedLine {
  lineId: string;
  quantity: number;
  reason: string;
}

/**
 * Queues the VOID tickets of `voids` of `order`, one per station the lines are made at, in the
 * transaction that voids them (the void endpoint's job). Each carries the order's KOT number.
 */
export async function queueVoidTickets(trx: Db, order: Order, voids: readonly VoidedLine[]): Promise<string[]> {
  const at = nowIso();
  const byStation = new Map<string | null, TicketPayload["lines"]>();
  for (const voided of voids) {
    const line = order.items.find((candidate) => candidate.lineId === voided.lineId);
    if (!line || voided.quantity <= 0) continue;
    const lines = byStation.get(line.stationId) ?? [];
    lines.push({ ...ticketLineOf(line, voided.quantity), reason: voided.reason });
    byStation.set(line.stationId, lines);
  }
  const earlier = await trx
    .selectFrom("printJobs")
    .select("kotNumber")
    .where("orderId", "=", order.id)
    .where("kind", "in", ["new", "add"])
    .executeTakeFirst();
  const ids: string[] = [];
  for (const [stationId, lines] of byStation) {
    const id = uuidv7();
    ids.push(id);
    await insertJob(trx, {
      id,
      restaurantId: order.restaurantId,
      stationId,
      orderId: order.id,
      kind: "void",
      kotNumber: earlier?.kotNumber ?? null,
      payload: ticketOf(order, lines, at),
      at,
    });
  }
  return ids;
}

interface NewJob {
  id: string;
  restaurantId: string;
  stationId: string | null;
  orderId: string | null;
  kind: "void" | "reprint" | "test";
  kotNumber: number | null;
  payload: TicketPayload;
  at: string;
}

async function insertJob(trx: Db, job: NewJob): Promise<void> {
  const stationId = job.stationId ?? (await listStations(trx, job.restaurantId))[0]?.id ?? null;
  await trx
    .insertInto("printJobs")
    .values({
      id: job.id,
      restaurantId: job.restaurantId,
      stationId,
      orderId: job.orderId,
      kind: job.kind,
      kotNumber: job.kotNumber,
      nextAttemptAt: job.at,
      payload: JSON.stringify(job.payload),
      createdAt: job.at,
    })
    .execute();
}

/** A job to print again, marked REPRINT with its original time and number: answers the new job's id. */
export async function queueReprint(
  trx: Db,
  original: {
    restaurantId: string;
    stationId: string | null;
    orderId: string | null;
    kind: string;
    kotNumber: number | null;
    payload: string;
  },
): Promise<string> {
  const payload = JSON.parse(original.payload) as TicketPayload;
  const reprintOf = original.kind === "new" || original.kind === "add" || original.kind === "void" ? original.kind : payload.reprintOf;
  const id = uuidv7();
  await insertJob(trx, {
    id,
    restaurantId: original.restaurantId,
    stationId: original.stationId,
    orderId: original.orderId,
    kind: "reprint",
    kotNumber: original.kotNumber,
    payload: { ...payload, ...(reprintOf ? { reprintOf } : {}) },
    at: nowIso(),
  });
  return id;
}

/** A test page for a station's printer: answers the job's id. */
export async function queueTestPrint(trx: Db, restaurantId: string, stationId: string): Promise<string> {
  const id = uuidv7();
  const at = nowIso();
  await insertJob(trx, {
    id,
    restaurantId,
    stationId,
    orderId: null,
    kind: "test",
    kotNumber: null,
    payload: { orderId: null, orderNumber: null, table: null, time: at, takenBy: null, lines: [], notes: null },
    at,
  });
  return id;
}
