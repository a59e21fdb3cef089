import { useEffect, useState } from "react";
import { siteInfo } from "../../shared/schemas/site";
import { api } from "../http/api";

/*
 * The address QR codes and invitation links encode: the server's PUBLIC_URL when it has one, else this browser's own
 * address. Kept on this device, so a sheet printed offline encodes the same address.
 */
const KEY = "rasoi:public-url";

function remembered(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function remember(url: string | null): void {
  try {
    if (url === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, url);
  } catch {
    // Private mode or a full quota: asked again next time.
  }
}

/** The origin QR codes and invitation links should point at, and whether it came from the server's PUBLIC_URL. */
export function usePublicOrigin(): { origin: string; configured: boolean } {
  const [publicUrl, setPublicUrl] = useState(remembered);
  useEffect(() => {
    let current = true;
    api
      .get("/api/site")
      .then((answer) => {
        const { publicUrl: url } = siteInfo.parse(answer);
        remember(url);
        if (current) setPublicUrl(url);
      })
      // Offline or an older server: the remembered address stays.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return publicUrl ? { origin: publicUrl, configured: true } : { origin: window.location.origin, configured: false };
}
