import { useEffect, useRef, useState } from "react";
import { newArrivals } from "../../../shared/kitchen";
import type { LocalOrder } from "../../data/hooks";
import { announce } from "../../lib/chime";

/**
 * Announces orders that arrive while the screen is open: a chime (when sound is on), a buzz on phones,
 * and the count of new orders at the front of the page title. Orders already there at load do not
 * announce themselves.
 */
export function useNewOrderAlerts(orders: readonly LocalOrder[] | undefined, soundOn: boolean): readonly LocalOrder[] {
  const known = useRef<Set<string> | null>(null);
  /** The orders of the latest arrival, for the banner. */
  const [arrivals, setArrivals] = useState<readonly LocalOrder[]>([]);

  useEffect(() => {
    if (!orders) return;
    if (!known.current) {
      known.current = new Set(orders.map((order) => order.id));
      return;
    }
    const arrived = newArrivals(known.current, orders);
    for (const order of orders) known.current.add(order.id);
    if (arrived.length === 0) return;
    setArrivals(orders.filter((order) => arrived.includes(order.id)));
    announce(soundOn);
  }, [orders, soundOn]);

  const waiting = orders?.filter((order) => order.status === "pending").length ?? 0;
  useEffect(() => {
    const title = document.title.replace(/^\(\d+\) /, "");
    document.title = waiting > 0 ? `(${waiting}) ${title}` : title;
    return () => {
      document.title = document.title.replace(/^\(\d+\) /, "");
    };
  }, [waiting]);
  return arrivals;
}
