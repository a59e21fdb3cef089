import { describe, expect, it } from "vitest";
import type { Reply } from "../../http/send";
import { classify } from "./classify";

const answer = (status: number, message?: string, body: unknown = null): Reply => ({
  kind: "answer",
  status,
  statusText: "",
  body,
  text: message ?? "",
  message,
  headers: new Headers(),
});

describe("classify", () => {
  it.each([200, 201, 204])("%i settles", (status) => {
    expect(classify(answer(status))).toEqual({ kind: "settled" });
  });

  it.each([400, 403, 404, 409, 413, 422])("%i rejects with the server's message", (status) => {
    expect(classify(answer(status, "Table 5 already exists"))).toEqual({
      kind: "rejected",
      status,
      message: "Table 5 already exists",
      code: undefined,
    });
  });

  it("keeps the server's code for why, when its answer names one", () => {
    const refused = answer(409, "Prices have changed. Please review your order.", { message: "x", code: "prices-changed" });
    expect(classify(refused)).toMatchObject({ kind: "rejected", code: "prices-changed" });
    for (const body of [{ code: 7 }, { code: null }, "prices-changed", [], null]) {
      expect(classify(answer(409, "x", body))).toMatchObject({ kind: "rejected", code: undefined });
    }
  });

  it("401 waits for the same user to sign in again", () => {
    expect(classify(answer(401, "Please sign in"))).toEqual({ kind: "signed-out" });
  });

  it.each([408, 423, 429, 500, 502, 503])("%i retries: the server is there but cannot take it now", (status) => {
    expect(classify(answer(status, "Busy"))).toEqual({ kind: "retry", reason: "Busy", serverReached: true });
  });

  it("a network error or a timeout retries: the server was not reached", () => {
    expect(classify({ kind: "unreachable", reason: "network", detail: "Failed to fetch" })).toEqual({
      kind: "retry",
      reason: "Failed to fetch",
      serverReached: false,
    });
    expect(classify({ kind: "unreachable", reason: "timeout", detail: "No answer within 10 s" })).toMatchObject({
      kind: "retry",
      serverReached: false,
    });
  });
});
