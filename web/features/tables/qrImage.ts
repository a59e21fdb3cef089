import { QR_IMAGE_WIDTH } from "../../../shared/constants";

/** The link a table's QR code opens: the diner's menu for that table. */
export function tableMenuLink(origin: string, qrCode: string): string {
  return `${origin}/menu/${encodeURIComponent(qrCode)}`;
}

/** The link the door's QR code opens: the restaurant's waitlist (docs/api.md, Waitlist and reservations). */
export function doorLink(origin: string, slug: string): string {
  return `${origin}/w/${encodeURIComponent(slug)}`;
}

/** A PNG data URL of any link's QR code, as the tables' are drawn. */
export async function linkQrDataUrl(link: string): Promise<string> {
  const QRCode = await import("qrcode");
  return QRCode.toDataURL(link, { width: QR_IMAGE_WIDTH, margin: 2, errorCorrectionLevel: "M" });
}

/** `table-5-qr.png`; anything but letters, digits, `_` and `-` in the number becomes `-`. */
export function qrFileName(tableNumber: string): string {
  const safe = tableNumber.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "");
  return `table-${safe || "table"}-qr.png`;
}

/**
 * A PNG data URL of the table's QR code, QR_IMAGE_WIDTH px wide. The qrcode package loads here, on
 * first use, so only the screens that draw codes pay for it.
 */
export function tableQrDataUrl(origin: string, qrCode: string): Promise<string> {
  return linkQrDataUrl(tableMenuLink(origin, qrCode));
}

/**
 * Saves the table's QR code, pointing at `origin` (usePublicOrigin), as a PNG file. A failure is only
 * logged (docs/product.md, Messages).
 */
export async function downloadTableQr(table: { tableNumber: string; qrCode: string }, origin: string): Promise<void> {
  try {
    const link = document.createElement("a");
    link.href = await tableQrDataUrl(origin, table.qrCode);
    link.download = qrFileName(table.tableNumber);
    link.click();
  } catch (error) {
    console.error("Could not make the table's QR code", error);
  }
}
