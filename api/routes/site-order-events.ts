import { Hono } from "hono";
import * as z from "zod/mini";
import { uuid } from "../../shared/schemas/fields";
import type { Db } from "../db/connection";
import { trackedSiteOrder } from "../db/site-order-tracking";
import { findSiteOrderRow } from "../db/takeout";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { type Change, mayBeAtNoTable } from "../live/change-feed";
import { pathParams } from "../validate";
import { openDinerStream } from "./diner/events";

const idParams = z.object({ id: uuid() });

/**
 * A site order has no table: a change to the restaurant's orders about no table (null) or any (absent)
 * may be about it (docs/decisions/098-site-order-stream.md).
 */
const mayBeAbout = (change: Change) => mayBeAtNoTable(change) && change.topics.includes("orders");

const readView = (db: Db, id: string) => trackedSiteOrder(db, id, new Date());

/**
 * The guest's tracking page hears of its one order (docs/api.md, Takeout and delivery): `ready` when the
 * stream opens or changes may have been missed (the page reads the order again), then `order` with the
 * order as `GET /api/site-orders/{id}` answers it, each time a committed change moved it on. The stream
 * reads the order itself on each change that may be about it and says nothing when it did not change,
 * so the phone hears only its own order's steps. On the diner streams' caps (api/routes/diner/events.ts).
 */
export const siteOrderEventsRoutes = new Hono<AppEnv>().get("/site-orders/:id/events", async (c) => {
  const { id } = pathParams(c, idParams);
  const { db } = c.get("services");
  const row = await findSiteOrderRow(db, id);
  const first = row && (await readView(db, id));
  if (!row || !first) throw notFound("Order not found");

  let last = JSON.stringify(first);
  // One read at a time per stream; a burst of changes meanwhile is one more read, not one each.
  let reading = false;
  let again = false;
  const check = async (notify: (event: string, data: string) => void) => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const view = await readView(db, id);
        const text = view ? JSON.stringify(view) : last;
        if (text !== last) notify("order", text);
        last = text;
      } while (again);
    } catch {
      // A failed read: the next change, or the page's own read on `ready`, brings it up to date.
    } finally {
      reading = false;
    }
  };
  return openDinerStream(c, { restaurantId: row.restaurantId, sessionId: `site-order:${id}` }, (change, notify) => {
    if (mayBeAbout(change)) void check(notify);
  });
});
