import { randomUUID } from "node:crypto";
import pg from "pg";
import { liveTopicsOf, topicsOnTheWire } from "../../../shared/live";
import type { Change, ChangeFeed } from "../../live/change-feed";

const CHANNEL = "rasoi_changes";
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; batches are cut well below it. */
const MAX_PAYLOAD = 7_000;
/** How often the listening connection is asked whether it still answers (a silent network drop raises nothing). */
const PROBE_MS = 10_000;
/** The longest wait between two attempts to listen again. */
const MAX_BACKOFF_MS = 5_000;

interface Notice {
  /** The process that sent it: a process has already told its own listeners. */
  from: string;
  /** Restaurant, topics as the stream writes them (former names too, for processes of the previous release: docs/decisions/075-staff-list-registry.md), and the table when the change is about one. */
  changes: [string, readonly string[], (string | null)?][];
}

/**
 * Carries committed changes between server processes over one PostgreSQL (docs/scaling.md). Every
 * change this process publishes on its feed (after its commit) goes out as a NOTIFY, batched per
 * turn of the event loop; every notice from another process is published on this process's feed,
 * where the event streams and caches hear it. When the listening connection is lost, it listens
 * again and then tells the feed that changes may have been missed, so streams send `ready` (the
 * screen pulls everything) and caches drop: nothing is missed silently.
 */
export class PgNotices {
  readonly #url: string;
  readonly #pool: pg.Pool;
  readonly #changes: ChangeFeed;
  readonly #from = randomUUID();
  #client: pg.Client | null = null;
  #pending: Change[] = [];
  #flushing = false;
  /** True while a notice from elsewhere is published here, so it is not sent back out. */
  #relaying = false;
  #stopped = false;
  #probe: NodeJS.Timeout | undefined;
  readonly #unsubscribe: () => void;

  private constructor(url: string, pool: pg.Pool, changes: ChangeFeed) {
    this.#url = url;
    this.#pool = pool;
    this.#changes = changes;
    this.#unsubscribe = changes.subscribe((change) => this.#send(change));
  }

  /** Starts listening; resolves once notices from other processes arrive. */
  static async start(url: string, pool: pg.Pool, changes: ChangeFeed): Promise<PgNotices> {
    const notices = new PgNotices(url, pool, changes);
    await notices.#listen();
    return notices;
  }

  /** The listening connection's server process id (tests end it to watch the reconnect). */
  get listenerPid(): number | undefined {
    return (this.#client as (pg.Client & { processID?: number }) | null)?.processID;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#unsubscribe();
    clearInterval(this.#probe);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  #send(change: Change): void {
    if (this.#relaying || this.#stopped) return;
    this.#pending.push(change);
    if (this.#flushing) return;
    this.#flushing = true;
    setImmediate(() => void this.#flush());
  }

  async #flush(): Promise<void> {
    const changes = this.#pending;
    this.#pending = [];
    // Stopped meanwhile: the pool is closing, and the other processes' next pull brings them up to date.
    if (this.#stopped) return;
    try {
      for (const payload of payloads(this.#from, changes)) await this.#pool.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]);
    } catch (error) {
      // The other processes' streams carry on; their next heartbeat or pull brings the screens up to date.
      console.error("Could not announce committed changes to the other processes", error);
    } finally {
      this.#flushing = this.#pending.length > 0;
      if (this.#flushing) setImmediate(() => void this.#flush());
    }
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#url, keepAlive: true, application_name: "rasoi-listen" });
    client.on("notification", (message) => this.#receive(message.payload));
    client.on("error", () => this.#lost(client));
    client.on("end", () => this.#lost(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.#client = client;
    clearInterval(this.#probe);
    this.#probe = setInterval(() => void client.query("SELECT 1").catch(() => this.#lost(client)), PROBE_MS);
    this.#probe.unref();
  }

  #receive(payload: string | undefined): void {
    let notice: Notice;
    try {
      notice = JSON.parse(payload ?? "");
    } catch {
      return;
    }
    if (notice.from === this.#from) return;
    this.#relaying = true;
    try {
      for (const [restaurantId, names, tableId] of notice.changes) {
        const topics = liveTopicsOf(names);
        this.#changes.publish(tableId === undefined ? { restaurantId, topics } : { restaurantId, topics, tableId });
      }
    } finally {
      this.#relaying = false;
    }
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client || this.#stopped) return;
    this.#client = null;
    clearInterval(this.#probe);
    void client.end().catch(() => {});
    void this.#relisten();
  }

  async #relisten(): Promise<void> {
    for (let wait = 100; !this.#stopped; wait = Math.min(wait * 2, MAX_BACKOFF_MS)) {
      try {
        await this.#listen();
        if (this.#stopped) await this.stop();
        else this.#changes.missed();
        return;
      } catch (error) {
        console.error("Listening for other processes' changes failed; trying again", error instanceof Error ? error.message : error);
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
      }
    }
  }
}

/** The changes as notice payloads, each under PostgreSQL's limit. */
export function payloads(from: string, changes: readonly Change[]): string[] {
  const out: string[] = [];
  let batch: Notice["changes"] = [];
  const flush = () => {
    if (batch.length > 0) out.push(JSON.stringify({ from, changes: batch } satisfies Notice));
    batch = [];
  };
  let size = 0;
  // A burst of orders at one restaurant is one notice for all of them.
  const distinct = new Map(
    changes.map(({ restaurantId, topics, tableId }) => {
      const names = topicsOnTheWire(topics);
      const entry: Notice["changes"][number] = tableId === undefined ? [restaurantId, names] : [restaurantId, names, tableId];
      return [JSON.stringify(entry), entry] as const;
    }),
  );
  for (const [text, entry] of distinct) {
    const entrySize = text.length + 1;
    if (size + entrySize > MAX_PAYLOAD) {
      flush();
      size = 0;
    }
    batch.push(entry);
    size += entrySize;
  }
  flush();
  return out;
}
