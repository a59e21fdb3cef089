import { API_PATHS, apiPath } from "../../../shared/api-paths";
import type { FetchLike } from "../../http/send";
import type { ListName } from "../types";
import { openLive } from "./live";

/** Two missed heartbeats (the server beats every 25 s) and a margin: the line is dead. */
const LIVE_SILENCE_MS = 60_000;

export interface ContactOptions {
  restaurantId: string;
  fetch: FetchLike;
  random: () => number;
  /** Keep the restaurant's event stream open; else only poll. */
  live: boolean;
  pollMs: number;
  /** Pull everything and push: on each poll, and when the stream is (back) up. */
  catchUp(): void;
  /** The stream named lists that changed. */
  changed(lists: ListName[]): void;
  streamUp(): void;
  signedOut(): void;
}

/**
 * How the leader hears of the server's changes: the event stream while it is up, polling while it is
 * not (and from the start, until the stream says it is ready). Returns the stop.
 */
export function keepInContact(options: ContactOptions): () => void {
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  const startPolling = () => {
    pollTimer ??= setInterval(options.catchUp, options.pollMs);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };
  startPolling();
  const closeLive = options.live
    ? openLive({
        url: apiPath(API_PATHS.events, { restaurantId: options.restaurantId }),
        fetch: options.fetch,
        random: options.random,
        silenceMs: LIVE_SILENCE_MS,
        onReady() {
          stopPolling();
          options.streamUp();
          // Catch up on whatever changed while the stream was down, and push (the server is back).
          options.catchUp();
        },
        // Each topic is the name of the list it refreshes.
        onChange: options.changed,
        onDown: startPolling,
        onSignedOut: options.signedOut,
      })
    : () => {};
  return () => {
    stopPolling();
    closeLive();
  };
}
