import type { MenuLanguage } from "../../../../shared/languages";
import type { Catalogue } from "./messages";

/** Each language's catalogue as its own chunk: a phone downloads only the one its diner picks. */
const LOADERS: Readonly<Record<MenuLanguage, () => Promise<{ catalogue: Catalogue }>>> = {
  hi: () => import("./hi"),
  mr: () => import("./mr"),
  gu: () => import("./gu"),
  pa: () => import("./pa"),
  bn: () => import("./bn"),
  ta: () => import("./ta"),
  te: () => import("./te"),
  kn: () => import("./kn"),
  ml: () => import("./ml"),
};

export async function loadCatalogue(language: MenuLanguage): Promise<Catalogue> {
  return (await LOADERS[language]()).catalogue;
}
