import { createApiClient } from "./client";

let unauthorizedHandler: () => void = () => {};

/** main.tsx sets this once the router exists; kept out of this module to avoid an import cycle. */
export function setUnauthorizedHandler(handler: () => void) {
  unauthorizedHandler = handler;
}

/** The app's one client for the API (docs/api.md). */
export const api = createApiClient({ onUnauthorized: () => unauthorizedHandler() });
