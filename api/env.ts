import type { Role } from "../shared/constants";
import type { Config } from "./config";
import type { Db } from "./db/connection";
import type { ChangeFeed } from "./live/change-feed";
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

/** Hono's environment for every router: the database and config are set once in createApp. */
export interface AppEnv {
  Variables: {
    db: Db;
    config: Config;
    changes: ChangeFeed;
    limits: Limits;
    user: AuthUser;
  };
}
