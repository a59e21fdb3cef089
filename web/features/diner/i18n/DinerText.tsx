import { createContext, useContext } from "react";
import { type Catalogue, ENGLISH, type MessageKey, type Messages } from "./messages";

/** The diner's language's catalogue once loaded; none while the page is English or it is still loading. */
const DinerTextContext = createContext<Catalogue | null>(null);

export const DinerTextProvider = DinerTextContext.Provider;

/** The loaded catalogue, for words whose English is not in a part's file (categories, diet marks). */
export function useCatalogue(): Catalogue | null {
  return useContext(DinerTextContext);
}

/** One part's words in the diner's language: `english` (the part's own file) where no catalogue is loaded. */
export function useWords<Key extends MessageKey>(english: Readonly<Record<Key, string>>): Readonly<Record<Key, string>> {
  // A catalogue carries every part's words, so it stands for any one part.
  return useContext(DinerTextContext) ?? english;
}

/** The menu page's words in the diner's language. */
export function useText(): Messages {
  return useWords(ENGLISH);
}
