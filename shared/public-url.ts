/**
 * The address diners' phones use to reach the server (PUBLIC_URL), and whether an address is one
 * no phone can open. Pure, so the server's start-up check and the admin's warning agree.
 */

/** "https://spicegarden.example/" -> "https://spicegarden.example"; null for anything but an http(s) address. */
export function normalisePublicUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** Host names that always mean "this machine" (or no machine) to whoever opens them. */
const LOOPBACK_NAMES = new Set(["localhost", "0.0.0.0", "[::]", "[::1]"]);

/**
 * True when a phone that scans a code pointing at `address` cannot reach this server: a loopback
 * name or address (127.x, ::1, localhost and its subdomains) or the unspecified 0.0.0.0.
 */
export function unreachableFromPhones(address: string): boolean {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return true;
  }
  return LOOPBACK_NAMES.has(host) || host.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(host);
}
