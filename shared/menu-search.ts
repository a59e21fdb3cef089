/** Lower case without accents, so "Crème" and "creme" read alike. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * Whether a dish's name matches what the waiter typed, in Latin letters: every word typed appears
 * in the name, in any order ("pan" finds Paneer Tikka, "tikka pan" too). Empty matches all.
 */
export function matchesDishSearch(name: string, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const folded = fold(name);
  return words.every((word) => folded.includes(word));
}
