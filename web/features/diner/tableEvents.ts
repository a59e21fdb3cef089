import { useEffect, useRef } from "react";
import { type TablePart, tablePartsIn } from "../../../shared/table-notice";

/**
 * What the server says changed (docs/diner-ordering.md, Live page): the menu, or one of the table's parts
 * a `table` notice names (each read again alone, decision 117); `ready` means "read everything again".
 */
export type TableEvent = "menu" | TablePart | "ready";

type Listener = (event: TableEvent) => void;

interface Stream {
  source: EventSource;
  listeners: Set<Listener>;
  /** The first `ready` only says the stream opened; the page has just read everything anyway. */
  heardReady: boolean;
}

/** One stream per table's page, however many parts of the page listen. */
const streams = new Map<string, Stream>();

function open(qrCode: string): Stream {
  const source = new EventSource(`/api/qr/${encodeURIComponent(qrCode)}/events`);
  const stream: Stream = { source, listeners: new Set(), heardReady: false };
  const tell = (events: readonly TableEvent[]) => {
    for (const listener of [...stream.listeners]) for (const event of events) listener(event);
  };
  source.addEventListener("menu", () => tell(["menu"]));
  source.addEventListener("table", (message) => tell(tablePartsIn(String(message.data ?? ""))));
  source.addEventListener("ready", () => {
    if (stream.heardReady) tell(["ready"]);
    stream.heardReady = true;
  });
  return stream;
}

/** Listens to the table's stream, opening it for the first listener and closing it after the last. */
export function listenToTable(qrCode: string, listener: Listener): () => void {
  if (typeof EventSource === "undefined") return () => {};
  let stream = streams.get(qrCode);
  if (!stream) {
    stream = open(qrCode);
    streams.set(qrCode, stream);
  }
  stream.listeners.add(listener);
  const mine = stream;
  return () => {
    mine.listeners.delete(listener);
    if (mine.listeners.size > 0) return;
    mine.source.close();
    if (streams.get(qrCode) === mine) streams.delete(qrCode);
  };
}

/** Whether the table's stream is open now: reads may then wait for its word instead of asking every few seconds. */
export function tableIsLive(qrCode: string): boolean {
  return streams.get(qrCode)?.source.readyState === 1;
}

/** Polled this often while the stream is down (refused, dropped, a proxy that buffers it). */
export const POLL_MS = 5_000;
/** While the stream is open, a slow check all the same: a notice lost on the way is caught up within this. */
export const LIVE_POLL_MS = 60_000;

/**
 * Runs `read` when the page opens, when the stream names one of `kinds` (or says `ready`), on return to
 * the page or the network, and every few seconds while the stream is down; only while the page is
 * visible. `read` is the latest one passed, so it may close over fresh state.
 */
export function useLiveRead(qrCode: string, kinds: readonly TableEvent[], read: () => Promise<void>, enabled = true): void {
  const latest = useRef(read);
  latest.current = read;
  const wanted = kinds.join(" ");
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      clearTimeout(timer);
      if (stopped || document.visibilityState === "hidden") return;
      try {
        await latest.current();
      } finally {
        if (!stopped) timer = setTimeout(() => void run(), tableIsLive(qrCode) ? LIVE_POLL_MS : POLL_MS);
      }
    };
    const unlisten = listenToTable(qrCode, (event) => {
      if (event === "ready" || wanted.split(" ").includes(event)) void run();
    });
    const onVisible = () => void run();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", onVisible);
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      unlisten();
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", onVisible);
    };
  }, [qrCode, wanted, enabled]);
}
