import type { AuthUser } from "./auth/auth-user";
import type { Services } from "./services";

export type { AuthUser } from "./auth/auth-user";

/**
 * Hono's environment for every router: `services` is built once at start-up and set on every request
 * (read it with `c.get("services")`: Hono's `c.var` copies every variable into a new object on each
 * access); `user` is set by the auth guards, `restaurantId` by the restaurant router's check.
 */
export interface AppEnv {
  Variables: {
    services: Services;
    user: AuthUser;
    restaurantId: string;
  };
}
