import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderContactFields } from "../../../shared/schemas/orders";
import { validateForm } from "../../lib/validateForm";
import { EMPTY_CONTACT, type OrderContactValues, orderContact } from "./orderContact";

const valid: OrderContactValues = {
  customerName: " Asha Rao ",
  customerPhone: "9876501234",
  customerEmail: " Asha@Example.IN ",
  specialInstructions: "  ",
};

const both = (values: OrderContactValues) => ({
  mine: validateForm(orderContact, values),
  shared: validateForm(orderContactFields, values),
});

describe("the order form's rules", () => {
  it("trims, lower-cases the e-mail and sends empty instructions as null, like the server", () => {
    const { mine, shared } = both(valid);
    expect(mine).toEqual({
      ok: true,
      data: { customerName: "Asha Rao", customerPhone: "9876501234", customerEmail: "asha@example.in", specialInstructions: null },
    });
    expect(mine).toEqual(shared);
  });

  it.each([
    ["an empty form", EMPTY_CONTACT],
    ["a blank name", { ...valid, customerName: "   " }],
    ["a short phone", { ...valid, customerPhone: "12345" }],
    ["a phone with letters", { ...valid, customerPhone: "98765abcde" }],
    ["a 16-digit phone", { ...valid, customerPhone: "1".repeat(16) }],
    ["a bad e-mail", { ...valid, customerEmail: "asha@" }],
    ["a 101-character name", { ...valid, customerName: "a".repeat(101) }],
    ["501 characters of instructions", { ...valid, specialInstructions: "x".repeat(501) }],
    ["a lone surrogate in the name", { ...valid, customerName: "Asha \ud800" }],
    ["a lone surrogate in the e-mail", { ...valid, customerEmail: "asha\udc00@example.in" }],
    ["a lone surrogate in the instructions", { ...valid, specialInstructions: "No onion \ud83d" }],
  ])("gives the server's first message per field for %s", (_case, values) => {
    const { mine, shared } = both(values);
    expect(mine.ok).toBe(false);
    expect(mine).toEqual(shared);
  });

  it("names the spec's messages", () => {
    expect(validateForm(orderContact, EMPTY_CONTACT)).toEqual({
      ok: false,
      errors: {
        customerName: "Name is required",
        customerPhone: "Phone number must be at least 10 digits",
        customerEmail: "Please enter a valid email address",
      },
    });
    expect(validateForm(orderContact, { ...valid, customerPhone: "98765abcde" })).toEqual({
      ok: false,
      errors: { customerPhone: "Phone number must contain only digits" },
    });
  });

  it("agrees with the shared schema on any input", () => {
    const spaced = (text: fc.Arbitrary<string>) =>
      fc.tuple(fc.constantFrom("", " ", "\t"), text, fc.constantFrom("", " ")).map(([before, core, after]) => `${before}${core}${after}`);
    const contact = fc.record({
      customerName: spaced(fc.oneof(fc.string({ maxLength: 120 }), fc.constant(""))),
      customerPhone: spaced(fc.oneof(fc.stringMatching(/^\d{0,20}$/), fc.string({ maxLength: 16 }))),
      customerEmail: spaced(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 }), fc.constant(`${"a".repeat(250)}@b.in`))),
      specialInstructions: spaced(fc.oneof(fc.string({ maxLength: 40 }), fc.string({ minLength: 495, maxLength: 510 }))),
    });
    fc.assert(
      fc.property(contact, (values) => {
        const { mine, shared } = both(values);
        expect(mine).toEqual(shared);
      }),
      { numRuns: 500 },
    );
  });
});
