/** The station this device's kitchen screen shows, remembered per device (docs/decisions/082-station-screens.md). */
const KEY = "rasoi:kitchen-station";

/** The remembered station's id, or null for All (nothing remembered, or storage blocked). */
export function chosenStation(): string | null {
  try {
    return localStorage.getItem(KEY) || null;
  } catch {
    return null;
  }
}

/** Remembers the choice; where storage is blocked the screen's own state holds it until the page closes. */
export function chooseStation(stationId: string | null): void {
  try {
    if (stationId === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, stationId);
  } catch {
    // Not remembered: see above.
  }
}
