// The setup checklist's "print QR codes" step ticks once the admin has opened the print sheet on
// this device: printing leaves no trace on the server, so the browser remembers it.
const key = (restaurantId: string) => `rasoi:qr-sheet-opened:${restaurantId}`;

export function markQrSheetOpened(restaurantId: string): void {
  try {
    localStorage.setItem(key(restaurantId), "1");
  } catch {
    // Private mode or a full quota: the step stays unticked, nothing else depends on it.
  }
}

export function wasQrSheetOpened(restaurantId: string): boolean {
  try {
    return localStorage.getItem(key(restaurantId)) === "1";
  } catch {
    return false;
  }
}
