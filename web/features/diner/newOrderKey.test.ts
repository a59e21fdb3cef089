import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { newOrderKey } from "./newOrderKey";

describe("newOrderKey", () => {
  it("is a uuid the server's Idempotency-Key check accepts, for any random bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const key = newOrderKey((target) => {
          target.set(bytes);
          return target;
        });
        expect(z.uuid().safeParse(key).success).toBe(true);
      }),
    );
  });

  it("differs every time", () => {
    expect(new Set(Array.from({ length: 100 }, () => newOrderKey())).size).toBe(100);
  });
});
