import { useCallback, useEffect, useRef, useState } from "react";
import { newArrivals } from "../../../shared/kitchen";
import type { LocalOrder } from "../../data/hooks";

/**
 * KOTs waiting to print, one at a time: Print KOT adds one, and with `auto` on every order that
 * arrives while the screen is open adds itself (orders already there at load do not) once `take`
 * says this device prints it (another tablet may have taken its tickets: docs/api.md, Printing).
 */
export function useKotQueue(
  orders: readonly LocalOrder[] | undefined,
  auto: boolean,
  take: (order: LocalOrder) => Promise<boolean> = async () => true,
) {
  const [queue, setQueue] = useState<{ order: LocalOrder; serial: number }[]>([]);
  const known = useRef<Set<string> | null>(null);
  // Each print its own serial, so printing one ticket twice in a row prints it twice.
  const serial = useRef(0);
  const add = useCallback((added: readonly LocalOrder[]) => {
    setQueue((current) => [...current, ...added.map((order) => ({ order, serial: ++serial.current }))]);
  }, []);

  useEffect(() => {
    if (!orders) return;
    if (!known.current) {
      known.current = new Set(orders.map((order) => order.id));
      return;
    }
    const arrived = new Set(newArrivals(known.current, orders));
    for (const order of orders) known.current.add(order.id);
    // Oldest first, as the kitchen cooks them.
    if (auto && arrived.size > 0) {
      const waiting = orders.filter((order) => arrived.has(order.id)).reverse();
      void Promise.all(waiting.map(take)).then((mine) => add(waiting.filter((_, index) => mine[index])));
    }
  }, [orders, auto, add, take]);

  const print = useCallback((order: LocalOrder) => add([order]), [add]);
  const printed = useCallback(() => setQueue((current) => current.slice(1)), []);
  return { printing: queue[0] ?? null, print, printed };
}
