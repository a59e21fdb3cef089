import { nextStatusChange, openingStatus } from "../../shared/opening-hours";
import type { Db } from "../db/connection";
import type { Change } from "../live/change-feed";
import { renderSitePage } from "../site/render";
import { closedDayEnds, listSites, loadSiteData, onlineAt, type SiteData } from "../site/site-data";
import { siteJson } from "../site/site-json";
import { CachedAnswer } from "./cached-answer";
import type { QrAnswerCache } from "./caches";
import { leavesQrAnswer } from "./qr-answers";

/** One restaurant's website as sent: the HTML and the JSON, each with its ETag, good until `validUntil`. */
export interface SitePage {
  html: CachedAnswer;
  json: CachedAnswer;
  /** When it was made: it says nothing of earlier instants (a clock set back, a test's chosen hour). */
  validFrom: number;
  /** The next opening, closing or midnight: the page says "Open now" or "Opens at…" and highlights today. */
  validUntil: number;
}

/** Where the page's links point: its canonical address and the origin photos are served from. */
export interface SiteAddress {
  pageUrl: string;
  origin: string;
}

/** Past this many rendered pages (restaurants times addresses) the cache starts again rather than grow. */
const MAX_PAGES = 10_000;

/**
 * The websites, kept until a change of their restaurant is published (like the QR answers: this
 * process's commits and, with several processes, the change feed) or their opening status turns.
 * A read that a change overtook is used once and not kept (the generation count).
 */
export class SitePages {
  readonly #db: Db;
  readonly #qrAnswers: QrAnswerCache;
  readonly #data = new Map<string, SiteData>();
  readonly #pages = new Map<string, SitePage & { restaurantId: string }>();
  #sites: Promise<Awaited<ReturnType<typeof listSites>>> | null = null;
  #generation = 0;

  constructor(db: Db, qrAnswers: QrAnswerCache) {
    this.#db = db;
    this.#qrAnswers = qrAnswers;
  }

  /** The kept page for `slug` when it is good at `now`, without waiting; null when `page` must be asked. */
  peek(slug: string, address: (site: SiteData) => SiteAddress, now: number): SitePage | null {
    const data = this.#data.get(slug);
    if (!data) return null;
    const kept = this.#pages.get(`${slug} ${address(data).pageUrl}`);
    return kept && kept.validFrom <= now && now < kept.validUntil ? kept : null;
  }

  /** A restaurant's page by slug at `now`; null for no active restaurant with that slug (never remembered). */
  async page(slug: string, address: (site: SiteData) => SiteAddress, now: Date): Promise<SitePage | null> {
    const generation = this.#generation;
    let data = this.#data.get(slug);
    if (!data) {
      const loaded = await loadSiteData(this.#db, this.#qrAnswers, slug);
      if (!loaded) return null;
      data = loaded;
      if (generation === this.#generation) this.#data.set(slug, data);
    }
    const { pageUrl, origin } = address(data);
    const key = `${slug} ${pageUrl}`;
    const kept = this.#pages.get(key);
    if (kept && kept.validFrom <= now.getTime() && now.getTime() < kept.validUntil && generation === this.#generation) return kept;
    const status = openingStatus(data.openingHours, now);
    // Online ordering as it is now: a day closed in one tap is over at the end of the restaurant's day, and the page with it.
    const site = { ...data, online: onlineAt(data, now) };
    const closedUntil = closedDayEnds(data, now);
    const page = {
      restaurantId: data.restaurantId,
      html: new CachedAnswer(
        renderSitePage(site, { pageUrl, origin, status, orderHref: site.online?.open ? `/r/${data.slug}/order` : null }),
      ),
      json: new CachedAnswer(JSON.stringify(siteJson(site, status))),
      validFrom: now.getTime(),
      validUntil: Math.min(nextStatusChange(data.openingHours, now).getTime(), closedUntil ?? Number.POSITIVE_INFINITY),
    };
    if (generation !== this.#generation) return page;
    if (this.#pages.size >= MAX_PAGES) this.#pages.clear();
    this.#pages.set(key, page);
    return page;
  }

  /** Every active restaurant's slug, domain and last change, for the sitemap and custom domains. */
  sites(): Promise<Awaited<ReturnType<typeof listSites>>> {
    const generation = this.#generation;
    const sites = listSites(this.#db);
    if (!this.#sites) {
      this.#sites = sites;
      // A failed read is not kept; nor is one a change overtook.
      sites.then(
        () => {
          if (generation !== this.#generation && this.#sites === sites) this.#sites = null;
        },
        () => {
          if (this.#sites === sites) this.#sites = null;
        },
      );
      return sites;
    }
    return this.#sites;
  }

  /** The slug whose restaurant set `host` as its own domain, or null. */
  async slugOfDomain(host: string): Promise<string | null> {
    const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
    return (await this.sites()).find((site) => site.domain === name)?.slug ?? null;
  }

  /** Drops what these changes may have altered: the restaurant's data and pages, and the list of sites. */
  invalidate(changes: readonly Change[]): void {
    const changed = new Set(changes.filter((change) => !leavesQrAnswer(change)).map((change) => change.restaurantId));
    if (changed.size === 0) return;
    this.#generation += 1;
    this.#sites = null;
    for (const [slug, data] of this.#data) if (changed.has(data.restaurantId)) this.#data.delete(slug);
    for (const [key, page] of this.#pages) if (changed.has(page.restaurantId)) this.#pages.delete(key);
  }

  clear(): void {
    this.#generation += 1;
    this.#sites = null;
    this.#data.clear();
    this.#pages.clear();
  }
}
