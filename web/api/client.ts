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

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  fetch?: FetchLike;
  /** Called on a 401 from a staff endpoint, before the error is thrown. */
  onUnauthorized?: () => void;
}

export interface ApiClient {
  get(path: string): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
  put(path: string, body?: unknown): Promise<unknown>;
  delete(path: string): Promise<unknown>;
}

/** Staff endpoints are all but sign-in/up (`/api/auth/*`) and the diner's public `/api/qr/*`. */
export function isStaffPath(path: string): boolean {
  return !/^\/api\/(auth|qr)(\/|$)/.test(path);
}

/** The `message` of a JSON error body (`{ message }`), or undefined when the text is not one. */
export function messageFromBody(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string") {
      return body.message;
    }
  } catch {
    // Not JSON: the caller falls back to the raw text.
  }
  return undefined;
}

export function createApiClient({
  fetch: fetchImpl = (input, init) => fetch(input, init),
  onUnauthorized,
}: ApiClientOptions = {}): ApiClient {
  async function request(method: string, path: string, body?: unknown): Promise<unknown> {
    const init: RequestInit = { method, credentials: "include" };
    if (body !== undefined) {
      // The JSON content type only when there is a body (docs/api.md).
      init.headers = { "Content-Type": "application/json" };
      init.body = JSON.stringify(body);
    }
    const response = await fetchImpl(path, init);
    const text = await response.text();
    if (!response.ok) {
      if (response.status === 401 && isStaffPath(path)) onUnauthorized?.();
      const detail = text || response.statusText;
      throw new HttpError(response.status, detail, messageFromBody(text) ?? detail);
    }
    return text ? JSON.parse(text) : null;
  }

  return {
    get: (path) => request("GET", path),
    post: (path, body) => request("POST", path, body),
    put: (path, body) => request("PUT", path, body),
    delete: (path) => request("DELETE", path),
  };
}

/** The server's message of a failed call, or undefined for network failures and other errors. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof HttpError && error.serverMessage ? error.serverMessage : undefined;
}
