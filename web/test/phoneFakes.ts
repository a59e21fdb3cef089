import type { TestServer } from "../../api/test/test-support";
import type { KeyValueStorage } from "../features/diner/dinerStorage";
import type { FetchLike } from "../http/send";

/* What the diner's tests put in place of a phone's storage and its connection to the real app. */

/** The phone's storage in memory; `entries` shows what is kept. */
export class MemoryStorage implements KeyValueStorage {
  readonly entries = new Map<string, string>();
  getItem(key: string) {
    return this.entries.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.entries.set(key, value);
  }
  removeItem(key: string) {
    this.entries.delete(key);
  }
}

/**
 * What can go wrong between the phone and the server, one per request in order; "pass" (and
 * anything after the list) reaches the real app untouched.
 */
export type Fault =
  | "pass"
  /** The request never reaches the server. */
  | "no-connection"
  /** The server commits the order, and its answer is lost on the way back. */
  | "answer-lost"
  /** The server commits, and a proxy in between answers 502 instead. */
  | "committed-then-502"
  /** The server fails before committing anything. */
  | "500"
  /** Nothing comes back until the page gives up waiting. */
  | "no-answer"
  | "429";

/** The phone's fetch to the real app (as the page's own origin), failing the first requests as `faults` say; counts its requests. */
export function faultyFetch(server: TestServer, faults: Fault[]): FetchLike & { requests: number } {
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    fetch.requests += 1;
    // The app runs in-process: the page's abort signal is the page's business, not the server's.
    const { signal, ...request } = init;
    const toServer = () =>
      server.app.request(input, {
        ...request,
        headers: { ...(request.headers as Record<string, string>), Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
      });
    switch (faults.shift() ?? "pass") {
      case "pass":
        return toServer();
      case "no-connection":
        throw new TypeError("Failed to fetch");
      case "answer-lost":
        await toServer();
        throw new TypeError("Failed to fetch");
      case "committed-then-502":
        await toServer();
        return new Response("Bad Gateway", { status: 502 });
      case "500":
        return Response.json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
      case "429":
        return Response.json({ message: "Too many orders from this table" }, { status: 429, headers: { "Retry-After": "30" } });
      case "no-answer":
        return new Promise((_resolve, reject) =>
          signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError"))),
        );
    }
  };
  fetch.requests = 0;
  return fetch;
}
