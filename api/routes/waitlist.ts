import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import * as z from "zod/mini";
import { API_PATHS, inRestaurant } from "../../shared/api-paths";
import { idParam } from "../../shared/schemas/params";
import { IN_QUEUE, joinWaitlistInput, seatInput, type WaitlistEntry, type WaitlistGuestEntry } from "../../shared/schemas/waitlist";
import { waitsPerDay } from "../../shared/wait-report";
import { ownRestaurantId, ownRow, requireAdmin, requireStaff } from "../auth/guards";
import { nowIso } from "../clock";
import type { Db } from "../db/connection";
import { seatParty } from "../db/table-visits";
import { findTable } from "../db/tables";
import {
  estimateContext,
  findEntry,
  joinQueue,
  listQueue,
  moveEntry,
  restaurantOfSlug,
  type StoredEntry,
  seatedSince,
  withPlaces,
} from "../db/waitlist";
import type { AppEnv } from "../env";
import { conflict, notFound, tooManyRequests } from "../errors";
import { idempotentWrite, isStoredReplay } from "../idempotency";
import { clientAddress } from "../limits/client-address";
import type { Change } from "../live/change-feed";
import { spend } from "../middleware/rate-limit";
import { jsonBody, pathParams } from "../validate";
import { openDinerStream } from "./diner/events";
import { pollRateLimit } from "./diner/table-budgets";

const ENTRY_NOT_FOUND = "This place in the queue was not found";
const RESTAURANT_NOT_FOUND = "Restaurant not found";
export const slugParam = z.object({ slug: z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, { error: "Not a restaurant's address" })) });

const waitlistChanged = (restaurantId: string, tableId?: string): Change => ({
  restaurantId,
  topics: tableId ? ["waitlist", "restaurantTables"] : ["waitlist"],
  ...(tableId ? { tableId } : {}),
});

/** The scope of a guest's join keys: the restaurant's queue (a guest has no account). */
const queueScope = (restaurantId: string) => `waitlist:${restaurantId}`;

/** The host stand's rows: each party in the queue with its place and its wait now. */
async function queueWithPlaces(db: Db, restaurantId: string, now: string): Promise<WaitlistEntry[]> {
  const queue = await listQueue(db, restaurantId);
  const context = await estimateContext(db, restaurantId, now);
  return withPlaces(queue, context).map(({ entry: { restaurantId: _restaurantId, ...entry }, position, estimate }) => ({
    ...entry,
    position,
    estimate,
  }));
}

/** The host stand's row of one entry: its place and wait while it holds one. */
async function staffView(db: Db, entry: StoredEntry, now: string): Promise<WaitlistEntry> {
  const placed = (await queueWithPlaces(db, entry.restaurantId, now)).find((row) => row.id === entry.id);
  const { restaurantId: _restaurantId, ...fields } = entry;
  return placed ?? { ...fields, position: 0, estimate: null };
}

/** What the guest sees of their own entry: its place and wait while it holds one, the table once seated. */
async function guestView(db: Db, entry: StoredEntry, now: string): Promise<WaitlistGuestEntry> {
  const restaurant = await db.selectFrom("restaurants").select("name").where("id", "=", entry.restaurantId).executeTakeFirstOrThrow();
  const table = entry.tableId ? await findTable(db, entry.tableId) : null;
  const base = {
    id: entry.id,
    restaurantName: restaurant.name,
    name: entry.name,
    partySize: entry.partySize,
    status: entry.status,
    tableNumber: table?.tableNumber ?? null,
  };
  if (!IN_QUEUE.includes(entry.status)) return { ...base, position: 0, estimate: null };
  const queue = await listQueue(db, entry.restaurantId);
  const placed = withPlaces(queue, await estimateContext(db, entry.restaurantId, now)).find((row) => row.entry.id === entry.id);
  return { ...base, position: placed?.position ?? 0, estimate: placed?.estimate ?? null };
}

/**
 * A stranger's joins: per phone (one phone cannot churn a queue by leaving and joining) and per client
 * address (one address cannot fill it with made-up phones), on the orders' and calls' limiters under
 * keys of their own; a replay is free and a refused join is given back (docs/security.md).
 */
export async function spendJoinBudgets(c: Context<AppEnv>, restaurantId: string, phone: string) {
  const { config, limits } = c.get("services");
  if (!config.rateLimit.enabled) return async () => {};
  const address = clientAddress(c, config.trustProxy);
  const refused = (retryAfter: number) => tooManyRequests("Too many tries to join the queue. Please ask at the door.", retryAfter);
  const phoneKey = `waitlist:${restaurantId}:${phone}`;
  const addressKey = `waitlist:${address}`;
  const refundPhone = await spend(
    limits,
    { local: limits.orders, key: phoneKey, sharedKey: phoneKey, limit: config.rateLimit.ordersPerTable },
    refused,
  );
  try {
    const refundAddress = await spend(
      limits,
      { local: limits.calls, key: addressKey, sharedKey: addressKey, limit: config.rateLimit.callsPerAddress },
      refused,
    );
    return async () => {
      await refundPhone();
      await refundAddress();
    };
  } catch (error) {
    await refundPhone();
    throw error;
  }
}

/** Public, mounted at /api/site: a guest at the door joins the restaurant's queue. */
export const siteWaitlistRoutes = new Hono<AppEnv>().post("/:slug/waitlist", async (c) => {
  const { slug } = pathParams(c, slugParam);
  const input = await jsonBody(c, joinWaitlistInput);
  const { db } = c.get("services");
  const restaurant = await restaurantOfSlug(db, slug);
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  const key = c.req.header("idempotency-key");
  const replay = key !== undefined && (await isStoredReplay(db, queueScope(restaurant.id), key));
  const refund = replay ? async () => {} : await spendJoinBudgets(c, restaurant.id, input.phone);
  const response = await idempotentWrite(
    c,
    queueScope(restaurant.id),
    async (trx) => {
      const now = nowIso();
      const queue = await listQueue(trx, restaurant.id);
      if (queue.some((entry) => entry.phone === input.phone)) throw conflict("This phone already has a place in the queue");
      const context = await estimateContext(trx, restaurant.id, now);
      const quoted = withPlaces([...queue, { partySize: input.partySize }], context).at(-1)?.estimate ?? null;
      const entry = await joinQueue(trx, { id: randomUUID(), restaurantId: restaurant.id, ...input, quoted }, now);
      if (!entry) throw conflict("This phone already has a place in the queue");
      return {
        status: 201,
        body: { id: entry.id, position: queue.length + 1, estimate: quoted, status: "waiting" },
        changed: waitlistChanged(restaurant.id),
      };
    },
    { checksBeforeWriting: true },
  );
  if (response.status !== 201 && response.status !== 200) await refund();
  return response;
});

/** How many days back Reports compares quoted and actual waits. */
const REPORT_DAYS = 14;

/** On the restaurant router: the host stand's queue, and the owner's quoted-against-actual report. */
export const restaurantWaitlistRoutes = new Hono<AppEnv>()
  .get(inRestaurant(API_PATHS.waitlist), async (c) => {
    return c.json(await queueWithPlaces(c.get("services").db, ownRestaurantId(c), nowIso()));
  })
  .get(inRestaurant(API_PATHS.waitReport), requireAdmin, async (c) => {
    const since = new Date(Date.now() - REPORT_DAYS * 24 * 60 * 60_000).toISOString();
    return c.json(waitsPerDay(await seatedSince(c.get("services").db, ownRestaurantId(c), since)));
  });

/** A staff move of an entry still in the queue; the same move again is a harmless 200, anything else out of the queue a 409. */
function staffMove(to: "notified" | "no-show") {
  return async (c: Context<AppEnv>) => {
    const { id } = pathParams(c, idParam);
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        const entry = ownRow(c.get("user"), await findEntry(trx, id), ENTRY_NOT_FOUND);
        if (entry.status === to) return { status: 200, body: await staffView(trx, entry, nowIso()) };
        if (!IN_QUEUE.includes(entry.status)) throw conflict(`This party is no longer in the queue (${entry.status})`);
        const now = nowIso();
        await moveEntry(trx, entry, to, now);
        const moved = await findEntry(trx, id);
        return { status: 200, body: moved && (await staffView(trx, moved, now)), changed: waitlistChanged(entry.restaurantId) };
      },
      { checksBeforeWriting: true },
    );
  };
}

/** Staff moves and the guest's own reads, by the entry's unguessable id. */
export const waitlistRoutes = new Hono<AppEnv>()
  // Public: the id is the guest's key. Polled as a fallback to the stream: the diner's per-address budget.
  .get(API_PATHS.waitlistEntry, pollRateLimit, async (c) => {
    const { id } = pathParams(c, idParam);
    const { db } = c.get("services");
    const entry = await findEntry(db, id);
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    c.header("Cache-Control", "no-store");
    return c.json(await guestView(db, entry, nowIso()));
  })

  // Public: the guest leaves the queue. Leaving again is a harmless 204; a seated party stays seated.
  .delete(API_PATHS.waitlistEntry, async (c) => {
    const { id } = pathParams(c, idParam);
    return idempotentWrite(
      c,
      `waitlist-entry:${id}`,
      async (trx) => {
        const entry = await findEntry(trx, id);
        if (!entry) throw notFound(ENTRY_NOT_FOUND);
        if (!IN_QUEUE.includes(entry.status)) return { status: 204, body: null };
        await moveEntry(trx, entry, "left", nowIso());
        return { status: 204, body: null, changed: waitlistChanged(entry.restaurantId) };
      },
      { checksBeforeWriting: true },
    );
  })

  .get(`${API_PATHS.waitlistEntry}/events`, async (c) => {
    const { id } = pathParams(c, idParam);
    const entry = await findEntry(c.get("services").db, id);
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    // The guest's page hears of every change to the queue (a party ahead seated, the host's Notify) and reads its entry again.
    return openDinerStream(c, { restaurantId: entry.restaurantId, sessionId: `waitlist:${entry.id}` }, (change, notify) => {
      if (change.topics.includes("waitlist")) notify("entry");
    });
  })

  .post(API_PATHS.waitlistNotify, requireStaff, staffMove("notified"))
  .post(API_PATHS.waitlistNoShow, requireStaff, staffMove("no-show"))

  // The party sits at the table: its visit starts and the floor shows it occupied (api/db/table-visits.ts).
  .post(API_PATHS.waitlistSeat, requireStaff, async (c) => {
    const { id } = pathParams(c, idParam);
    const { tableId } = await jsonBody(c, seatInput);
    return idempotentWrite(
      c,
      c.get("user").id,
      async (trx) => {
        const entry = ownRow(c.get("user"), await findEntry(trx, id), ENTRY_NOT_FOUND);
        if (entry.status === "seated" && entry.tableId === tableId) return { status: 200, body: await staffView(trx, entry, nowIso()) };
        if (!IN_QUEUE.includes(entry.status)) throw conflict(`This party is no longer in the queue (${entry.status})`);
        const table = await findTable(trx, tableId);
        if (!table || table.restaurantId !== entry.restaurantId) throw notFound("Table not found");
        const now = nowIso();
        if (!(await seatParty(trx, tableId, now))) throw conflict(`Table ${table.tableNumber} is not free: clear it first`);
        await moveEntry(trx, entry, "seated", now, tableId);
        const seated = await findEntry(trx, id);
        return { status: 200, body: seated && (await staffView(trx, seated, now)), changed: waitlistChanged(entry.restaurantId, tableId) };
      },
      { checksBeforeWriting: true },
    );
  });
