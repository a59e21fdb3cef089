import { Hono } from "hono";
import type { AppEnv } from "../env";

/** Public: what the web app needs to know about this installation (QR codes encode `publicUrl`). */
export const siteRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", "no-cache");
  return c.json({ publicUrl: c.get("services").config.publicUrl }, 200);
});
