import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../../shared/schemas/auth";
import { getSessionUser, setSessionUser } from "../../data/session";
import { createApiClient } from "../../http/client";
import { confirmSavedSession } from "./confirmSavedSession";

const saved = {
  id: "6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b",
  username: "waiter",
  email: "waiter@spicegarden.in",
  role: "waiter",
  restaurantId: "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10",
  isOperator: false,
} satisfies SessionUser;

const answering = (response: () => Response | Promise<Response>) => createApiClient({ fetch: async () => response() });

describe("confirmSavedSession", () => {
  it("forgets the saved user when the server says the session has ended", async () => {
    setSessionUser(saved);
    await confirmSavedSession(answering(() => new Response(JSON.stringify({ message: "Please sign in" }), { status: 401 })));
    expect(getSessionUser()).toBeNull();
  });

  it("keeps the saved user when the server cannot be reached or fails", async () => {
    setSessionUser(saved);
    await confirmSavedSession(answering(() => Promise.reject(new TypeError("Failed to fetch"))));
    expect(getSessionUser()).toEqual(saved);
    await confirmSavedSession(answering(() => new Response("oops", { status: 503 })));
    expect(getSessionUser()).toEqual(saved);
  });

  it("refreshes the saved user from the server's answer", async () => {
    setSessionUser(saved);
    const renamed = { ...saved, email: "floor@spicegarden.in" };
    await confirmSavedSession(answering(() => new Response(JSON.stringify(renamed), { status: 200 })));
    expect(getSessionUser()).toEqual(renamed);
  });

  it("asks nothing when nobody is signed in", async () => {
    let calls = 0;
    await confirmSavedSession(
      answering(() => {
        calls += 1;
        return new Response("{}");
      }),
    );
    expect(calls).toBe(0);
  });
});
