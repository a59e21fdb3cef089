import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, isValidGstin } from "./gstin";
import { isValidFssaiNumber, isValidUpiId } from "./identifiers";

/** Published GSTINs: GSTN's own sample, Reliance Industries (Maharashtra), the sample's PAN in Delhi. */
const VALID_GSTINS = ["27AAPFU0939F1ZV", "27AAACR5055K1Z7", "07AAPFU0939F1ZX"];

describe("GSTIN", () => {
  it.each(VALID_GSTINS)("accepts %s", (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it.each([
    ["27AAPFU0939F1ZW", "GSTIN check character does not match: please check the number for a typing mistake"],
    ["27AAPFU0938F1ZV", "GSTIN check character does not match: please check the number for a typing mistake"],
    ["29AAPFU0939F1ZV", "GSTIN check character does not match: please check the number for a typing mistake"],
    ["00AAPFU0939F1ZV", "GSTIN must start with a valid state code"],
    ["27AAPFU0939F1Z", "GSTIN must be 15 characters"],
    ["27aapfu0939f1zv", expect.stringContaining("GSTIN must be a state code")],
    ["27AAPFU0939F1YV", expect.stringContaining("GSTIN must be a state code")],
    ["27AAPF10939F1ZV", expect.stringContaining("GSTIN must be a state code")],
  ])("refuses %s", (gstin, message) => {
    expect(gstinProblem(gstin)).toEqual(message);
  });

  it("catches every single changed character of a valid GSTIN", () => {
    const charset = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    fc.assert(
      fc.property(fc.constantFrom(...VALID_GSTINS), fc.integer({ min: 0, max: 14 }), fc.constantFrom(...charset), (gstin, at, char) => {
        fc.pre(gstin.charAt(at) !== char);
        expect(isValidGstin(gstin.slice(0, at) + char + gstin.slice(at + 1))).toBe(false);
      }),
    );
  });

  it("accepts any well-formed first 14 characters with the check character they call for", () => {
    const letters = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    const digits = fc.constantFrom(..."0123456789");
    const first14 = fc
      .tuple(
        fc.integer({ min: 1, max: 38 }),
        fc.array(letters, { minLength: 5, maxLength: 5 }),
        fc.array(digits, { minLength: 4, maxLength: 4 }),
        letters,
        fc.constantFrom(..."123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      )
      .map(([state, pan, number, last, entity]) => `${String(state).padStart(2, "0")}${pan.join("")}${number.join("")}${last}${entity}Z`);
    fc.assert(
      fc.property(first14, (start) => {
        expect(gstinProblem(start + gstinCheckCharacter(start))).toBeNull();
      }),
    );
  });
});

describe("FSSAI number", () => {
  it("is exactly 14 digits", () => {
    expect(isValidFssaiNumber("10020042007183")).toBe(true);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), (value) => {
        expect(isValidFssaiNumber(value)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^\d{0,13}$/), fc.stringMatching(/^\d{15,20}$/), fc.stringMatching(/^\d{6}[A-Za-z -]\d{7}$/)),
        (value) => {
          expect(isValidFssaiNumber(value)).toBe(false);
        },
      ),
    );
  });
});

describe("UPI ID", () => {
  it.each(["rasoi@okaxis", "spice.garden-1@ybl", "9876543210@paytm", "ab@upi"])("accepts %s", (vpa) => {
    expect(isValidUpiId(vpa)).toBe(true);
  });

  it.each([
    "",
    "rasoi",
    "@okaxis",
    "rasoi@",
    "rasoi@@okaxis",
    "ras oi@okaxis",
    "rasoi@1bank",
    "a@okaxis",
    "rasoi@ok axis",
    "rasoi@okaxis&am=1",
  ])("refuses %j", (vpa) => {
    expect(isValidUpiId(vpa)).toBe(false);
  });
});
