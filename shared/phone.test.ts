import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { phoneDigits } from "./phone";
import { placeOrderInput } from "./schemas/orders";

describe("phoneDigits", () => {
  it("reads the ways people type an Indian mobile number as its ten digits", () => {
    for (const typed of [
      "+91 98765 43210",
      "98765-43210",
      "98765 43210",
      "(98765) 43210",
      " +91-98765-43210 ",
      "9876543210",
      "98765.43210",
    ]) {
      expect(phoneDigits(typed), typed).toBe("9876543210");
    }
  });

  it("keeps another country's code, without its +", () => {
    expect(phoneDigits("+44 20 7946 0958")).toBe("442079460958");
  });

  it("leaves letters and a + in the middle for the digits-only rule", () => {
    expect(phoneDigits("98765 4321O")).toBe("98765 4321O".replace(" ", ""));
    expect(phoneDigits("98765+43210")).toBe("98765+43210");
    expect(phoneDigits(" + ")).toBe("+");
    fc.assert(
      // A lone "+" is no number: it stays for the digits-only rule to refuse.
      fc.property(
        fc.string(),
        (typed) => /^\d*$/.test(phoneDigits(typed)) === /^(\+\d+|\d*)$/.test(typed.trim().replace(/[\s().-]+/g, "")),
      ),
    );
  });

  it("is what the order schema stores, so the server accepts the same numbers", () => {
    const order = {
      customerName: "Asha",
      customerEmail: "asha@example.in",
      items: [{ id: "00000000-0000-4000-8000-000000000001", name: "Dal", price: 240, quantity: 1 }],
      totalAmount: 240,
    };
    const parsed = placeOrderInput.safeParse({ ...order, customerPhone: "+91 98765 43210" });
    expect(parsed.success && parsed.data.customerPhone).toBe("9876543210");
    const letters = placeOrderInput.safeParse({ ...order, customerPhone: "98765 4321O" });
    expect(letters.success).toBe(false);
  });
});
