/**
 * GSTIN: 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity number,
 * "Z", and a check character over the first 14 (base 36, factors 1 and 2 alternating).
 */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character the first 14 characters call for. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = CHARSET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

/** What is wrong with a GSTIN, in words a restaurant owner can act on; null when it is valid. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return "GSTIN must be 15 characters";
  if (!GSTIN_PATTERN.test(gstin)) {
    return "GSTIN must be a state code (2 digits), a PAN (5 letters, 4 digits, 1 letter), an entity number, Z and a check character";
  }
  const state = Number(gstin.slice(0, 2));
  if (state < 1 || (state > 38 && state !== 97 && state !== 99)) return "GSTIN must start with a valid state code";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return "GSTIN check character does not match: please check the number for a typing mistake";
  }
  return null;
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(gstin) === null;
