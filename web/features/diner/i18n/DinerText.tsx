import { createContext, useContext } from "react";
import { type Catalogue, ENGLISH, type Messages } from "./messages";

const DinerTextContext = createContext<Catalogue>({});

/** The catalogue of the diner's language, once loaded (none: English). */
export const DinerTextProvider = DinerTextContext.Provider;

export function useCatalogue(): Catalogue {
  return useContext(DinerTextContext);
}

/** The menu page's words in the diner's language; English where the catalogue has none. */
export function useText(): Messages {
  return { ...ENGLISH, ...useCatalogue() };
}
