import { describe, expect, it } from "vitest";
import { DIET_LABELS, MENU_CATEGORIES } from "../../../../shared/constants";
import { MENU_LANGUAGES } from "../../../../shared/languages";
import { ENGLISH_BILL } from "./englishBill";
import { ENGLISH_CALLS } from "./englishCalls";
import { ENGLISH_ORDER } from "./englishOrder";
import { loadCatalogue } from "./loadCatalogue";
import { ENGLISH } from "./messages";

/** Every word of the page in English: the menu's, the order's, the calls' and the bill's. */
const ALL_ENGLISH: Readonly<Record<string, string>> = {
  ...ENGLISH,
  ...ENGLISH_ORDER,
  ...ENGLISH_CALLS,
  ...ENGLISH_BILL,
  // The words whose English is the menu's own constants.
  ...Object.fromEntries(MENU_CATEGORIES.map((category) => [`category${category.replace(" ", "")}`, category])),
  dietVeg: DIET_LABELS.veg,
  dietNonVeg: DIET_LABELS["non-veg"],
  dietEgg: DIET_LABELS.egg,
  locale: "en-IN",
};
const blanks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** What a catalogue gets wrong against the English: keys it lacks or adds, blanks it drops or invents, empty words. */
function catalogueFaults(catalogue: Readonly<Record<string, string>>): string[] {
  const faults: string[] = [];
  for (const [key, english] of Object.entries(ALL_ENGLISH)) {
    const word = catalogue[key];
    if (word === undefined) faults.push(`missing ${key}`);
    else if (word.trim() === "") faults.push(`empty ${key}`);
    else if (blanks(word).join() !== blanks(english).join()) faults.push(`blanks of ${key}`);
  }
  for (const key of Object.keys(catalogue)) if (!(key in ALL_ENGLISH)) faults.push(`unknown ${key}`);
  return faults;
}

describe("the diner's catalogues", () => {
  it.each(MENU_LANGUAGES)("%s carries every key with the same blanks, and nothing else", async (language) => {
    expect(catalogueFaults(await loadCatalogue(language))).toEqual([]);
  });

  it.each(MENU_LANGUAGES)("%s is a translation, not an English copy", async (language) => {
    const catalogue = await loadCatalogue(language);
    // Brand and tax abbreviations (UPI, QR) may stay Latin inside a word; no whole word may be the English one.
    const copied = Object.entries(ALL_ENGLISH).filter(([key, english]) => catalogue[key as keyof typeof catalogue] === english);
    expect(copied).toEqual([]);
  });

  it("a catalogue missing a key, adding one or dropping a blank is found out", async () => {
    const { seats, ...withoutSeats } = await loadCatalogue("hi");
    expect(catalogueFaults(withoutSeats)).toEqual(["missing seats"]);
    expect(catalogueFaults({ ...withoutSeats, seats: "सीटें", tableSeat: "x" })).toEqual(["blanks of seats", "unknown tableSeat"]);
    expect(seats).toBe("{n} सीटें");
  });
});
