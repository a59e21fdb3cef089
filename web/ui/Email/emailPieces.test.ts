import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailPieces } from "./emailPieces";

describe("emailPieces", () => {
  it("breaks after the @ and before each dot", () => {
    expect(emailPieces("asha.rao@mail.example.in")).toEqual(["asha", ".rao@", "mail", ".example", ".in"]);
    expect(emailPieces("vikram@example.in")).toEqual(["vikram@", "example", ".in"]);
  });

  it("keeps an address without a dot or @ whole, and gives nothing for an empty one", () => {
    expect(emailPieces("localhost")).toEqual(["localhost"]);
    expect(emailPieces("")).toEqual([]);
  });

  it("never loses or adds a character, and only cuts after an @ or before a dot", () => {
    const text = fc.string({ unit: fc.constantFrom(..."ab.@-_+"), maxLength: 30 });
    fc.assert(
      fc.property(text, (email) => {
        const pieces = emailPieces(email);
        expect(pieces.join("")).toBe(email);
        for (const [index, piece] of pieces.entries()) {
          expect(piece).not.toBe("");
          if (index < pieces.length - 1) expect(piece.endsWith("@") || pieces[index + 1]?.startsWith(".")).toBe(true);
        }
      }),
    );
  });
});
