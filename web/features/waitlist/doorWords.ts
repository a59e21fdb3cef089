import type { DinerLanguage } from "../../../shared/languages";
import { type DoorWords, ENGLISH } from "./doorEnglish";

export { type DoorWords, ENGLISH };

/** The door page's words in `language`: English at once, the others from their own chunk. */
export async function loadDoorWords(language: DinerLanguage): Promise<DoorWords> {
  if (language === "en") return ENGLISH;
  const { OTHERS } = await import("./doorOtherWords");
  return OTHERS[language];
}

/** `text` with its `{name}` blanks filled from `values`. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (blank, name: string) => String(values[name] ?? blank));
}
