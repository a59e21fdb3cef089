/** An on/off choice this device remembers (`"on"`/`"off"` under `key`). */
interface DeviceSwitch {
  /** Off when nothing is remembered or storage is blocked. */
  isOn(): boolean;
  /** Remembers the choice; where storage is blocked or full, the screen's own state holds it until the page closes. */
  set(on: boolean): void;
}

export function deviceSwitch(key: string): DeviceSwitch {
  return {
    isOn() {
      try {
        return localStorage.getItem(key) === "on";
      } catch {
        return false;
      }
    },
    set(on) {
      try {
        localStorage.setItem(key, on ? "on" : "off");
      } catch {
        // Not remembered: see above.
      }
    },
  };
}
