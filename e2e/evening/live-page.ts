import type { Page, Request } from "playwright-core";

/** Which of its table's reads the diner's page asks again for: its order's status card or the table's bill. */
type DinerRead = "order" | "bill";

const READ = /^\/api\/qr\/[^/]+\/(bill|orders\/[^/]+)$/;

/**
 * Records the diner page's reads of its order and bill from now on (docs/decisions/117-table-notices-name-what-changed.md):
 * a table's live notice names what went stale, so a call and its answer cost no read and an order's change no bill read.
 */
export function recordDinerReads(diner: Page): { reads: DinerRead[]; stop(): void } {
  const reads: DinerRead[] = [];
  const note = (request: Request) => {
    const match = READ.exec(new URL(request.url()).pathname);
    if (match) reads.push(match[1] === "bill" ? "bill" : "order");
  };
  diner.on("request", note);
  return { reads, stop: () => diner.off("request", note) };
}
