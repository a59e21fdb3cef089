import { type LiveTopic, liveTopicsOf } from "../../../shared/live";
import { createSseParser } from "../../../shared/sse";
import { retryDelay } from "../../http/backoff";
import type { FetchLike } from "../../http/send";

export interface LiveOptions {
  /** The restaurant's event stream, `/api/restaurants/{id}/events`. */
  url: string;
  fetch: FetchLike;
  random: () => number;
  /** Nothing at all (not even a heartbeat) for this long means the line is dead: reconnect. */
  silenceMs: number;
  /** The stream is subscribed: anything from now on will be announced, so catch up once. */
  onReady(): void;
  onChange(topics: LiveTopic[]): void;
  /** The stream dropped or could not be opened; another try follows after a backoff. */
  onDown(): void;
  /** The session is gone (401): the stream stops until the user signs in again. */
  onSignedOut(): void;
}

function topicsOf(data: string): LiveTopic[] {
  try {
    const parsed: unknown = JSON.parse(data);
    const topics = typeof parsed === "object" && parsed !== null && "topics" in parsed ? parsed.topics : [];
    return Array.isArray(topics) ? liveTopicsOf(topics) : [];
  } catch {
    return [];
  }
}

/**
 * Keeps the restaurant's event stream open. Read with `fetch` rather than `EventSource` so the answer's
 * status is visible (a 401 pauses instead of reconnecting forever), the same code runs in Node tests,
 * and a silent dead line is noticed (docs/decisions/012-live-stream-over-fetch.md). Returns `close`.
 */
export function openLive(options: LiveOptions): () => void {
  let closed = false;
  let failures = 0;
  let current: AbortController | null = null;
  let wake: () => void = () => {};

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function readOnce(): Promise<"ended" | "signed-out"> {
    const controller = new AbortController();
    current = controller;
    let silence = setTimeout(() => controller.abort(), options.silenceMs);
    try {
      const response = await options.fetch(options.url, { signal: controller.signal, headers: { Accept: "text/event-stream" } });
      if (response.status === 401) return "signed-out";
      const reader = response.ok ? response.body?.getReader() : undefined;
      if (!reader) return "ended";
      const decoder = new TextDecoder();
      const parse = createSseParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return "ended";
        clearTimeout(silence);
        silence = setTimeout(() => controller.abort(), options.silenceMs);
        for (const event of parse(decoder.decode(value, { stream: true }))) {
          if (event.event === "ready") {
            failures = 0;
            options.onReady();
          } else if (event.event === "change") {
            options.onChange(topicsOf(event.data));
          }
        }
      }
    } catch {
      return "ended";
    } finally {
      clearTimeout(silence);
      current = null;
    }
  }

  void (async () => {
    while (!closed) {
      const outcome = await readOnce();
      if (closed) return;
      if (outcome === "signed-out") {
        options.onSignedOut();
        return;
      }
      options.onDown();
      failures += 1;
      await pause(retryDelay(failures, options.random()));
    }
  })();

  return () => {
    closed = true;
    current?.abort();
    wake();
  };
}
