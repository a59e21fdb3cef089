import type { Context } from "hono";
import { Hono } from "hono";
import * as z from "zod/mini";
import { restaurantDate } from "../../shared/billing/bill-number";
import { uuid } from "../../shared/schemas/fields";
import {
  blockPhoneInput,
  counterOrderInput,
  onlineSettings,
  packagingInput,
  rejectInput,
  riderInput,
  siteOrderInput,
} from "../../shared/schemas/takeout";
import { requireAdmin, requireStaff } from "../auth/guards";
import type { Db } from "../db/connection";
import { uuidv7 } from "../db/ids";
import { payParcelBill } from "../db/parcel-bills";
import { trackedSiteOrder } from "../db/site-order-tracking";
import {
  findOnline,
  findSiteOrder,
  findSiteOrderRow,
  guestView,
  listCounterOrders,
  moveKitchenOrder,
  placeSiteOrder,
  releaseIfReady,
  type SiteOrderRow,
  updateSiteOrder,
} from "../db/takeout";
import type { AppEnv } from "../env";
import { conflict, notFound, tooManyRequests } from "../errors";
import { idempotentWrite, isStoredReplay } from "../idempotency";
import { clientAddress } from "../limits/client-address";
import type { Change } from "../live/change-feed";
import { type Budget, spend } from "../middleware/rate-limit";
import { jsonBody, jsonText, pathParams } from "../validate";
import { pollRateLimit } from "./diner/table-budgets";

const slugParams = z.object({ slug: z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, { error: "Unknown restaurant" })) });
const idParams = z.object({ id: uuid() });
const phoneParams = z.object({ phone: z.string().check(z.regex(/^\d{10,15}$/, { error: "Phone number must be its digits" })) });

/**
 * Every site order's change reaches the staff's order lists (the counter and the kitchen); their bills
 * only when its bill was made or paid, since a bill's change also drops the menus the QR codes and the
 * website keep. A takeout order is at no table: no diner's page asks again for it.
 */
const changedAt = (restaurantId: string, billed = false): Change => ({
  restaurantId,
  topics: billed ? ["orders", "bills"] : ["orders"],
  tableId: null,
});
/** Whether a step made the order's bill or recorded a payment on it. */
const billChanged = (before: SiteOrderRow, after: SiteOrderRow | null): boolean =>
  after !== null && after.billId !== null && (after.billId !== before.billId || after.paid !== before.paid);
/** The online settings are part of the website's answer, kept until its restaurant's settings change. */
const settingsChanged = (restaurantId: string): Change => ({ restaurantId, topics: ["restaurantSettings"] });
const siteScope = (slug: string) => `site:${slug}`;

async function restaurantOfSlug(db: Db, slug: string): Promise<{ id: string; name: string }> {
  const row = await db
    .selectFrom("restaurants")
    .select(["id", "name"])
    .where("slug", "=", slug)
    .where("isActive", "=", 1)
    .executeTakeFirst();
  if (!row) throw notFound("No restaurant has this address");
  return row;
}

/**
 * A guest's order spends a budget per phone number and per client address (docs/decisions/095-takeout-abuse-limits.md);
 * a replay of a stored key is free and a refused order (4xx) is given back.
 */
async function spendGuestBudgets(c: Context<AppEnv>, restaurantId: string, phone: string): Promise<() => Promise<void>> {
  const { config, limits } = c.get("services");
  if (!config.rateLimit.enabled) return async () => {};
  const address = clientAddress(c, config.trustProxy);
  const perPhone = config.rateLimit.ordersPerTable;
  // Many phones share an address (a mobile carrier's NAT), so an address gets the calls' larger budget.
  const perAddress = config.rateLimit.callsPerAddress;
  const budgets: Budget[] = [
    { local: limits.orders, key: `site-phone:${restaurantId}:${phone}`, sharedKey: `site-phone:${restaurantId}:${phone}`, limit: perPhone },
    { local: limits.calls, key: `site-address:${address}`, sharedKey: `site-address:${address}`, limit: perAddress },
  ];
  const refunds: (() => Promise<void>)[] = [];
  try {
    for (const budget of budgets)
      refunds.push(
        await spend(limits, budget, (retryAfter) => tooManyRequests("Too many online orders. Please call the restaurant.", retryAfter)),
      );
  } catch (error) {
    for (const refund of refunds) await refund();
    throw error;
  }
  return async () => {
    for (const refund of refunds) await refund();
  };
}

export const takeoutRoutes = new Hono<AppEnv>()
  // Public, with an Idempotency-Key: one order however often the phone sends it.
  .post("/site/:slug/orders", async (c) => {
    const { slug } = pathParams(c, slugParams);
    const services = c.get("services");
    const restaurant = await restaurantOfSlug(services.db, slug);
    const input = jsonText(await c.req.text(), siteOrderInput);
    const key = c.req.header("Idempotency-Key");
    const replay = key !== undefined && (await isStoredReplay(services.db, siteScope(slug), key));
    const refund = replay ? async () => {} : await spendGuestBudgets(c, restaurant.id, input.customerPhone);
    try {
      const response = await idempotentWrite(
        c,
        siteScope(slug),
        async (db) => {
          const now = new Date();
          const row = await placeSiteOrder(db, { restaurantId: restaurant.id, id: uuidv7(), input, fromSite: true, actor: null, now });
          const view = guestView((await findSiteOrder(db, row.id, now)) ?? notFoundOrder());
          return { status: 201, body: view, changed: changedAt(restaurant.id, row.billId !== null) };
        },
        { checksBeforeWriting: true },
      );
      if (response.status >= 300) await refund();
      return response;
    } catch (error) {
      await refund();
      throw error;
    }
  })

  // Public: the unguessable id is the guest's key to their order; no contact details in it.
  .get("/site-orders/:id", pollRateLimit, async (c) => {
    const { id } = pathParams(c, idParams);
    const order = await trackedSiteOrder(c.get("services").db, id, new Date());
    if (!order) throw notFound("Order not found");
    c.header("Cache-Control", "no-store");
    return c.json(order);
  })

  // Staff: the counter screen's list, today's and any still open.
  .get("/online-orders", requireStaff, async (c) => {
    return c.json(await listCounterOrders(c.get("services").db, c.get("user").restaurantId, new Date()));
  })

  // Staff: a parcel or phone order at the counter, accepted at once.
  .post("/online-orders", requireStaff, async (c) => {
    const input = await jsonBody(c, counterOrderInput);
    const restaurantId = c.get("user").restaurantId;
    return idempotentWrite(
      c,
      c.get("user").id,
      async (db) => {
        const now = new Date();
        const row = await placeSiteOrder(db, { restaurantId, id: uuidv7(), input, fromSite: false, actor: c.get("user").id, now });
        return { status: 201, body: await findSiteOrder(db, row.id, now), changed: changedAt(restaurantId, row.billId !== null) };
      },
      { checksBeforeWriting: true },
    );
  })

  .post("/online-orders/:id/accept", requireStaff, (c) =>
    counterStep(c, async (db, row, now, actor) => {
      if (row.status === "accepted" || row.released === 1) return row;
      if (row.status !== "placed") throw conflict(`This order was ${row.status} and cannot be accepted`);
      if (now.getTime() - Date.parse(row.createdAt) > 30 * 60_000) throw conflict("This order has expired: the guest was told so");
      await updateSiteOrder(db, row.id, { status: "accepted" }, now);
      return releaseIfReady(db, { ...row, status: "accepted" }, actor, now);
    }),
  )
  .post("/online-orders/:id/reject", requireStaff, async (c) => {
    const { reason } = await jsonBody(c, rejectInput);
    return counterStep(c, async (db, row, now) => {
      if (row.status === "rejected") return row;
      if (row.released === 1 || (row.status !== "placed" && row.status !== "accepted"))
        throw conflict("This order is already with the kitchen and cannot be rejected");
      await updateSiteOrder(db, row.id, { status: "rejected", reason }, now);
      return row;
    });
  })
  .post("/online-orders/:id/paid", requireStaff, (c) =>
    counterStep(c, async (db, row, now, actor) => {
      if (row.status === "rejected") throw conflict("This order was rejected");
      if (row.paid === 1) return row;
      await updateSiteOrder(db, row.id, { paid: 1 }, now);
      // Released before (cash): the payment goes on its bill now; else the release makes the bill and records it.
      if (row.released === 1) return payParcelBill(db, { ...row, paid: 1 }, actor, now);
      return releaseIfReady(db, { ...row, paid: 1 }, actor, now);
    }),
  )
  .post("/online-orders/:id/ready", requireStaff, (c) =>
    counterStep(c, async (db, row, now) => {
      if (row.released === 0) throw conflict("This order has not reached the kitchen yet");
      if (row.status === "accepted") await moveKitchenOrder(db, row.id, "ready", now);
      return row;
    }),
  )
  .post("/online-orders/:id/out-for-delivery", requireStaff, async (c) => {
    const { rider } = await jsonBody(c, riderInput);
    return counterStep(c, async (db, row, now) => {
      if (row.channel !== "delivery") throw conflict("This is a pickup order");
      if (row.released === 0) throw conflict("This order has not reached the kitchen yet");
      if (row.status !== "accepted" && row.status !== "out-for-delivery") throw conflict(`This order is ${row.status}`);
      await moveKitchenOrder(db, row.id, "ready", now);
      await updateSiteOrder(db, row.id, { status: "out-for-delivery", rider }, now);
      return row;
    });
  })
  .post("/online-orders/:id/delivered", requireStaff, (c) => handOver(c, "delivery"))
  .post("/online-orders/:id/picked-up", requireStaff, (c) => handOver(c, "pickup"))

  // Admin: the online settings, and closing online ordering for the day in one tap.
  .get("/online-settings", requireStaff, async (c) => {
    return c.json(await findOnline(c.get("services").db, c.get("user").restaurantId));
  })
  .put("/online-settings", requireAdmin, async (c) => {
    const settings = await jsonBody(c, onlineSettings);
    const restaurantId = c.get("user").restaurantId;
    return idempotentWrite(c, c.get("user").id, async (db) => {
      await db
        .updateTable("restaurants")
        .set({ online: JSON.stringify(settings) })
        .where("id", "=", restaurantId)
        .execute();
      return { status: 200, body: await findOnline(db, restaurantId), changed: settingsChanged(restaurantId) };
    });
  })
  .post("/online-settings/close-today", requireStaff, (c) => closedToday(c, true))
  .delete("/online-settings/close-today", requireStaff, (c) => closedToday(c, false))

  // Admin: a phone number that may not order online here, and a dish's packaging charge.
  .post("/blocked-phones", requireAdmin, async (c) => {
    const { phone } = await jsonBody(c, blockPhoneInput);
    const restaurantId = c.get("user").restaurantId;
    return idempotentWrite(c, c.get("user").id, async (db) => {
      await db
        .insertInto("blockedPhones")
        .values({ restaurantId, phone, createdAt: new Date().toISOString() })
        .onConflict((oc) => oc.columns(["restaurantId", "phone"]).doNothing())
        .execute();
      return { status: 201, body: { phone } };
    });
  })
  .get("/blocked-phones", requireStaff, async (c) => {
    const rows = await c
      .get("services")
      .db.selectFrom("blockedPhones")
      .select(["phone", "createdAt"])
      .where("restaurantId", "=", c.get("user").restaurantId)
      .orderBy("createdAt")
      .execute();
    return c.json(rows);
  })
  .delete("/blocked-phones/:phone", requireAdmin, async (c) => {
    const { phone } = pathParams(c, phoneParams);
    const restaurantId = c.get("user").restaurantId;
    return idempotentWrite(c, c.get("user").id, async (db) => {
      await db.deleteFrom("blockedPhones").where("restaurantId", "=", restaurantId).where("phone", "=", phone).execute();
      return { status: 204, body: null };
    });
  })
  .put("/menu-items/:id/packaging", requireAdmin, async (c) => {
    const { id } = pathParams(c, idParams);
    const { packagingRupees } = await jsonBody(c, packagingInput);
    const restaurantId = c.get("user").restaurantId;
    return idempotentWrite(c, c.get("user").id, async (db) => {
      const updated = await db
        .updateTable("menuItems")
        .set({ packagingRupees })
        .where("id", "=", id)
        .where("restaurantId", "=", restaurantId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound("Menu item not found");
      return { status: 200, body: { id, packagingRupees }, changed: { restaurantId, topics: ["menuItems"] } };
    });
  });

function notFoundOrder(): never {
  throw notFound("Order not found");
}

/** One counter action on one of the restaurant's own site orders, answered with the order as it is now. */
function counterStep(c: Context<AppEnv>, step: (db: Db, row: SiteOrderRow, now: Date, actor: string) => Promise<unknown>) {
  const { id } = pathParams(c, idParams);
  const restaurantId = c.get("user").restaurantId;
  return idempotentWrite(c, c.get("user").id, async (db) => {
    const row = await findSiteOrderRow(db, id);
    if (!row || row.restaurantId !== restaurantId) throw notFound("Order not found");
    const now = new Date();
    await step(db, row, now, c.get("user").id);
    const billed = billChanged(row, await findSiteOrderRow(db, id));
    return { status: 200, body: (await findSiteOrder(db, id, now)) ?? notFoundOrder(), changed: changedAt(restaurantId, billed) };
  });
}

/** Delivered or picked up: the end of the order, at the counter and in the kitchen. */
function handOver(c: Context<AppEnv>, channel: "pickup" | "delivery") {
  return counterStep(c, async (db, row, now, actor) => {
    const done = channel === "delivery" ? "delivered" : "picked-up";
    if (row.status === done) return row;
    if (row.channel !== channel) throw conflict(channel === "delivery" ? "This is a pickup order" : "This is a delivery order");
    if (row.released === 0) throw conflict("This order has not reached the kitchen yet");
    await moveKitchenOrder(db, row.id, "done", now);
    // Cash on pickup or delivery is taken as it is handed over: recorded on its bill.
    await updateSiteOrder(db, row.id, { status: done, paid: 1 }, now);
    await payParcelBill(db, row, actor, now);
    return row;
  });
}

function closedToday(c: Context<AppEnv>, closed: boolean) {
  const restaurantId = c.get("user").restaurantId;
  return idempotentWrite(c, c.get("user").id, async (db) => {
    const onlineClosedOn = closed ? restaurantDate(new Date()) : null;
    await db.updateTable("restaurants").set({ onlineClosedOn }).where("id", "=", restaurantId).execute();
    return { status: 200, body: await findOnline(db, restaurantId), changed: settingsChanged(restaurantId) };
  });
}
