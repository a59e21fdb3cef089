/**
 * A PNG data URL of a bill's UPI link as a QR code. The qrcode package loads on first use, so only a
 * screen with a bill to pay pays for it (the diner's page loads it once its table has a bill).
 */
export async function upiQrDataUrl(link: string, width = 240): Promise<string> {
  const QRCode = await import("qrcode");
  return QRCode.toDataURL(link, { width, margin: 2, errorCorrectionLevel: "M" });
}
