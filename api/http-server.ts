import { Server } from "node:http";
import { createAdaptorServer, type ServerType } from "@hono/node-server";
import type { Config } from "./config";
import { ConnectionGuard } from "./limits/connection-guard";

/** How often Node checks the header and request deadlines; they are only as precise as this. */
const DEADLINE_CHECK_MS = 1_000;

/**
 * The Node HTTP server for an app, with every limit set on purpose (docs/security.md): slow headers and
 * slow bodies are cut off, idle keep-alive connections closed, a client that stops reading is dropped,
 * and connections are capped in total and per client address (api/limits/connection-guard.ts). Not
 * listening yet. `trustProxy` as in the config: behind proxies the per-address cap is the proxy's job.
 */
export function createHttpServer(
  fetch: Parameters<typeof createAdaptorServer>[0]["fetch"],
  settings: Config["server"],
  trustProxy = 0,
): ServerType {
  const server = createAdaptorServer({
    fetch,
    serverOptions: {
      headersTimeout: settings.headersTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      keepAliveTimeout: settings.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.min(DEADLINE_CHECK_MS, settings.headersTimeoutMs),
    },
  });
  // No traffic either way for this long (e.g. a client that stopped reading its answer): the socket is destroyed.
  server.setTimeout(settings.idleTimeoutMs);
  if (server instanceof Server) new ConnectionGuard(settings, trustProxy).attach(server);
  return server;
}
