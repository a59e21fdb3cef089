import { describe, expect, it } from "vitest";
import { createApiClient, HttpError, isStaffPath, serverMessageOf } from "./client";
import type { FetchLike } from "./send";

interface Call {
  input: string;
  init: RequestInit;
}

/** A fetch that records its calls and answers with `response`: the client's own contract, no server. */
function fakeFetch(response: () => Response): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    fetch: async (input, init) => {
      calls.push({ input, init });
      return response();
    },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("api client", () => {
  it("reads JSON with credentials and no content type", async () => {
    const { fetch, calls } = fakeFetch(() => json([{ id: "1" }]));
    const api = createApiClient({ fetch });

    expect(await api.get("/api/restaurants")).toEqual([{ id: "1" }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toBe("/api/restaurants");
    expect(calls[0]?.init).toEqual({ method: "GET", credentials: "same-origin", headers: {}, signal: expect.any(AbortSignal) });
  });

  it("sends a JSON body with the JSON content type", async () => {
    const { fetch, calls } = fakeFetch(() => json({ id: "d1" }, 201));
    const api = createApiClient({ fetch });

    await api.post("/api/demo-requests", { name: "Meera" });

    expect(calls[0]?.init).toEqual({
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Meera" }),
      signal: expect.any(AbortSignal),
    });
  });

  it("sends a write's own headers beside the JSON content type", async () => {
    const { fetch, calls } = fakeFetch(() => json({ id: "b1" }, 201));
    const api = createApiClient({ fetch });

    await api.post("/api/restaurants/r1/bills", { tableId: "t1" }, { "Idempotency-Key": "k1" });

    expect(calls[0]?.init.headers).toEqual({ "Idempotency-Key": "k1", "Content-Type": "application/json" });
  });

  it("sends no content type on a write without a body, and accepts an empty answer", async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    const api = createApiClient({ fetch });

    expect(await api.delete("/api/menu-items/1")).toBeNull();
    expect(await api.post("/api/auth/logout")).toBeNull();
    expect(calls.map((call) => call.init.headers)).toEqual([{}, {}]);
  });

  it("throws '<status>: <body>' and keeps the server's message", async () => {
    const { fetch } = fakeFetch(() => json({ message: "Username already taken" }, 409));
    const api = createApiClient({ fetch });

    const error = await api.post("/api/auth/register", {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 409,
      message: '409: {"message":"Username already taken"}',
      serverMessage: "Username already taken",
    });
    expect(serverMessageOf(error)).toBe("Username already taken");
  });

  it("uses the status text when the body is empty", async () => {
    const { fetch } = fakeFetch(() => new Response("", { status: 503, statusText: "Service Unavailable" }));
    const error = await createApiClient({ fetch })
      .get("/api/restaurants")
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 503, message: "503: Service Unavailable", serverMessage: "Service Unavailable" });
  });

  it("calls onUnauthorized for a 401 on a staff call, then still throws", async () => {
    let signedOut = 0;
    const { fetch } = fakeFetch(() => json({ message: "Please sign in" }, 401));
    const api = createApiClient({ fetch, onUnauthorized: () => signedOut++ });

    await expect(api.get("/api/restaurants")).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toBe(1);
  });

  it("leaves a 401 from sign-in or the diner's QR calls to the screen", async () => {
    let signedOut = 0;
    const { fetch } = fakeFetch(() => json({ message: "Invalid credentials" }, 401));
    const api = createApiClient({ fetch, onUnauthorized: () => signedOut++ });

    await expect(api.post("/api/auth/login", {})).rejects.toMatchObject({ serverMessage: "Invalid credentials" });
    await expect(api.get("/api/qr/abc")).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toBe(0);
  });

  it("does not report network failures as server messages", () => {
    expect(serverMessageOf(new TypeError("Failed to fetch"))).toBeUndefined();
  });

  it("knows which paths are staff calls", () => {
    expect(isStaffPath("/api/restaurants")).toBe(true);
    expect(isStaffPath("/api/demo-requests")).toBe(true);
    expect(isStaffPath("/api/authors")).toBe(true);
    expect(isStaffPath("/api/auth/me")).toBe(false);
    expect(isStaffPath("/api/qr/abc/order")).toBe(false);
  });
});
