import { useEffect, useState } from "react";
import { readQrLookup } from "../diner";

/*
 * The restaurant's name for the print sheet. The staff data has no restaurant row for a restaurant's
 * own admin, but every table's public QR answer carries the name: ask it of one table, and keep the
 * answer on this device so a sheet opened offline still shows it.
 */
const key = (restaurantId: string) => `rasoi:restaurant-name:${restaurantId}`;

function remembered(restaurantId: string): string | null {
  try {
    return localStorage.getItem(key(restaurantId));
  } catch {
    return null;
  }
}

function remember(restaurantId: string, name: string): void {
  try {
    localStorage.setItem(key(restaurantId), name);
  } catch {
    // Private mode or a full quota: the name is asked for again next time.
  }
}

/** The name as last known on this device, then as the server says through `qrCode` (when there is one). */
export function useRestaurantName(restaurantId: string, qrCode: string | undefined): string | null {
  const [name, setName] = useState(() => remembered(restaurantId));
  useEffect(() => {
    if (!qrCode) return;
    let current = true;
    fetch(`/api/qr/${encodeURIComponent(qrCode)}`)
      .then(async (response) => (response.ok ? readQrLookup(await response.json()) : null))
      .then((lookup) => {
        if (!lookup || !current) return;
        remember(restaurantId, lookup.restaurant.name);
        setName(lookup.restaurant.name);
      })
      // Offline: the remembered name stays.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [restaurantId, qrCode]);
  return name;
}
