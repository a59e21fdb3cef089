import { createECDH } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { API_PATHS } from "../../shared/api-paths";
import { idParam } from "../../shared/schemas/params";
import { LOCAL_PUSH_HOSTS, type PushSubscriptionInput, pushSubscriptionInput } from "../../shared/schemas/push";
import { nowIso } from "../clock";
import { uuidv7 } from "../db/ids";
import type { AppEnv } from "../env";
import { badRequest, conflict, notFound, tooManyRequests } from "../errors";
import { clientAddress } from "../limits/client-address";
import { spend } from "../middleware/rate-limit";
import { jsonBody, pathParams } from "../validate";

/** Browsers one order or place may notify: a guest's phone and a companion's, not a list that grows. */
const BROWSERS_PER_TARGET = 5;
const ENDED_ORDER = ["rejected", "delivered", "picked-up"];
const ENDED_PLACE = ["seated", "left", "no-show"];

/**
 * The endpoint's host must be a push service's name: an address literal or this machine would let a
 * stranger aim the server's requests at the inside of its network, unless PUSH_LOCAL_ENDPOINTS is on.
 */
function checkEndpoint(endpoint: string, localEndpoints: boolean): void {
  if (localEndpoints) return;
  const { protocol, hostname } = new URL(endpoint);
  const literal = /^\d+(\.\d+){3}$/.test(hostname) || hostname.startsWith("[");
  if (protocol !== "https:" || literal || LOCAL_PUSH_HOSTS.includes(hostname) || !hostname.includes("."))
    throw badRequest("The push endpoint must be a push service's https address");
}

/** The browser's key must be a point on P-256, or nothing could be encrypted for it. */
function checkKey(p256dh: string): void {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, "base64url"));
  } catch {
    throw badRequest("keys.p256dh must be a P-256 public key");
  }
}

type Target = { kind: "order"; id: string } | { kind: "place"; id: string };

/**
 * A guest's browser subscribes to its one notice (docs/api.md, Web Push): public, the unguessable id is
 * the key; a budget per client address like the other guest endpoints; subscribing again replaces the keys.
 */
async function subscribe(c: Context<AppEnv>, kind: Target["kind"]) {
  const { id } = pathParams(c, idParam);
  const input = await jsonBody(c, pushSubscriptionInput);
  const { db, config, limits, writer, push } = c.get("services");
  checkEndpoint(input.endpoint, config.push.localEndpoints);
  checkKey(input.keys.p256dh);
  const owner =
    kind === "order"
      ? await db.selectFrom("siteOrders").select(["restaurantId", "status"]).where("id", "=", id).executeTakeFirst()
      : await db.selectFrom("waitlistEntries").select(["restaurantId", "status"]).where("id", "=", id).executeTakeFirst();
  if (!owner) throw notFound(kind === "order" ? "Order not found" : "This place in the queue was not found");
  if ((kind === "order" ? ENDED_ORDER : ENDED_PLACE).includes(owner.status))
    throw conflict(kind === "order" ? "This order has ended" : "This party is no longer in the queue");
  if (config.rateLimit.enabled) {
    const key = `push:${clientAddress(c, config.trustProxy)}`;
    await spend(limits, { local: limits.calls, key, sharedKey: key, limit: config.rateLimit.callsPerAddress }, (retryAfter) =>
      tooManyRequests("Too many tries to turn on notifications. Please try again later.", retryAfter),
    );
  }
  await writer.run(
    async (trx) => {
      const column = kind === "order" ? "siteOrderId" : "waitlistEntryId";
      const held = await trx.selectFrom("pushSubscriptions").select(["endpoint"]).where(column, "=", id).execute();
      if (held.length >= BROWSERS_PER_TARGET && !held.some((row) => row.endpoint === input.endpoint))
        throw conflict("Notifications are already on for several phones");
      await trx
        .insertInto("pushSubscriptions")
        .values(rowOf(input, owner.restaurantId, kind === "order" ? { siteOrderId: id } : { waitlistEntryId: id }))
        .onConflict((oc) =>
          oc.columns([column, "endpoint"]).doUpdateSet({ p256dh: input.keys.p256dh, auth: input.keys.auth, language: input.language }),
        )
        .execute();
      return {};
    },
    { checksBeforeWriting: true },
  );
  // A notice already due (the order was ready before the tap) goes now rather than at the next change.
  push.wake(owner.restaurantId);
  return c.body(null, 204);
}

function rowOf(input: PushSubscriptionInput, restaurantId: string, target: { siteOrderId: string } | { waitlistEntryId: string }) {
  return {
    id: uuidv7(),
    restaurantId,
    siteOrderId: null,
    waitlistEntryId: null,
    ...target,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: input.language,
    createdAt: nowIso(),
    sentAt: null,
  };
}

/** Public: the key a browser subscribes with, and the guests' subscriptions. */
export const pushRoutes = new Hono<AppEnv>()
  .get(API_PATHS.pushKey, async (c) => {
    const { publicKey } = await c.get("services").pushKeys.get();
    return c.json({ publicKey });
  })
  .post(API_PATHS.siteOrderPush, (c) => subscribe(c, "order"))
  .post(API_PATHS.waitlistPush, (c) => subscribe(c, "place"));
