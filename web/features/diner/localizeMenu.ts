import type { DinerLanguage } from "../../../shared/languages";
import type { DinerMenuItem } from "../../../shared/schemas/qr";

/**
 * The menu in the diner's language: each name and description its translation where the restaurant
 * gave one, else the English. Orders stay right whatever the names: the server names and prices every
 * line from its own menu, in English.
 */
export function localizeMenu(items: readonly DinerMenuItem[], language: DinerLanguage): DinerMenuItem[] {
  if (language === "en") return [...items];
  return items.map((item) => ({
    ...item,
    name: item.localName || item.name,
    description: item.localDescription || item.description,
    optionGroups: item.optionGroups.map((group) => ({
      ...group,
      name: group.localName ?? group.name,
      choices: group.choices.map((choice) => ({ ...choice, name: choice.localName ?? choice.name })),
    })),
  }));
}
