import { randomUUID } from "node:crypto";
import type { RunningServer } from "../../scripts/start-server";
import type { SendOptions } from "./route-test-helpers";

/**
 * One request to a server running in its own process, the way the web client makes it (as `send` does
 * for the app in this process): JSON, same origin, an Idempotency-Key on writes unless `key` is null.
 */
export function sendToProcess(server: RunningServer | undefined, method: string, path: string, { cookie, body, key }: SendOptions = {}) {
  if (!server) throw new Error("the server did not start");
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      "Sec-Fetch-Site": "same-origin",
      Origin: server.url,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(method === "GET" || key === null ? {} : { "Idempotency-Key": key ?? randomUUID() }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
