/*
 * The browser's one way to send a request (the staff client, the sync engine and the diner's page all
 * use it): JSON in and out, a time limit on the whole answer, and a result instead of a throw. No zod
 * here: the diner's route loads it (docs/decisions/030).
 */

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** What came back for one request: an answer (any status), or nothing usable within the time limit. */
export type Reply =
  | {
      kind: "answer";
      status: number;
      statusText: string;
      /** The JSON body, the text when it is not JSON, or null when empty. */
      body: unknown;
      text: string;
      /** The body's `{ message }`, else its text; undefined when empty. */
      message: string | undefined;
      headers: Headers;
    }
  | { kind: "unreachable"; reason: "network" | "timeout"; detail: string };

export interface Call {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SendOptions {
  /** Without a whole answer (headers and body) by then, the request counts as lost. */
  timeoutMs: number;
  /** Cancels the request (the sender stopped, say at logout); the reply is then "unreachable". */
  signal?: AbortSignal | undefined;
  /** Extra fetch options (`cache: "no-store"`). */
  init?: Pick<RequestInit, "cache">;
}

/** The `message` of a parsed JSON error body (`{ message }`), or undefined when the body is not one. */
function messageOf(body: unknown): string | undefined {
  return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string" ? body.message : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends one call and waits at most `timeoutMs` for the whole answer: a request that hangs is as good
 * as lost, and whoever sent it may resend it (writes carry an Idempotency-Key). Never throws.
 */
export async function send(fetch: FetchLike, { method, path, body, headers = {} }: Call, options: SendOptions): Promise<Reply> {
  const { timeoutMs, signal } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener("abort", cancel);
  if (signal?.aborted) cancel();
  try {
    const init: RequestInit = { ...options.init, method, credentials: "same-origin", signal: controller.signal, headers: { ...headers } };
    if (body !== undefined) {
      // Only a call with a body says it is JSON (docs/api.md).
      init.headers = { ...headers, "Content-Type": "application/json" };
      init.body = JSON.stringify(body);
    }
    const response = await fetch(path, init);
    const text = await response.text();
    const parsed = text ? parseJson(text) : null;
    return {
      kind: "answer",
      status: response.status,
      statusText: response.statusText,
      body: parsed,
      text,
      message: messageOf(parsed) ?? (text || undefined),
      headers: response.headers,
    };
  } catch (error) {
    if (controller.signal.aborted) return { kind: "unreachable", reason: "timeout", detail: `No answer within ${timeoutMs / 1000} s` };
    return { kind: "unreachable", reason: "network", detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", cancel);
  }
}
