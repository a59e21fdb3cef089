import type { ChosenOption, LineOption, OptionGroup } from "./schemas/menu-options";

/*
 * Options on a dish (docs/api.md, Options): which choices a line may carry, what they cost, how a
 * line with options is named and told apart. Pure, and free of zod: the diner's page uses it too.
 */

/** What a group, or its choices, must offer for these rules; a menu item's groups fit. */
export type OptionGroupLike = Pick<OptionGroup, "id" | "name" | "kind" | "required" | "max" | "choices">;

/** Why a line's options cannot be ordered. `group` and `choice` are the menu's English names. */
export type OptionProblem =
  /** No such group on the dish (`group` null) or no such choice in the group. */
  | { kind: "unknown-choice"; group: string | null }
  | { kind: "missing-choice"; group: string }
  | { kind: "too-many-choices"; group: string; max: number }
  | { kind: "repeated-choice"; group: string; choice: string }
  | { kind: "choice-unavailable"; group: string; choice: string };

type ResolvedOptions = { ok: true; options: LineOption[] } | { ok: false; problem: OptionProblem };

/** How many choices a group takes at most: one for a single choice, `max` (or all) for a multiple. */
export function maxChoices(group: Pick<OptionGroupLike, "kind" | "max" | "choices">): number {
  return group.kind === "single" ? 1 : (group.max ?? group.choices.length);
}

/**
 * Checks a line's chosen options against the dish's groups and names and prices them from the menu,
 * in menu order (group, then choice). Shape problems come before a sold-out choice, so a 400 is never
 * hidden behind a 409 that a refreshed menu would not cure.
 */
export function resolveOptions(groups: readonly OptionGroupLike[], chosen: readonly ChosenOption[]): ResolvedOptions {
  const picked = new Map<string, Set<string>>();
  for (const { groupId, choiceId } of chosen) {
    const group = groups.find((candidate) => candidate.id === groupId);
    if (!group) return { ok: false, problem: { kind: "unknown-choice", group: null } };
    const choice = group.choices.find((candidate) => candidate.id === choiceId);
    if (!choice) return { ok: false, problem: { kind: "unknown-choice", group: group.name } };
    const inGroup = picked.get(groupId) ?? new Set<string>();
    if (inGroup.has(choiceId)) return { ok: false, problem: { kind: "repeated-choice", group: group.name, choice: choice.name } };
    inGroup.add(choiceId);
    picked.set(groupId, inGroup);
  }
  const options: LineOption[] = [];
  let unavailable: OptionProblem | null = null;
  for (const group of groups) {
    const inGroup = picked.get(group.id);
    const count = inGroup?.size ?? 0;
    if (count === 0 && group.required) return { ok: false, problem: { kind: "missing-choice", group: group.name } };
    if (count > maxChoices(group)) return { ok: false, problem: { kind: "too-many-choices", group: group.name, max: maxChoices(group) } };
    for (const choice of group.choices) {
      if (!inGroup?.has(choice.id)) continue;
      if (!choice.isAvailable) unavailable ??= { kind: "choice-unavailable", group: group.name, choice: choice.name };
      options.push({
        groupId: group.id,
        choiceId: choice.id,
        groupName: group.name,
        choiceName: choice.name,
        priceDelta: choice.priceDelta,
        kind: group.kind,
      });
    }
  }
  return unavailable ? { ok: false, problem: unavailable } : { ok: true, options };
}

/** The unit price of a line: the dish's price plus each chosen option's change. */
export function optionsPrice(basePrice: number, options: readonly Pick<LineOption, "priceDelta">[]): number {
  return options.reduce((price, option) => price + option.priceDelta, basePrice);
}

const SEPARATOR = "|";

/**
 * One cart line per distinct combination: the dish's id alone when nothing is chosen (as carts
 * always were), else the id and its choices in a fixed order, so the same choices make the same key.
 */
export function lineKey(dishId: string, chosen: readonly ChosenOption[]): string {
  if (chosen.length === 0) return dishId;
  const parts = chosen.map(({ groupId, choiceId }) => `${groupId}=${choiceId}`).sort();
  return [dishId, ...parts].join(SEPARATOR);
}

/** A line key back into its dish and choices (ids never hold `|` or `=`: OPTION_ID_PATTERN). */
export function parseLineKey(key: string): { dishId: string; options: ChosenOption[] } {
  const [dishId = "", ...parts] = key.split(SEPARATOR);
  const options = parts.map((part) => {
    const [groupId = "", choiceId = ""] = part.split("=");
    return { groupId, choiceId };
  });
  return { dishId, options };
}

/** A chosen option as a line names it: add-ons (multiple choice) as "+ Raita", the rest by name. */
export function optionLabel(option: Pick<LineOption, "choiceName" | "kind">): string {
  return option.kind === "multiple" ? `+ ${option.choiceName}` : option.choiceName;
}

/** "Chicken Biryani · Full · Spicy · + Raita": a line as every screen and ticket shows it. */
export function lineLabel(name: string, options: readonly Pick<LineOption, "choiceName" | "kind">[] = []): string {
  return [name, ...options.map(optionLabel)].join(" · ");
}

const SPICE_GROUP = /spice|spicy|heat|teekha|tikha/i;
const SPICE_CHOICE = /spicy|mild/i;

/** The kitchen makes the spice level stand out: a single choice whose group (or choice) speaks of heat. */
export function isSpiceOption(option: Pick<LineOption, "groupName" | "choiceName" | "kind">): boolean {
  return option.kind === "single" && (SPICE_GROUP.test(option.groupName) || SPICE_CHOICE.test(option.choiceName));
}

/** A mild spice level: still marked on the ticket, but not in the alarm colour of a hot one. */
export function isMildSpice(option: Pick<LineOption, "choiceName">): boolean {
  return /\bmild\b/i.test(option.choiceName);
}

/** A tap on a choice: picks it, or unpicks it when picked; a single choice replaces the group's earlier one. */
export function toggleChoice(
  chosen: readonly ChosenOption[],
  group: Pick<OptionGroupLike, "id" | "kind">,
  choiceId: string,
): ChosenOption[] {
  const isPicked = chosen.some((one) => one.groupId === group.id && one.choiceId === choiceId);
  if (isPicked) return chosen.filter((one) => !(one.groupId === group.id && one.choiceId === choiceId));
  const kept = group.kind === "single" ? chosen.filter((one) => one.groupId !== group.id) : chosen;
  return [...kept, { groupId: group.id, choiceId }];
}

/** The choices picked so far, in menu order: the live price reads them before the required ones are all made. */
export function pickedChoices<C extends { id: string }>(
  groups: readonly { id: string; choices: readonly C[] }[],
  chosen: readonly ChosenOption[],
): C[] {
  return groups.flatMap((group) =>
    group.choices.filter((choice) => chosen.some((one) => one.groupId === group.id && one.choiceId === choice.id)),
  );
}
