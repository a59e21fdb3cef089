import { createApiClient } from "./client";
import { onUnauthorized } from "./unauthorized";

/** The app's one client for the API (docs/api.md). */
export const api = createApiClient({ onUnauthorized });
