import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { sendCached } from "../send-cached";
import { siteAddress } from "./site-pages";

/** Public: what the web app needs to know about this installation (QR codes encode `publicUrl`). */
export const siteRoutes = new Hono<AppEnv>()
  .get("/", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json({ publicUrl: c.get("services").config.publicUrl }, 200);
  })
  // A restaurant's website as data (docs/api.md, Website and photos): kept with its page, the menu shared with the table pages.
  .get("/:slug", async (c) => {
    const page = await c.get("services").sitePages.page(c.req.param("slug"), siteAddress(c), new Date());
    if (!page) throw notFound("Restaurant not found");
    return sendCached(c, page.json, "no-cache");
  });
