/** The second languages a restaurant can write its menu in (docs/diner-ordering.md, Languages). */
export const MENU_LANGUAGES = ["hi", "mr", "gu", "pa", "bn", "ta", "te", "kn", "ml"] as const;
export type MenuLanguage = (typeof MENU_LANGUAGES)[number];
export const DEFAULT_MENU_LANGUAGE: MenuLanguage = "hi";

/** What the diner's page can show: English, the working language, or the restaurant's menu language. */
export type DinerLanguage = "en" | MenuLanguage;

/** Each language in its own script: the diner's switch shows these, so a reader finds their own. */
export const LANGUAGE_OWN_NAMES: Readonly<Record<DinerLanguage, string>> = {
  en: "English",
  hi: "हिन्दी",
  mr: "मराठी",
  gu: "ગુજરાતી",
  pa: "ਪੰਜਾਬੀ",
  bn: "বাংলা",
  ta: "தமிழ்",
  te: "తెలుగు",
  kn: "ಕನ್ನಡ",
  ml: "മലയാളം",
};

export const isMenuLanguage = (value: unknown): value is MenuLanguage => MENU_LANGUAGES.some((language) => language === value);
