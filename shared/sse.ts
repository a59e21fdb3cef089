/** One server-sent event: its type ("message" when the server named none) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental parser for a `text/event-stream` body (the WHATWG event-stream format, without the
 * `id`/`retry` fields we never send): feed it text as it arrives, in chunks cut anywhere, and it returns
 * the events those chunks completed. Comment lines (our heartbeats) produce nothing.
 */
export function createSseParser(): (chunk: string) => SseEvent[] {
  let buffer = "";
  let event = "";
  let data: string[] = [];

  return (chunk) => {
    buffer += chunk;
    const complete: SseEvent[] = [];
    let newline = buffer.search(/\r\n|\r|\n/);
    // A lone trailing "\r" may be the first half of "\r\n": wait for the next chunk to know.
    while (newline !== -1 && !(buffer[newline] === "\r" && newline === buffer.length - 1)) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
      if (line === "") {
        if (data.length > 0) complete.push({ event: event || "message", data: data.join("\n") });
        event = "";
        data = [];
      } else if (!line.startsWith(":")) {
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
      }
      newline = buffer.search(/\r\n|\r|\n/);
    }
    return complete;
  };
}
