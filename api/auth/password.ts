import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/** scrypt's cost parameters; a hash carries its own, so a different cost never breaks stored hashes. */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt floor: N=2^17, r=8, p=1 (128 MiB). */
export const OWASP_PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
/** Above Node's 32 MiB default, which N=2^17 needs. */
const MAX_MEM = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  const params: ScryptOptions = { ...cost, maxmem: MAX_MEM };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, cost: PasswordCost = OWASP_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Hashes of a password nobody has, one per cost, checked when the account does not exist so timing does not tell. */
const decoyHashes = new Map<string, Promise<string>>();
export function decoyPasswordHash(cost: PasswordCost = OWASP_PASSWORD_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoyHashes.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString("hex"), cost);
    decoyHashes.set(key, decoy);
  }
  return decoy;
}
