import { useCatalogue } from "./DinerText";
import { ENGLISH_ORDER } from "./orderMessages";

/** The order dialog's words in the diner's language; English where the catalogue has none. */
export function useOrderText(): Readonly<Record<keyof typeof ENGLISH_ORDER, string>> {
  return { ...ENGLISH_ORDER, ...useCatalogue() };
}
