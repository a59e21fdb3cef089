import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { ownRestaurantId, requireStaff } from "../auth/guards";
import { findSessionUser, readSessionToken } from "../auth/session";
import type { AppEnv } from "../env";

/**
 * The staff event stream: one `change` event naming the lists that changed after every committed write
 * to this restaurant, so open screens pull them at once instead of waiting for a poll. A `ready` event
 * says the subscription is live (anything later will be announced); a comment line every heartbeat keeps
 * proxies from closing an idle line and lets clients notice a dead one. Notices carry no rows: the
 * client pulls through the ordinary, guarded GET endpoints. See docs/sync.md.
 */
export const eventsRoutes = new Hono<AppEnv>().get("/restaurants/:restaurantId/events", requireStaff, (c) => {
  const restaurantId = ownRestaurantId(c);
  const { changes, shutdown, config, db, liveStreams } = c.get("services");
  const user = c.get("user");
  const token = readSessionToken(c);

  return streamSSE(c, async (stream) => {
    let resolve = () => {};
    const ended = new Promise<void>((settle) => {
      resolve = settle;
    });
    const unsubscribe = changes.subscribe((change) => {
      void stream.writeSSE({ event: "change", data: JSON.stringify({ topics: change.topics }) });
    }, restaurantId);
    const heartbeat = setInterval(() => {
      // A session that ended (logout, expiry, deactivation) ends its stream at the next beat.
      void (token ? findSessionUser(db, token) : Promise.resolve(null)).then(
        (user) => (user ? void stream.write(": heartbeat\n\n") : end()),
        end,
      );
    }, config.liveHeartbeatMs);
    const release = liveStreams.admit(user.id, end);
    // Every way the stream can end lands here, once, and lets go of the feed at that moment.
    function end() {
      unsubscribe();
      release();
      clearInterval(heartbeat);
      c.req.raw.signal.removeEventListener("abort", end);
      shutdown.removeEventListener("abort", end);
      resolve();
    }

    stream.onAbort(end);
    c.req.raw.signal.addEventListener("abort", end, { once: true });
    shutdown.addEventListener("abort", end, { once: true });
    if (shutdown.aborted) end();

    await stream.writeSSE({ event: "ready", data: JSON.stringify({ restaurantId }) });
    await ended;
  });
});
