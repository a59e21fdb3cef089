import { sql } from "kysely";
import type { Db } from "../db/connection";
import { SIGN_IN_LOCK_CLASSES } from "../db/postgres/connection";
import type { SignInDecision, SignInLimitSettings } from "./sign-in-limits";
import type { WindowLimit } from "./window-limiter";

/** A counted attempt: how many in the window so far, and when the window ends (ms since the epoch). */
interface Counted {
  key: string;
  count: number;
  resetsAt: number;
}

const secondsUntil = (resetsAt: number, now: number) => Math.max(1, Math.ceil((resetsAt - now) / 1000));

/**
 * The rate limits kept in PostgreSQL, for several server processes over one database: a failed
 * sign-in on one process counts on every other (docs/security.md). The same budgets as the in-memory
 * SignInLimits and WindowLimiter, counted with an atomic upsert per key: an attempt is counted as it
 * starts, and given back when it is refused, succeeds, or was never really tried.
 */
export class SharedLimits {
  readonly #db: Db;
  readonly #signIn: SignInLimitSettings;

  constructor(db: Db, signIn: SignInLimitSettings) {
    this.#db = db;
    this.#signIn = signIn;
  }

  /** Counts one attempt against `key` (a fresh window when the last one ended). */
  async hit(key: string, { windowMs }: WindowLimit, now = Date.now(), db: Db = this.#db): Promise<Counted> {
    const row = await db
      .insertInto("limitWindows")
      .values({ key, count: 1, resetsAt: now + windowMs })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          count: sql<number>`case when limit_windows.resets_at <= ${now} then 1 else limit_windows.count + 1 end`,
          resetsAt: sql<number>`case when limit_windows.resets_at <= ${now} then excluded.resets_at else limit_windows.resets_at end`,
        }),
      )
      .returning(["count", "resetsAt"])
      .executeTakeFirstOrThrow();
    return { key, count: Number(row.count), resetsAt: Number(row.resetsAt) };
  }

  /** Gives back attempts that turned out not to count. */
  async refund(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.#db
      .updateTable("limitWindows")
      .set({ count: sql<number>`count - 1` })
      .where("key", "in", keys)
      .where("count", ">", 0)
      .execute();
  }

  /** Forgets every attempt of `key` on every process: its budget starts afresh. */
  async clear(key: string): Promise<void> {
    await this.#db.deleteFrom("limitWindows").where("key", "=", key).execute();
  }

  /** Counts `key` against `limit`: the seconds to wait when over it (the attempt given back), else null. */
  async take(key: string, limit: WindowLimit, now = Date.now()): Promise<number | null> {
    const counted = await this.hit(key, limit, now);
    if (counted.count <= limit.limit) return null;
    await this.refund([key]);
    return secondsUntil(counted.resetsAt, now);
  }

  /**
   * As SignInLimits.begin, across processes: checked, then counted, inside one transaction that holds
   * advisory locks on the address and the account (address first, so two sign-ins never wait on each
   * other in a circle), so parallel guesses on any processes are counted one after another.
   */
  async beginSignIn(account: string, address: string, now = Date.now()): Promise<SignInDecision> {
    const pair = `${account}\n${address}`;
    const knownKey = `signin-known:${pair}`;
    const { perAddress, perAccount, perAccountTotal } = this.#signIn;
    const budgets: [string, WindowLimit][] = [
      [`signin-address:${address}`, perAddress],
      [`signin-pair:${pair}`, perAccount],
      [`signin-account:${account}`, perAccountTotal],
    ];
    const keys = budgets.map(([key]) => key);
    const retryAfter = await this.#db.transaction().execute(async (trx) => {
      const { address: byAddress, account: byAccount } = SIGN_IN_LOCK_CLASSES;
      await sql`SELECT pg_advisory_xact_lock(${byAddress}, hashtext(${address})), pg_advisory_xact_lock(${byAccount}, hashtext(${account}))`.execute(
        trx,
      );
      const windows = await trx
        .selectFrom("limitWindows")
        .select(["key", "count", "resetsAt"])
        .where("key", "in", [...keys, knownKey])
        .where("resetsAt", ">", now)
        .execute();
      const known = windows.some(({ key }) => key === knownKey);
      // An address that once signed in to the account is never held by the account-wide ceiling.
      const refused = budgets.flatMap(([key, { limit }]) => {
        const window = windows.find((candidate) => candidate.key === key);
        const enforced = !(known && key === `signin-account:${account}`);
        return enforced && window && Number(window.count) >= limit ? [secondsUntil(Number(window.resetsAt), now)] : [];
      });
      if (refused.length > 0) return Math.max(...refused);
      for (const [key, limit] of budgets) await this.hit(key, limit, now, trx);
      return null;
    });
    if (retryAfter !== null) return { allowed: false, retryAfter };
    return {
      allowed: true,
      attempt: {
        succeeded: async () => {
          await this.refund(keys);
          await this.#remember(knownKey, Date.now() + this.#signIn.knownAddressMs);
        },
        withdrawn: () => this.refund(keys),
      },
    };
  }

  /** Deletes the counters whose window has ended. */
  async sweep(now = Date.now()): Promise<void> {
    await this.#db.deleteFrom("limitWindows").where("resetsAt", "<=", now).execute();
  }

  async #remember(key: string, until: number): Promise<void> {
    await this.#db
      .insertInto("limitWindows")
      .values({ key, count: 0, resetsAt: until })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ resetsAt: until }))
      .execute();
  }
}
