import * as z from "zod/mini";

/** GET /api/site: what the web app needs to know about this installation. */
export const siteInfo = z.object({
  /** PUBLIC_URL, the address diners' phones use; null when unset. */
  publicUrl: z.nullable(z.string()),
});
