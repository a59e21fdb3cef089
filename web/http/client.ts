import { type Call, type FetchLike, send } from "./send";

/** A failed call: `message` is "<status>: <body or status text>" (docs/product.md, Messages); UIs show `serverMessage`. */
export class HttpError extends Error {
  override readonly name = "HttpError";
  readonly status: number;
  /** The server's `{ message }`, else the body text, else the status text. */
  readonly serverMessage: string;

  constructor(status: number, bodyOrStatusText: string, serverMessage: string) {
    super(`${status}: ${bodyOrStatusText}`);
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

interface ApiClientOptions {
  fetch?: FetchLike;
  /** Called on a 401 from a staff endpoint, before the error is thrown. */
  onUnauthorized?: () => void;
}

export interface ApiClient {
  get(path: string): Promise<unknown>;
  /** `headers` for the few writes that carry their own (a bill's Idempotency-Key). */
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<unknown>;
  put(path: string, body?: unknown): Promise<unknown>;
  delete(path: string): Promise<unknown>;
}

/** Staff endpoints are all but sign-in/up (`/api/auth/*`) and the diner's public `/api/qr/*`. */
export function isStaffPath(path: string): boolean {
  return !/^\/api\/(auth|qr)(\/|$)/.test(path);
}

/** A staff screen waits this long for an answer before saying the call failed. */
const CALL_TIMEOUT_MS = 15_000;

export function createApiClient({
  fetch: fetchImpl = (input, init) => fetch(input, init),
  onUnauthorized,
}: ApiClientOptions = {}): ApiClient {
  async function request(method: Call["method"], path: string, body?: unknown, headers?: Record<string, string>): Promise<unknown> {
    const reply = await send(fetchImpl, { method, path, body, headers }, { timeoutMs: CALL_TIMEOUT_MS });
    // No answer: thrown like fetch's own network error, so screens say the call failed without a server message.
    if (reply.kind === "unreachable") throw new TypeError(reply.detail);
    if (reply.status < 200 || reply.status >= 300) {
      if (reply.status === 401 && isStaffPath(path)) onUnauthorized?.();
      const detail = reply.text || reply.statusText;
      throw new HttpError(reply.status, detail, reply.message ?? detail);
    }
    return reply.body;
  }

  return {
    get: (path) => request("GET", path),
    post: (path, body, headers) => request("POST", path, body, headers),
    put: (path, body) => request("PUT", path, body),
    delete: (path) => request("DELETE", path),
  };
}

/** The server's message of a failed call, or undefined for network failures and other errors. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof HttpError && error.serverMessage ? error.serverMessage : undefined;
}
