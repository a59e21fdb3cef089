import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isMildSpice,
  isSpiceOption,
  lineKey,
  lineLabel,
  maxChoices,
  type OptionGroupLike,
  optionsPrice,
  parseLineKey,
  resolveOptions,
} from "./menu-options";
import { priceOrder } from "./order-pricing";
import type { ChosenOption } from "./schemas/menu-options";
import { BIRYANI_OPTIONS, choice, PORTION } from "./test/menu-options.fixtures";

const BIRYANI = BIRYANI_OPTIONS;

const id = fc.stringMatching(/^[a-z0-9]{1,6}$/);

/** A dish's groups with unique ids, every choice available. */
const groupsArb = fc
  .uniqueArray(
    fc.record({
      id,
      name: fc.string({ minLength: 1, maxLength: 10 }),
      kind: fc.constantFrom("single" as const, "multiple" as const),
      required: fc.boolean(),
      choices: fc.uniqueArray(
        fc.record({ id, name: fc.string({ minLength: 1, maxLength: 10 }), priceDelta: fc.nat(500), isAvailable: fc.constant(true) }),
        { minLength: 1, maxLength: 5, selector: (c) => c.id },
      ),
    }),
    { minLength: 1, maxLength: 4, selector: (g) => g.id },
  )
  .map((groups): OptionGroupLike[] => groups);

/** A valid choice for the groups: one for each required single, up to max for multiples, some optional ones skipped. */
const validChoiceArb = (groups: OptionGroupLike[]) =>
  fc
    .tuple(...groups.map((group) => fc.subarray(group.choices, { minLength: group.required ? 1 : 0, maxLength: maxChoices(group) })))
    .map((picks) => picks.flatMap((picked, index) => picked.map((c) => ({ groupId: groups[index]?.id ?? "", choiceId: c.id }))));

describe("resolveOptions and optionsPrice", () => {
  it("prices a Full Spicy with Raita at the base plus the portion's and the add-on's changes, in menu order", () => {
    const result = resolveOptions(BIRYANI, [
      { groupId: "addons", choiceId: "raita" },
      { groupId: "portion", choiceId: "full" },
      { groupId: "spice", choiceId: "spicy" },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.options.map((option) => option.choiceName)).toEqual(["Full", "Spicy", "Raita"]);
    expect(optionsPrice(180, result.options)).toBe(350);
    expect(lineLabel("Chicken Biryani", result.options)).toBe("Chicken Biryani · Full · Spicy · + Raita");
  });

  it("takes any valid choice, and its price is the base plus the chosen deltas", () => {
    fc.assert(
      fc.property(
        groupsArb.chain((groups) => fc.tuple(fc.constant(groups), validChoiceArb(groups), fc.integer({ min: 1, max: 5000 }))),
        ([groups, chosen, base]) => {
          const result = resolveOptions(groups, chosen);
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const deltas = chosen.map(
            (pick) => groups.find((g) => g.id === pick.groupId)?.choices.find((c) => c.id === pick.choiceId)?.priceDelta ?? Number.NaN,
          );
          expect(optionsPrice(base, result.options)).toBe(base + deltas.reduce((sum, delta) => sum + delta, 0));
          expect(result.options).toHaveLength(chosen.length);
        },
      ),
    );
  });

  it("refuses a choice that leaves a required group empty, naming the group", () => {
    fc.assert(
      fc.property(
        groupsArb
          .filter((groups) => groups.some((g) => g.required))
          .chain((groups) => fc.tuple(fc.constant(groups), validChoiceArb(groups))),
        ([groups, chosen]) => {
          const emptied = groups.find((g) => g.required);
          const without = chosen.filter((pick) => pick.groupId !== emptied?.id);
          const result = resolveOptions(groups, without);
          expect(result).toEqual({ ok: false, problem: { kind: "missing-choice", group: emptied?.name } });
        },
      ),
    );
  });

  it("refuses more choices than a group takes: two of a single, more than max of a multiple", () => {
    fc.assert(
      fc.property(groupsArb, fc.nat(), (groups, pick) => {
        const crowded = groups.filter((g) => g.choices.length > maxChoices(g));
        fc.pre(crowded.length > 0);
        const group = crowded[pick % crowded.length] as OptionGroupLike;
        const chosen: ChosenOption[] = group.choices.map((c) => ({ groupId: group.id, choiceId: c.id }));
        const result = resolveOptions(groups, chosen);
        expect(result.ok).toBe(false);
        if (result.ok) return;
        // A required group listed before may be reported first; otherwise this group is.
        expect(["too-many-choices", "missing-choice"]).toContain(result.problem.kind);
        if (result.problem.kind === "too-many-choices")
          expect(result.problem).toEqual({ kind: "too-many-choices", group: group.name, max: maxChoices(group) });
      }),
    );
  });

  it("refuses ids the dish does not have, of a wrong group or choice", () => {
    fc.assert(
      fc.property(groupsArb, fc.stringMatching(/^[A-Z]{1,4}$/), (groups, unknown) => {
        expect(resolveOptions(groups, [{ groupId: unknown, choiceId: "x" }])).toEqual({
          ok: false,
          problem: { kind: "unknown-choice", group: null },
        });
        const group = groups[0] as OptionGroupLike;
        expect(resolveOptions(groups, [{ groupId: group.id, choiceId: unknown }])).toEqual({
          ok: false,
          problem: { kind: "unknown-choice", group: group.name },
        });
      }),
    );
  });

  it("refuses a sold-out choice (a stale menu), but only once the line is otherwise well formed", () => {
    const soldOut = [{ ...PORTION, choices: [choice("half", "Half"), choice("full", "Full", 140, false)] }];
    expect(resolveOptions(soldOut, [{ groupId: "portion", choiceId: "full" }])).toEqual({
      ok: false,
      problem: { kind: "choice-unavailable", group: "Portion", choice: "Full" },
    });
    expect(resolveOptions(soldOut, [{ groupId: "portion", choiceId: "half" }]).ok).toBe(true);
    expect(resolveOptions(soldOut, []).ok).toBe(false);
  });

  it("refuses the same choice twice", () => {
    expect(
      resolveOptions(BIRYANI, [
        { groupId: "portion", choiceId: "half" },
        { groupId: "addons", choiceId: "raita" },
        { groupId: "addons", choiceId: "raita" },
      ]),
    ).toEqual({ ok: false, problem: { kind: "repeated-choice", group: "Add-ons", choice: "Raita" } });
  });
});

describe("line keys", () => {
  it("are the same for the same choices in any order, and read back to them", () => {
    fc.assert(
      fc.property(
        id,
        fc.uniqueArray(fc.record({ groupId: id, choiceId: id }), { maxLength: 6, selector: (c) => `${c.groupId}=${c.choiceId}` }),
        fc.nat(),
        (dishId, chosen, seed) => {
          const shuffled = [...chosen].sort((a, b) => ((a.groupId.length + seed) % 3) - ((b.groupId.length + seed) % 3));
          const key = lineKey(dishId, chosen);
          expect(lineKey(dishId, shuffled)).toBe(key);
          const parsed = parseLineKey(key);
          expect(parsed.dishId).toBe(dishId);
          expect(lineKey(parsed.dishId, parsed.options)).toBe(key);
        },
      ),
    );
  });

  it("differ for different choices, and a dish without options keeps its plain id (carts saved before options still read)", () => {
    expect(lineKey("d", [])).toBe("d");
    expect(lineKey("d", [{ groupId: "portion", choiceId: "full" }])).not.toBe(lineKey("d", [{ groupId: "portion", choiceId: "half" }]));
  });
});

describe("priceOrder with options", () => {
  const menu = [{ id: "b", name: "Chicken Biryani", price: 180, isAvailable: true, optionGroups: BIRYANI }];

  it("keeps one line per combination and merges the same combination", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("half", "full"), { minLength: 1, maxLength: 10 }), (portions) => {
        const result = priceOrder(
          portions.map((portion) => ({ id: "b", quantity: 1, options: [{ groupId: "portion", choiceId: portion }] })),
          menu,
        );
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.lines).toHaveLength(new Set(portions).size);
        expect(result.total).toBe(portions.reduce((sum, portion) => sum + (portion === "full" ? 320 : 180), 0));
      }),
    );
  });

  it("names the dish with the option problem", () => {
    expect(priceOrder([{ id: "b", quantity: 1 }], menu)).toEqual({
      ok: false,
      problem: { kind: "option", name: "Chicken Biryani", problem: { kind: "missing-choice", group: "Portion" } },
    });
  });
});

describe("labels and messages", () => {
  it("makes the spice level stand out, not the portion or an add-on", () => {
    const option = (groupName: string, choiceName: string, kind: "single" | "multiple" = "single") => ({ groupName, choiceName, kind });
    expect(isSpiceOption(option("Spice Level", "Medium"))).toBe(true);
    expect(isSpiceOption(option("Heat", "Extra"))).toBe(true);
    expect(isSpiceOption(option("Portion", "Full"))).toBe(false);
    expect(isSpiceOption(option("Add-ons", "Spicy Chutney", "multiple"))).toBe(false);
  });
});

describe("isMildSpice", () => {
  it("tells a mild spice level from a hot one, so the ticket keeps its alarm colour for the hot ones", () => {
    const level = (choiceName: string) => ({ choiceName });
    expect(isMildSpice(level("Mild"))).toBe(true);
    expect(isMildSpice(level("Extra mild"))).toBe(true);
    expect(isMildSpice(level("Spicy"))).toBe(false);
    expect(isMildSpice(level("Medium"))).toBe(false);
  });
});
