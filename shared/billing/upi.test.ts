import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPaise, formatPaiseShort, paiseAsDecimal } from "./paise";
import { upiLink } from "./upi";

describe("upiLink", () => {
  it("is exactly the UPI deep link with two decimals", () => {
    expect(upiLink({ upiId: "spicegarden@okaxis", payee: "Spice Garden", totalPaise: 110_100, billNumber: "2026-27/000042" })).toBe(
      "upi://pay?pa=spicegarden@okaxis&pn=Spice%20Garden&am=1101.00&cu=INR&tr=2026-27/000042&tn=2026-27/000042",
    );
  });

  it("encodes what would end a parameter or change the link", () => {
    expect(upiLink({ upiId: "a.b@ybl", payee: "Chai & Co = 100%", totalPaise: 5, billNumber: "2026-27/000001" })).toBe(
      "upi://pay?pa=a.b@ybl&pn=Chai%20%26%20Co%20%3D%20100%25&am=0.05&cu=INR&tr=2026-27/000001&tn=2026-27/000001",
    );
  });

  it("round-trips every payee and amount through URL parsing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.integer({ min: 0, max: 10_000_000_00 }), (payee, totalPaise) => {
        const link = upiLink({ upiId: "rasoi@okaxis", payee, totalPaise, billNumber: "2026-27/000042" });
        const params = new URLSearchParams(link.slice("upi://pay?".length));
        expect([...params.keys()]).toEqual(["pa", "pn", "am", "cu", "tr", "tn"]);
        expect(params.get("tr")).toBe("2026-27/000042");
        expect(params.get("pn")).toBe(payee.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
        expect(Math.round(Number(params.get("am")) * 100)).toBe(totalPaise);
        expect(params.get("am")).toMatch(/^\d+\.\d\d$/);
      }),
    );
  });
});

describe("paise", () => {
  it("shows two decimals", () => {
    expect(paiseAsDecimal(110_145)).toBe("1101.45");
    expect(paiseAsDecimal(5)).toBe("0.05");
    expect(paiseAsDecimal(-46)).toBe("-0.46");
    expect(formatPaise(12_345_678)).toBe("₹1,23,456.78");
    expect(formatPaiseShort(110_100)).toBe("₹1,101");
    expect(formatPaiseShort(110_150)).toBe("₹1,101.50");
  });
});
