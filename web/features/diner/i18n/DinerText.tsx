import { createContext, useContext } from "react";
import { ENGLISH, type Messages } from "./messages";

const DinerTextContext = createContext<Messages>(ENGLISH);

/** The diner page's words in the diner's language: English until a catalogue has loaded. */
export const DinerTextProvider = DinerTextContext.Provider;

export function useText(): Messages {
  return useContext(DinerTextContext);
}
