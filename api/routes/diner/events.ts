import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import * as z from "zod/mini";
import { qrCodeParam } from "../../../shared/schemas/qr";
import { tablePartsOf } from "../../../shared/table-notice";
import type { AppEnv } from "../../env";
import { notFound, serviceUnavailable } from "../../errors";
import { clientAddress } from "../../limits/client-address";
import type { Change } from "../../live/change-feed";
import { pathParams } from "../../validate";

const qrParams = z.object({ qrCode: qrCodeParam });
/** A phone refused a stream checks every few seconds instead; it may ask again after this. */
const RETRY_STREAM_SECONDS = 60;
/**
 * The diner's page hears, the moment they commit, of changes it shows (docs/diner-ordering.md, Live
 * page): `menu` when the restaurant's menu changed (sold out, a price), `table` when something of its
 * own table did that the page shows, naming which of its reads it made stale (`order`, `bill`: an
 * order moved on, a bill made or paid, the visit ended). Notices carry no rows: the page reads again
 * through the ordinary public endpoints, and only what changed (decision 117), so a stream costs
 * nothing while nothing happens, where polling cost two requests every few seconds.
 */
export const qrEventsRoutes = new Hono<AppEnv>().get("/:qrCode/events", async (c) => {
  const { qrCode } = pathParams(c, qrParams);
  const place = await c.get("services").qrAnswers.get(qrCode);
  if (!place) throw notFound("Table not found");
  return openDinerStream(c, { restaurantId: place.restaurantId, sessionId: qrCode }, (change, notify) => {
    if (change.topics.includes("menuItems") || change.topics.includes("restaurantSettings")) notify("menu");
    if (change.tableId !== undefined && change.tableId !== place.tableId) return;
    const parts = tablePartsOf(change.topics);
    if (parts.length > 0) notify("table", parts.join(" "));
  });
});

/**
 * A stranger's stream of notices about one restaurant, on the diner streams' caps (per address, per
 * restaurant, in all): `ready` on open and when changes may have been missed, then whatever `listen`
 * makes of each committed change. Also the door page's (api/routes/waitlist.ts).
 */
export function openDinerStream(
  c: Context<AppEnv>,
  { restaurantId, sessionId }: { restaurantId: string; sessionId: string },
  listen: (change: Change, notify: (event: string, data?: string) => void) => void,
) {
  const { changes, shutdown, config, dinerStreams } = c.get("services");
  let stop: (() => void) | null = null;
  let closedEarly = false;
  const owner = { userId: clientAddress(c, config.trustProxy), restaurantId, sessionId };
  const release = dinerStreams.admit(owner, () => {
    if (stop) stop();
    else closedEarly = true;
  });
  if (!release) throw serviceUnavailable("Live updates are full right now; this page checks by itself instead", RETRY_STREAM_SECONDS);
  c.header("Cache-Control", "no-store");

  return streamSSE(c, async (stream) => {
    let resolve = () => {};
    const ended = new Promise<void>((settle) => {
      resolve = settle;
    });
    const unsubscribe = changes.subscribe(
      (change) => listen(change, (event, data = "") => void stream.writeSSE({ event, data })),
      restaurantId,
    );
    // Changes may have been missed (another process's notices were cut off): the page reads everything again.
    const unwatchMissed = changes.onMissed(() => void stream.writeSSE({ event: "ready", data: "" }));
    const heartbeat = setInterval(() => void stream.write(": heartbeat\n\n"), config.liveHeartbeatMs);
    let over = false;
    function end() {
      if (over) return;
      over = true;
      unsubscribe();
      unwatchMissed();
      release?.();
      clearInterval(heartbeat);
      c.req.raw.signal.removeEventListener("abort", end);
      shutdown.removeEventListener("abort", end);
      resolve();
    }
    stop = end;
    stream.onAbort(end);
    c.req.raw.signal.addEventListener("abort", end, { once: true });
    shutdown.addEventListener("abort", end, { once: true });
    if (shutdown.aborted || closedEarly) end();

    await stream.writeSSE({ event: "ready", data: "" });
    await ended;
  });
}
