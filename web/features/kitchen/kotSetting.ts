const AUTO_KOT_KEY = "rasoi:kitchen-auto-kot";

/** Whether this device prints a KOT for every new order by itself (docs/billing.md, Printing). */
export function autoKotWanted(): boolean {
  try {
    return localStorage.getItem(AUTO_KOT_KEY) === "on";
  } catch {
    return false;
  }
}

export function setAutoKotWanted(on: boolean): void {
  try {
    localStorage.setItem(AUTO_KOT_KEY, on ? "on" : "off");
  } catch {
    // Not remembered; the switch still holds until the page closes.
  }
}
