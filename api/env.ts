import type { Role } from "../shared/constants";
import type { OrderListCache, QrAnswerCache } from "./cache/caches";
import type { Config } from "./config";
import type { Db } from "./db/connection";
import type { OrderStore } from "./db/order-store";
import type { WriteRunner } from "./db/write-runner";
import type { ChangeFeed } from "./live/change-feed";
import type { StreamRoster } from "./live/stream-roster";
import type { Limits } from "./middleware/rate-limit";

/** The signed-in staff member, as the guards found them. Never carries the password hash. */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  restaurantId: string;
  /** The platform operator: sees every restaurant and demo request. */
  isOperator: boolean;
}

/**
 * Hono's environment for every router: the database and config are set once in createApp. Handlers read
 * them with `c.get(name)`: Hono's `c.var` copies every variable into a new object on each access.
 */
export interface AppEnv {
  Variables: {
    db: Db;
    config: Config;
    changes: ChangeFeed;
    liveStreams: StreamRoster;
    /** Aborts when the server begins to shut down, so long-lived answers (event streams) end. */
    shutdown: AbortSignal;
    /** Every write to the database goes through it (api/db/writer.ts). */
    writer: WriteRunner;
    orders: OrderStore;
    qrAnswers: QrAnswerCache;
    orderLists: OrderListCache;
    limits: Limits;
    user: AuthUser;
  };
}
