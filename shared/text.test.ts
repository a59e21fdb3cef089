import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NAME_CONTROL_MESSAGE, NAME_INVISIBLE_MESSAGE, nameProblem } from "./text";

const INVISIBLES = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u3164", "\u115f", "\u2800", " ", "\u00a0", "\u0301"];
const CONTROLS = [
  "\u0000",
  "\n",
  "\r",
  "\t",
  "\u007f",
  "\u0085",
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];

describe("nameProblem", () => {
  it("accepts names in any script, with joiners and marks inside words", () => {
    for (const name of ["Paneer Tikka", "पनीर टिक्का", "க்ஷ", "क्‍ष", "Café Noir", "Biryani (Hyderabadi)"])
      expect(nameProblem(name)).toBeNull();
  });

  it("refuses any name made only of invisible characters", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...INVISIBLES), { minLength: 1, maxLength: 12 }), (chars) => {
        expect(nameProblem(chars.join(""))).toBe(NAME_INVISIBLE_MESSAGE);
      }),
    );
  });

  it("refuses a control or text-direction character anywhere in an otherwise fine name", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTROLS), fc.nat(), (control, at) => {
        const name = "Dal Makhani";
        const index = at % (name.length + 1);
        expect(nameProblem(`${name.slice(0, index)}${control}${name.slice(index)}`)).toBe(NAME_CONTROL_MESSAGE);
      }),
    );
  });
});
