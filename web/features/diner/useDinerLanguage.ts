import { useEffect, useState } from "react";
import type { DinerLanguage, MenuLanguage } from "../../../shared/languages";
import { pageStorage } from "../../lib/pageStorage";
import { readJson, writeJson } from "./dinerStorage";
import { loadCatalogue } from "./i18n/loadCatalogue";
import { type Catalogue, ENGLISH, type Messages } from "./i18n/messages";

/** One choice for every restaurant: a diner who reads Hindi reads it at the next restaurant too. */
const LANGUAGE_KEY = "rasoi.diner.language";

/** The saved choice if this restaurant offers it, else English. */
function savedLanguage(menuLanguage: MenuLanguage): DinerLanguage {
  return readJson(pageStorage(), LANGUAGE_KEY) === menuLanguage ? menuLanguage : "en";
}

/**
 * The language the diner reads the page in (docs/diner-ordering.md, Languages): English or the
 * restaurant's menu language, remembered on the phone. Another language's words load only once chosen.
 */
export function useDinerLanguage(menuLanguage: MenuLanguage) {
  const [language, setLanguage] = useState<DinerLanguage>(() => savedLanguage(menuLanguage));
  const [catalogue, setCatalogue] = useState<Catalogue>({});

  useEffect(() => {
    if (language === "en") {
      setCatalogue({});
      return;
    }
    let current = true;
    // Offline with the catalogue not yet on the phone: the words stay English, the dishes still change.
    loadCatalogue(language).then(
      (loaded) => current && setCatalogue(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);

  const choose = (next: DinerLanguage) => {
    writeJson(pageStorage(), LANGUAGE_KEY, next);
    setLanguage(next);
  };

  const text: Messages = { ...ENGLISH, ...catalogue };
  return { language, choose, text, catalogue };
}
