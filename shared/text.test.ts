import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { controlMessage, invisibleMessage, nameControlMessage, textProblem } from "./text";

const nameProblem = (value: string) => textProblem(value, "Name", { asName: true });
const NAME_CONTROL_MESSAGE = nameControlMessage("Name");
const NAME_INVISIBLE_MESSAGE = invisibleMessage("Name");

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

describe("textProblem for free text", () => {
  it("refuses NUL, DEL and the C0 and C1 controls in a note, naming the field", () => {
    for (const control of ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u009b"])
      expect(textProblem(`No ${control}nuts`, "Special instructions", { multiline: true })).toBe(controlMessage("Special instructions"));
  });

  it("keeps line breaks and tabs in a multi-line field, but not in a one-line one", () => {
    expect(textProblem("Less oil\r\nNo onion\tplease", "Notes", { multiline: true })).toBeNull();
    expect(textProblem("Asha\nRao", "Name")).toBe(controlMessage("Name"));
  });

  it("leaves direction marks in a diner's note (shown isolated), refuses them in a name-like field", () => {
    expect(textProblem("\u202estun on", "Special instructions", { multiline: true })).toBeNull();
    expect(textProblem("Thank you\n\u202eevisluos", "Bill footer", { multiline: true, asName: true })).toBe(
      nameControlMessage("Bill footer", true),
    );
    expect(textProblem("Thank you\nVisit again", "Bill footer", { multiline: true, asName: true })).toBeNull();
  });
});
