import { useEffect, useState } from "react";
import { type DinerLanguage, isMenuLanguage, type MenuLanguage } from "../../../shared/languages";
import { pageStorage } from "../../lib/pageStorage";
import { readJson, writeJson } from "./dinerStorage";
import { loadCatalogue } from "./i18n/loadCatalogue";
import type { Catalogue } from "./i18n/messages";

/** One choice for every restaurant: a diner who reads Hindi reads it at the next restaurant too. */
const LANGUAGE_KEY = "rasoi.diner.language";

function savedLanguage(): DinerLanguage {
  const saved = readJson(pageStorage(), LANGUAGE_KEY);
  return isMenuLanguage(saved) ? saved : "en";
}

/**
 * The language the diner reads the page in (docs/diner-ordering.md, Languages): English or the
 * restaurant's menu language, remembered on the phone. Before the menu has answered (`menuLanguage`
 * null) the saved choice stands, so "Loading menu..." is already in it; a restaurant that does not
 * offer the saved language reads English. Another language's words load only once chosen.
 */
export function useDinerLanguage(menuLanguage: MenuLanguage | null) {
  const [chosen, setChosen] = useState<DinerLanguage>(savedLanguage);
  const language: DinerLanguage = menuLanguage === null || chosen === menuLanguage ? chosen : "en";
  const [loaded, setLoaded] = useState<{ language: DinerLanguage; catalogue: Catalogue } | null>(null);

  useEffect(() => {
    if (language === "en") return;
    let current = true;
    // Offline with the catalogue not yet on the phone: the words stay English, the dishes still change.
    loadCatalogue(language).then(
      (catalogue) => current && setLoaded({ language, catalogue }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);

  const choose = (next: DinerLanguage) => {
    writeJson(pageStorage(), LANGUAGE_KEY, next);
    setChosen(next);
  };

  // A catalogue is used only for the language it was loaded for: no Hindi words left on an English page.
  const catalogue = loaded?.language === language ? loaded.catalogue : null;
  return { language, choose, catalogue };
}
