import { useCallback, useState } from "react";

/** The Quick Add (Legacy) list: dish names kept on this device only, per restaurant; never synced. */
const key = (restaurantId: string) => `rasoi:quick-add:${restaurantId}`;

function readQuickAdd(restaurantId: string): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key(restaurantId)) ?? "[]");
    return Array.isArray(saved) ? saved.filter((name): name is string => typeof name === "string") : [];
  } catch {
    return [];
  }
}

function writeQuickAdd(restaurantId: string, names: readonly string[]): void {
  try {
    localStorage.setItem(key(restaurantId), JSON.stringify(names));
  } catch {
    // Private mode or a full quota: the list lives until the page closes.
  }
}

export function useQuickAddList(restaurantId: string) {
  const [names, setNames] = useState(() => readQuickAdd(restaurantId));
  const save = useCallback(
    (next: string[]) => {
      writeQuickAdd(restaurantId, next);
      setNames(next);
    },
    [restaurantId],
  );
  return {
    names,
    add: (name: string) => save([...names, name]),
    remove: (index: number) => save(names.filter((_, at) => at !== index)),
  };
}
