import { useEffect, useState } from "react";
import { upiQrDataUrl } from "./upiQr";

/** The QR image of a UPI link once drawn; null while drawing or without a link. */
export function useUpiQr(link: string | null, width?: number): string | null {
  const [image, setImage] = useState<{ link: string; url: string } | null>(null);
  useEffect(() => {
    if (!link) return;
    let current = true;
    upiQrDataUrl(link, width)
      .then((url) => {
        if (current) setImage({ link, url });
      })
      // A QR that cannot be drawn leaves the Pay button, which carries the same link.
      .catch((error: unknown) => console.error("Could not draw the UPI QR code", error));
    return () => {
      current = false;
    };
  }, [link, width]);
  return image && image.link === link ? image.url : null;
}
