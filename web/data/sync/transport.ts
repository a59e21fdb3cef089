import { messageFromBody } from "../../api/client";

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** What came back for one request: an answer (any status), or nothing usable within the time limit. */
export type Reply =
  | { kind: "answer"; status: number; body: unknown; message: string | undefined }
  | { kind: "unreachable"; reason: "network" | "timeout"; detail: string };

export interface Call {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends one call and waits at most `timeoutMs` for the whole answer (headers and body): a request
 * that hangs is as good as lost, and the outbox resends it under the same key. Never throws.
 */
export async function send(
  fetch: FetchLike,
  { method, path, body, headers = {} }: Call,
  timeoutMs: number,
  stop?: AbortSignal,
): Promise<Reply> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const cancel = () => controller.abort();
  stop?.addEventListener("abort", cancel);
  if (stop?.aborted) cancel();
  try {
    const init: RequestInit = { method, credentials: "same-origin", signal: controller.signal, headers: { ...headers } };
    if (body !== undefined) {
      // Only a call with a body says it is JSON (as every call of the app does).
      init.headers = { ...headers, "Content-Type": "application/json" };
      init.body = JSON.stringify(body);
    }
    const response = await fetch(path, init);
    const text = await response.text();
    return {
      kind: "answer",
      status: response.status,
      body: text ? parseJson(text) : null,
      message: messageFromBody(text) ?? (text || undefined),
    };
  } catch (error) {
    if (controller.signal.aborted) return { kind: "unreachable", reason: "timeout", detail: `No answer within ${timeoutMs / 1000} s` };
    return { kind: "unreachable", reason: "network", detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
    stop?.removeEventListener("abort", cancel);
  }
}
