import { EventEmitter } from "node:events";
import { setTimeout as delay } from "node:timers/promises";
import { type DinerLanguage, isMenuLanguage } from "../../shared/languages";
import { PUSH_WORDS } from "../../shared/push-words";
import type { PushNotice } from "../../shared/schemas/push";
import { nowIso } from "../clock";
import type { Db } from "../db/connection";
import type { WriteRunner } from "../db/write-runner";
import { type Change, mayBeAtNoTable } from "../live/change-feed";
import type { PushOutcome, PushSender, PushTarget } from "./sender";

/** A subscription is kept at most this long: an order never collected, a party that walked away. */
const KEEP_MS = 24 * 60 * 60_000;
/** The one pause before a second try: a notice that cannot go within seconds is no use to a guest at the door. */
const RETRY_AFTER_MS = 1_000;

const ORDER_ENDED = ["rejected", "delivered", "picked-up"] as const;
const PLACE_ENDED = ["seated", "left", "no-show"] as const;

interface Due extends PushTarget {
  id: string;
  notice: PushNotice;
}

/** Changes that may make a notice due or end a subscription: a site order's (about no table, or any) or the queue's. */
const concerns = (change: Change) => change.topics.includes("waitlist") || (change.topics.includes("orders") && mayBeAtNoTable(change));

const languageOf = (code: string): DinerLanguage => (isMenuLanguage(code) ? code : "en");
const fill = (text: string, token: number) => text.replace("{token}", String(token));

/**
 * Sends guests their one notice (docs/api.md, Web Push; docs/decisions/100-web-push-after-commit.md):
 * told of every commit of this process, it looks at the restaurant's subscriptions after the staff's
 * answer has gone, deletes those whose order or place has ended, claims the due ones (sent_at, so
 * another process or sweep never sends them again) and sends each, trying twice at most. A push
 * service's 404 or 410 deletes the subscription. Nothing here can fail or delay the staff's write.
 */
export class PushNotices {
  readonly #db: Db;
  readonly #writer: WriteRunner;
  readonly #sender: PushSender;
  readonly #running = new Map<string, Promise<void>>();
  readonly #again = new Set<string>();
  readonly #stopping = new AbortController();
  /** `settled` once a notice's last try is done: what tests wait on. */
  readonly events = new EventEmitter<{ settled: [{ id: string; outcome: PushOutcome }] }>();

  constructor(db: Db, writer: WriteRunner, sender: PushSender) {
    this.#db = db;
    this.#writer = writer;
    this.#sender = sender;
  }

  /** The writer's commit listener: wakes a sweep of each restaurant a commit may concern. */
  committed(changes: readonly Change[]): void {
    for (const restaurantId of new Set(changes.filter(concerns).map((change) => change.restaurantId))) this.wake(restaurantId);
  }

  /** Sweeps the restaurant's subscriptions soon; one sweep at a time per restaurant, run once more if woken meanwhile. */
  wake(restaurantId: string): void {
    if (this.#stopping.signal.aborted) return;
    if (this.#running.has(restaurantId)) {
      this.#again.add(restaurantId);
      return;
    }
    const sweeping = (async () => {
      // After the commit's answers have gone: the staff's tap never waits on a push service.
      await new Promise((resolve) => setImmediate(resolve));
      do {
        this.#again.delete(restaurantId);
        await this.#sweep(restaurantId);
      } while (this.#again.has(restaurantId) && !this.#stopping.signal.aborted);
    })()
      .catch((error: unknown) => console.error("Push notices could not be swept", error))
      .finally(() => this.#running.delete(restaurantId));
    this.#running.set(restaurantId, sweeping);
  }

  /** Settles once every sweep under way has (tests wait on it after a write). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all(this.#running.values());
  }

  /** Stops sweeping (no second tries) and waits for the sends under way; before the database closes. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    await Promise.all(this.#running.values());
  }

  async #sweep(restaurantId: string): Promise<void> {
    // Most restaurants, most of the time, have no subscription: a read, and the writer is left alone.
    const any = await this.#db.selectFrom("pushSubscriptions").select("id").where("restaurantId", "=", restaurantId).executeTakeFirst();
    if (!any) return;
    const { claimed } = await this.#writer.run(async (db) => {
      const now = nowIso();
      await deleteEnded(db, restaurantId, new Date(Date.now() - KEEP_MS).toISOString());
      const claimed: Due[] = [];
      for (const due of await dueNotices(db, restaurantId)) {
        const { numUpdatedRows } = await db
          .updateTable("pushSubscriptions")
          .set({ sentAt: now })
          .where("id", "=", due.id)
          .where("sentAt", "is", null)
          .executeTakeFirst();
        if (Number(numUpdatedRows) === 1) claimed.push(due);
      }
      return { claimed };
    });
    await Promise.all(claimed.map((due) => this.#deliver(due)));
  }

  async #deliver(due: Due): Promise<void> {
    const payload = JSON.stringify(due.notice);
    let outcome = await this.#sender.send(due, payload);
    if (outcome === "retry") {
      const waited = await delay(RETRY_AFTER_MS, true, { signal: this.#stopping.signal }).catch(() => false);
      if (waited) outcome = await this.#sender.send(due, payload);
    }
    if (outcome === "gone") {
      await this.#writer.run(async (db) => {
        await db.deleteFrom("pushSubscriptions").where("id", "=", due.id).execute();
        return {};
      });
    } else if (outcome !== "sent") {
      console.error(`A push notice was not delivered (${outcome}): ${new URL(due.endpoint).host}`);
    }
    this.events.emit("settled", { id: due.id, outcome });
  }
}

/** Subscriptions whose order or place has ended, or that are older than `before`. */
async function deleteEnded(db: Db, restaurantId: string, before: string): Promise<void> {
  await db
    .deleteFrom("pushSubscriptions")
    .where("restaurantId", "=", restaurantId)
    .where((eb) =>
      eb.or([
        eb("createdAt", "<", before),
        eb.exists(
          eb
            .selectFrom("siteOrders")
            .select("siteOrders.id")
            .whereRef("siteOrders.id", "=", "pushSubscriptions.siteOrderId")
            .where("siteOrders.status", "in", ORDER_ENDED),
        ),
        eb.exists(
          eb
            .selectFrom("waitlistEntries")
            .select("waitlistEntries.id")
            .whereRef("waitlistEntries.id", "=", "pushSubscriptions.waitlistEntryId")
            .where("waitlistEntries.status", "in", PLACE_ENDED),
        ),
      ]),
    )
    .execute();
}

/**
 * The restaurant's unsent notices that are due: a pickup order the kitchen or counter marked ready (as
 * the guest's page reads it, api/db/takeout.ts siteStatusOf), a delivery on its way, a party the host notified.
 */
async function dueNotices(db: Db, restaurantId: string): Promise<Due[]> {
  const orders = await db
    .selectFrom("pushSubscriptions as p")
    .innerJoin("siteOrders as s", "s.id", "p.siteOrderId")
    .innerJoin("restaurants as r", "r.id", "p.restaurantId")
    .leftJoin("orders as o", "o.id", "s.id")
    .select(["p.id", "p.endpoint", "p.p256dh", "p.auth", "p.language", "s.id as orderId", "s.token", "s.status", "r.name", "r.slug"])
    .where("p.restaurantId", "=", restaurantId)
    .where("p.sentAt", "is", null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb("s.channel", "=", "pickup"),
          eb("s.status", "=", "accepted"),
          eb.or([eb("o.readyAt", "is not", null), eb("o.status", "in", ["served", "completed"])]),
        ]),
        eb("s.status", "=", "out-for-delivery"),
      ]),
    )
    .execute();
  const places = await db
    .selectFrom("pushSubscriptions as p")
    .innerJoin("waitlistEntries as w", "w.id", "p.waitlistEntryId")
    .innerJoin("restaurants as r", "r.id", "p.restaurantId")
    .select(["p.id", "p.endpoint", "p.p256dh", "p.auth", "p.language", "r.name", "r.slug"])
    .where("p.restaurantId", "=", restaurantId)
    .where("p.sentAt", "is", null)
    .where("w.status", "=", "notified")
    .execute();
  return [
    ...orders.map(({ orderId, token, status, name, slug, language, ...target }) => {
      const words = PUSH_WORDS[languageOf(language)];
      const body = fill(status === "out-for-delivery" ? words.orderOnItsWay : words.orderReady, token);
      return { ...target, notice: { title: name, body, url: `/r/${slug}/orders/${orderId}` } };
    }),
    ...places.map(({ name, slug, language, ...target }) => ({
      ...target,
      notice: { title: name, body: PUSH_WORDS[languageOf(language)].tableReady, url: `/w/${slug}` },
    })),
  ];
}
