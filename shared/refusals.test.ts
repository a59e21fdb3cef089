import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isNotNow, ORDER_CONFLICT, orderConflictKind, retryCanSucceed } from "./refusals";

describe("retryCanSucceed", () => {
  it.each([400, 401, 403, 404, 410, 413])("%i: refused the same again, no Retry", (status) => {
    expect(retryCanSucceed(status, "passing")).toBe(false);
    expect(retryCanSucceed(status, "lasting")).toBe(false);
  });

  it("409: Retry only when the conflict may pass (a taken table number does not)", () => {
    expect(retryCanSucceed(409, "lasting")).toBe(false);
    expect(retryCanSucceed(409, "passing")).toBe(true);
  });

  it.each([408, 422, 423, 425, 429, 500, 502, 503, 599])("%i: may succeed later, Retry", (status) => {
    expect(retryCanSucceed(status, "lasting")).toBe(true);
  });

  it("anything that is not an HTTP error status is no refusal to retry", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: 399 }), fc.integer({ min: 600 }), fc.double({ noInteger: true }), fc.constantFrom(Number.NaN, Infinity)),
        fc.constantFrom("lasting" as const, "passing" as const),
        (status, conflict) => !retryCanSucceed(status, conflict) && !isNotNow(status),
      ),
    );
  });

  it("every other 4xx is refused the same again; every 5xx may pass", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
        const expected = status >= 500 || [408, 409, 422, 423, 425, 429].includes(status);
        return retryCanSucceed(status, "passing") === expected;
      }),
    );
  });
});

describe("orderConflictKind", () => {
  it("changed prices and a dish gone meet the same order again; sold out and a closed table may pass", () => {
    expect(orderConflictKind(ORDER_CONFLICT.pricesChanged)).toBe("lasting");
    expect(orderConflictKind(ORDER_CONFLICT.dishGone)).toBe("lasting");
    expect(orderConflictKind(ORDER_CONFLICT.soldOut)).toBe("passing");
    expect(orderConflictKind(ORDER_CONFLICT.tableClosed)).toBe("passing");
  });

  it("takes a code it does not know, or none, as one that may pass", () => {
    const known = new Set<string>([ORDER_CONFLICT.pricesChanged, ORDER_CONFLICT.dishGone]);
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (code) => {
        expect(orderConflictKind(code)).toBe(code !== undefined && known.has(code) ? "lasting" : "passing");
      }),
    );
  });
});
