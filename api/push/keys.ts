// web-push is CommonJS: Node gives its exports as the default import only.
import webpush from "web-push";
import { nowIso } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import type { WriteRunner } from "../db/write-runner";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const ROW_ID = "vapid";

/**
 * The deployment's VAPID key pair (docs/api.md, Web Push): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set,
 * else the one row of push_keys, made by whichever process asks first. Every process offers its pair
 * and keeps the row's: an insert that does nothing on a clash, then a read, so all agree on one pair.
 */
export class PushKeys {
  readonly #db: Db;
  readonly #writer: WriteRunner;
  readonly #fixed: VapidKeys | null;
  #kept: Promise<VapidKeys> | null = null;

  constructor(db: Db, writer: WriteRunner, config: Config["push"]) {
    this.#db = db;
    this.#writer = writer;
    this.#fixed = config.keys;
  }

  get(): Promise<VapidKeys> {
    if (this.#fixed) return Promise.resolve(this.#fixed);
    // A failed read is not kept: the next call tries again.
    this.#kept ??= this.#load().catch((error: unknown) => {
      this.#kept = null;
      throw error;
    });
    return this.#kept;
  }

  async #load(): Promise<VapidKeys> {
    const stored = await this.#read();
    if (stored) return stored;
    const offered = webpush.generateVAPIDKeys();
    await this.#writer.run(
      async (db) => {
        await db
          .insertInto("pushKeys")
          .values({ id: ROW_ID, ...offered, createdAt: nowIso() })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute();
        return {};
      },
      { checksBeforeWriting: true },
    );
    const kept = await this.#read();
    if (!kept) throw new Error("The VAPID keys were not kept");
    return kept;
  }

  async #read(): Promise<VapidKeys | null> {
    const row = await this.#db.selectFrom("pushKeys").select(["publicKey", "privateKey"]).where("id", "=", ROW_ID).executeTakeFirst();
    return row ?? null;
  }
}
