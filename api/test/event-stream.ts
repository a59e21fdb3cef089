import { createSseParser, type SseEvent } from "../../shared/sse";
import type { App } from "../app";

export interface OpenStream {
  response: Response;
  /** The next event, skipping heartbeats. */
  next(): Promise<SseEvent>;
  /** The raw text that arrives next (heartbeats included). */
  nextText(): Promise<string>;
  close(): Promise<void>;
}

/** Opens a server-sent event stream of `app` at `path` and reads it event by event. */
export async function openEventStream(app: App, path: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return readEventStream(await app.request(path, { headers }));
}

/** Reads an event stream's answer (of this process's app, or of a server in another process) event by event. */
export function readEventStream(response: Response): OpenStream {
  const reader = response.body?.getReader();
  if (!reader) throw new Error("the event stream has no body");
  const decoder = new TextDecoder();
  const parse = createSseParser();
  const queued: SseEvent[] = [];
  const nextText = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error("the stream ended");
    return decoder.decode(value, { stream: true });
  };
  return {
    response,
    nextText,
    async next() {
      while (queued.length === 0) queued.push(...parse(await nextText()));
      const event = queued.shift();
      if (!event) throw new Error("unreachable: the queue was just filled");
      return event;
    },
    close: () => reader.cancel(),
  };
}
