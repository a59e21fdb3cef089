import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { topicsOnTheWire } from "../../shared/live";
import { findSession, readSessionToken } from "../auth/session";
import { tokenHash } from "../auth/tokens";
import type { AppEnv } from "../env";
import { serviceUnavailable, unauthorized } from "../errors";

/** setTimeout's longest delay; a later session deadline is checked again when this one fires. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** A client refused a stream polls instead; it may ask again after this. */
const RETRY_STREAM_SECONDS = 60;

/**
 * The staff event stream: one `change` event naming the lists that changed after every committed write
 * to this restaurant, so open screens pull them at once instead of waiting for a poll. A `ready` event
 * says the subscription is live (anything later will be announced); a comment line every heartbeat keeps
 * proxies from closing an idle line and lets clients notice a dead one. Notices carry no rows: the
 * client pulls through the ordinary, guarded GET endpoints. See docs/sync.md. The stream ends with its
 * session (logout, deactivation, expiry) and gives way under the caps of api/live/stream-roster.ts. Its
 * route is on the restaurant router (api/routes/restaurant.ts), which has checked the caller.
 */
export function streamEvents(c: Context<AppEnv>, restaurantId: string): Response {
  const { changes, shutdown, config, db, liveStreams } = c.get("services");
  const user = c.get("user");
  const token = readSessionToken(c);
  if (!token) throw unauthorized();

  // Admitted before the answer starts, so a refusal is a plain 503; the roster may close it before the stream runs.
  let stop: (() => void) | null = null;
  let closedEarly = false;
  const release = liveStreams.admit({ userId: user.id, restaurantId, sessionId: tokenHash(token) }, () => {
    if (stop) stop();
    else closedEarly = true;
  });
  if (!release) throw serviceUnavailable("Live updates are full right now; this screen refreshes by itself instead", RETRY_STREAM_SECONDS);

  return streamSSE(c, async (stream) => {
    let resolve = () => {};
    const ended = new Promise<void>((settle) => {
      resolve = settle;
    });
    const unsubscribe = changes.subscribe((change) => {
      void stream.writeSSE({ event: "change", data: JSON.stringify({ topics: topicsOnTheWire(change.topics) }) });
    }, restaurantId);
    // Changes may have been missed (another process's notices were cut off): a `ready` makes the screen pull everything.
    const unwatchMissed = changes.onMissed(() => void stream.writeSSE({ event: "ready", data: JSON.stringify({ restaurantId }) }));
    // The session is checked again at its deadline (which use may have moved on) and at every heartbeat.
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const checkSession = async (): Promise<boolean> => {
      let session: Awaited<ReturnType<typeof findSession>>;
      try {
        session = await findSession(db, token);
      } catch {
        // A database hiccup is not a sign-out: the stream stays, and the next heartbeat asks again.
        return !over;
      }
      if (!session) {
        end();
        return false;
      }
      clearTimeout(expiry);
      expiry = setTimeout(watchExpiry, Math.min(LONGEST_TIMER_MS, Math.max(0, Date.parse(session.expiresAt) - Date.now())));
      return true;
    };
    const watchExpiry = () => void checkSession();
    const heartbeat = setInterval(() => {
      void checkSession().then((live) => {
        if (live) void stream.write(": heartbeat\n\n");
      });
    }, config.liveHeartbeatMs);
    // Every way the stream can end lands here, once, and lets go of the feed at that moment.
    let over = false;
    function end() {
      // The abort signal, the stream's own abort and the roster may all call it: only the first counts.
      if (over) return;
      over = true;
      unsubscribe();
      unwatchMissed();
      release?.();
      clearInterval(heartbeat);
      clearTimeout(expiry);
      c.req.raw.signal.removeEventListener("abort", end);
      shutdown.removeEventListener("abort", end);
      resolve();
    }
    stop = end;

    stream.onAbort(end);
    c.req.raw.signal.addEventListener("abort", end, { once: true });
    shutdown.addEventListener("abort", end, { once: true });
    if (shutdown.aborted || closedEarly) end();

    await stream.writeSSE({ event: "ready", data: JSON.stringify({ restaurantId }) });
    await checkSession();
    await ended;
  });
}
