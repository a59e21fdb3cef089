import { useEffect, useState } from "react";
import { LANGUAGE_ENGLISH_NAMES } from "../../../shared/language-names";
import { DEFAULT_MENU_LANGUAGE, LANGUAGE_OWN_NAMES, MENU_LANGUAGES, type MenuLanguage } from "../../../shared/languages";
import { getMenuLanguage, setMenuLanguage } from "../../http/menuLanguage";
import { Card } from "../../ui/Card/Card";
import { SelectField } from "../../ui/Select/SelectField";
import { failed, saved } from "../admin";

const OPTIONS = MENU_LANGUAGES.map((language) => ({
  value: language,
  label: `${LANGUAGE_ENGLISH_NAMES[language]} (${LANGUAGE_OWN_NAMES[language]})`,
}));

/** The menu's language as the server has it (Hindi until it answers); `choose` saves another. */
export function useMenuLanguage(restaurantId: string) {
  const [language, setLanguage] = useState<MenuLanguage>(DEFAULT_MENU_LANGUAGE);
  useEffect(() => {
    if (!restaurantId) return;
    let current = true;
    // Offline the editor keeps Hindi's labels; the setting itself is only changed online.
    getMenuLanguage(restaurantId).then(
      (answer) => current && setLanguage(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [restaurantId]);

  const choose = async (next: MenuLanguage) => {
    try {
      setLanguage(await setMenuLanguage(restaurantId, next));
      saved(`Diners can now read the menu in ${LANGUAGE_ENGLISH_NAMES[next]}`);
    } catch {
      failed("Failed to change the menu language");
    }
  };
  return { language, choose };
}

/** The second language diners may switch the menu to, besides English. */
export function MenuLanguagePicker({ language, onChoose }: { language: MenuLanguage; onChoose: (language: MenuLanguage) => void }) {
  return (
    <Card
      title="Menu Language"
      headingLevel={2}
      description="Diners switch between English and this language; dishes without a translation show in English."
    >
      <SelectField<MenuLanguage> label="Second language" name="menuLanguage" options={OPTIONS} value={language} onValueChange={onChoose} />
    </Card>
  );
}
