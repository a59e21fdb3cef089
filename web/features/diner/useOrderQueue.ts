import { useCallback, useEffect, useRef, useState } from "react";
import type { PlaceOrderInput } from "../../../shared/schemas/orders";
import { type OrderOutcome, tableOrderQueue } from "./orderQueue";

/**
 * The table's order queue for a screen: the waiting order as state, and every retry trigger
 * (docs/diner-ordering.md, Placing an order): the next visit (on mount), the connection coming back,
 * the diner returning to the page. `onOutcome` may change on every render; the latest one is called.
 */
export function useOrderQueue(qrCode: string, onOutcome: (outcome: OrderOutcome) => void) {
  const handler = useRef(onOutcome);
  handler.current = onOutcome;
  const [queue] = useState(() => tableOrderQueue(qrCode));
  const [pending, setPending] = useState(() => queue.pending());
  const [sending, setSending] = useState(false);

  /** Shows the order as waiting and sending until this try is answered. */
  const watch = useCallback(
    (flight: Promise<OrderOutcome | null>) => {
      setPending(queue.pending());
      setSending(true);
      return flight.then(() => {
        setSending(false);
        setPending(queue.pending());
      });
    },
    [queue],
  );

  useEffect(() => {
    // Background retries end here too, so the waiting order leaves the screen with them.
    const unlisten = queue.listen((outcome) => {
      setPending(queue.pending());
      handler.current(outcome);
    });
    queue.start();
    const flush = () => void watch(queue.flush());
    const onVisibility = () => {
      if (!document.hidden) flush();
    };
    if (queue.pending()) flush();
    window.addEventListener("online", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      unlisten();
      window.removeEventListener("online", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      queue.stop();
    };
  }, [queue, watch]);

  return {
    pending,
    sending,
    place: (body: PlaceOrderInput) => watch(queue.place(body)),
    retryNow: () => watch(queue.flush()),
  };
}
