import type { MenuLanguage } from "./languages";

/** The staff screens' names for the languages (the Menu Editor's picker). */
export const LANGUAGE_ENGLISH_NAMES: Readonly<Record<MenuLanguage, string>> = {
  hi: "Hindi",
  mr: "Marathi",
  gu: "Gujarati",
  pa: "Punjabi",
  bn: "Bengali",
  ta: "Tamil",
  te: "Telugu",
  kn: "Kannada",
  ml: "Malayalam",
};
