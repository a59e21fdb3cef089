import { type DinerLanguage, LANGUAGE_OWN_NAMES, type MenuLanguage } from "../../../shared/languages";
import * as styles from "./DinerOptions.css";
import { useText } from "./i18n/DinerText";

interface LanguageSwitchProps {
  menuLanguage: MenuLanguage;
  language: DinerLanguage;
  onChoose: (language: DinerLanguage) => void;
}

/** English and the restaurant's menu language, each named in its own script so its reader finds it. */
export function LanguageSwitch({ menuLanguage, language, onChoose }: LanguageSwitchProps) {
  const text = useText();
  return (
    <fieldset className={styles.languageSwitch} aria-label={text.language}>
      {(["en", menuLanguage] as const).map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.languageOption}
          aria-pressed={language === option}
          onClick={() => onChoose(option)}
        >
          {LANGUAGE_OWN_NAMES[option]}
        </button>
      ))}
    </fieldset>
  );
}
