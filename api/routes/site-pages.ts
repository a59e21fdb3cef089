import { type Context, type Handler, Hono } from "hono";
import type { CachedAnswer } from "../cache/cached-answer";
import type { SiteAddress } from "../cache/site-pages";
import type { AppEnv } from "../env";
import { sendCached } from "../send-cached";
import type { Services } from "../services";
import { escapeHtml } from "../site/render";
import type { SiteData } from "../site/site-data";

/** Clients keep the page but ask each time whether it is current (a 304 costs a few bytes). */
const REVALIDATE = "no-cache";

/** Sends a kept page: 304 when If-None-Match names it, else its bytes (compressed as the client takes them). */
export function sendPage(c: Context<AppEnv>, answer: CachedAnswer, contentType: string): Response | Promise<Response> {
  return sendCached(c, answer, REVALIDATE, contentType);
}

/** Origins read so far, by the URL's scheme and authority: a server sees a handful of hosts. */
const origins = new Map<string, string>();

/** An absolute URL's origin as URL reads it, parsing only a new scheme and authority (every page request asks). */
function originOf(url: string): string {
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  const authority = pathStart === -1 ? url : url.slice(0, pathStart);
  let origin = origins.get(authority);
  if (origin === undefined) {
    origin = new URL(authority).origin;
    // Past this many, someone is sending made-up hosts: start again rather than grow.
    if (origins.size >= 256) origins.clear();
    origins.set(authority, origin);
  }
  return origin;
}

/** The address a page calls its own: its restaurant's domain when set, else PUBLIC_URL's (or this request's) `/r/{slug}`. */
export function siteAddress(c: Context<AppEnv>): (site: SiteData) => SiteAddress {
  return (site) => {
    if (site.domain) return { pageUrl: `https://${site.domain}/`, origin: `https://${site.domain}` };
    const base = c.get("services").config.publicUrl ?? originOf(c.req.url);
    return { pageUrl: `${base}/r/${site.slug}`, origin: originOf(base) };
  };
}

const HTML = "text/html; charset=utf-8";

/**
 * A restaurant's website straight from its kept page, mounted ahead of every middleware (api/app.ts):
 * a hit needs none of them, and its bytes, ETag and headers were made once per menu change
 * (docs/scaling.md). Anything else (not kept yet, past its opening-hours turn) goes on to the route below.
 */
export function sitePageHit(services: Services): Handler<AppEnv> {
  return (c, next) => {
    c.set("services", services);
    const page = services.sitePages.peek(c.req.param("slug") ?? "", siteAddress(c), Date.now());
    return page ? sendPage(c, page.html, HTML) : next();
  };
}

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Restaurant not found</title></head><body><main><h1>Restaurant not found</h1><p>No restaurant has this web address.</p></main></body></html>`;

/** A restaurant's website, or a small HTML 404. */
async function sitePage(c: Context<AppEnv>, slug: string): Promise<Response> {
  const page = await c.get("services").sitePages.page(slug, siteAddress(c), new Date());
  if (!page) return c.html(NOT_FOUND_PAGE, 404);
  return sendPage(c, page.html, HTML);
}

/** The restaurant whose own domain this request's Host names, if any (docs/api.md, Custom domains). */
async function slugOfHost(c: Context<AppEnv>): Promise<string | null> {
  return c.get("services").sitePages.slugOfDomain(c.req.header("host") ?? new URL(c.req.url).host);
}

const xml = (text: string) => escapeHtml(text);

/** Public pages outside `/api`: the websites, the sitemap and robots.txt (docs/api.md, Website and photos). */
export const sitePagesRoutes = new Hono<AppEnv>()
  // A restaurant's own domain shows its website at its root; every other host gets the web app there.
  .get("/", async (c, next) => {
    const slug = await slugOfHost(c);
    if (slug === null) return next();
    return sitePage(c, slug);
  })
  .get("/r/:slug", (c) => sitePage(c, c.req.param("slug")))
  .get("/sitemap.xml", async (c) => {
    const services = c.get("services");
    const slug = await slugOfHost(c);
    const base = services.config.publicUrl ?? new URL(c.req.url).origin;
    const sites = await services.sitePages.sites();
    const own = slug === null ? null : sites.find((site) => site.slug === slug);
    const urls = own
      ? [{ loc: `https://${own.domain}/`, lastmod: own.updatedAt }]
      : sites.map((site) => ({ loc: site.domain ? `https://${site.domain}/` : `${base}/r/${site.slug}`, lastmod: site.updatedAt }));
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((url) => `<url><loc>${xml(url.loc)}</loc><lastmod>${url.lastmod.slice(0, 10)}</lastmod></url>`)
      .join("\n")}\n</urlset>\n`;
    return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  })
  .get("/robots.txt", (c) => {
    const base = c.get("services").config.publicUrl ?? new URL(c.req.url).origin;
    // The websites and the landing page are for finding; the API, the staff screens and the table menus (each QR code a secret) are not.
    const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /menu/\nDisallow: /w/\n\nSitemap: ${base}/sitemap.xml\n`;
    return c.body(body, 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  });
