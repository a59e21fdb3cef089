import type { DinerLanguage } from "../../../shared/languages";
import { lineLabel } from "../../../shared/menu-options";
import type { ChosenOption, LineOption } from "../../../shared/schemas/menu-options";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { localizeMenu } from "./localizeMenu";

/** An order's line: a placed one's options carry their English names, a waiting one's only ids (its name says them). */
export interface OrderLineLike {
  id: string;
  name: string;
  options?: readonly (ChosenOption | LineOption)[];
}

const named = (option: ChosenOption | LineOption): option is LineOption => "choiceName" in option;

/**
 * An order line named as the menu on screen names it ("चिकन बिरयानी · फ़ुल"), found by the dish's and the
 * choices' ids; a dish or choice the menu no longer has keeps the name the order was placed with.
 */
export function orderLineName(line: OrderLineLike, menu: readonly DinerMenuItem[]): string {
  const options = line.options ?? [];
  const placedName = () => lineLabel(line.name, options.filter(named));
  const dish = menu.find((item) => item.id === line.id);
  if (!dish) return placedName();
  const labels = [];
  for (const option of options) {
    const group = dish.optionGroups.find((candidate) => candidate.id === option.groupId);
    const choice = group?.choices.find((candidate) => candidate.id === option.choiceId);
    if (group && choice) labels.push({ choiceName: choice.name, kind: group.kind });
    else if (named(option)) labels.push(option);
    else return placedName();
  }
  return lineLabel(dish.name, labels);
}

/**
 * A bill line ("Chicken Biryani · Full · + Raita", as the server names it in English) in the diner's
 * language: the dish found by its English name on the menu, each choice by its English name among the
 * dish's; a line the menu cannot account for stays as billed.
 */
export function billLineName(name: string, englishMenu: readonly DinerMenuItem[], language: DinerLanguage): string {
  if (language === "en") return name;
  // The longest matching name wins, so "Butter Chicken Biryani" is not read as "Butter Chicken" plus a choice.
  const dish = englishMenu
    .filter((item) => name === item.name || name.startsWith(`${item.name} · `))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (!dish) return name;
  const [local] = localizeMenu([dish], language);
  if (!local) return name;
  const labels = [];
  for (const part of name.slice(dish.name.length).split(" · ").slice(1)) {
    const multiple = part.startsWith("+ ");
    const choiceName = multiple ? part.slice(2) : part;
    const found = dish.optionGroups.flatMap((group, g) =>
      group.kind === (multiple ? "multiple" : "single")
        ? group.choices.flatMap((choice, c) => (choice.name === choiceName ? [local.optionGroups[g]?.choices[c]] : []))
        : [],
    )[0];
    if (!found) return name;
    labels.push({ choiceName: found.name, kind: multiple ? ("multiple" as const) : ("single" as const) });
  }
  return lineLabel(local.name, labels);
}
