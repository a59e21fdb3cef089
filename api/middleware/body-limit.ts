import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";

/** Refuses request bodies over config.maxBodyBytes with a 413 before anything reads them. */
export const apiBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  bodyLimit({
    maxSize: c.var.config.maxBodyBytes,
    onError: (c) => c.json({ message: "Request body is too large" }, 413),
  })(c, next);
