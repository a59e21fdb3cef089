import { useCallback, useEffect, useState } from "react";
import type { DinerOrder } from "../../../shared/schemas/diner-order";
import { send } from "../../http/send";
import { pageStorage } from "../../lib/pageStorage";
import { dinerKey, readJson, removeJson, writeJson } from "./dinerStorage";
import { readDinerOrder } from "./readAnswers";

/** Polled this often while the page is in view, so the card is at most a few seconds behind the kitchen. */
const ORDER_POLL_MS = 5000;
/** A card older than this belongs to an earlier meal and is not shown again. */
const TRACKED_ORDER_MAX_AGE_MS = 12 * 60 * 60 * 1000;

function readTracked(value: unknown): DinerOrder | null {
  const order = readDinerOrder(value);
  return order && Date.now() - Date.parse(order.orderTime) < TRACKED_ORDER_MAX_AGE_MS ? order : null;
}

/**
 * The diner's last order at this table, kept on the phone and refreshed from
 * `GET /api/qr/{qrCode}/orders/{id}` every few seconds while the page is visible and the order is
 * not completed (docs/diner-ordering.md, Following the order).
 */
export function useTrackedOrder(qrCode: string) {
  const key = dinerKey("last-order", qrCode);
  const [order, setOrder] = useState<DinerOrder | null>(() => readTracked(readJson(pageStorage(), key)));

  const follow = useCallback(
    (next: DinerOrder | null) => {
      setOrder(next);
      if (next) writeJson(pageStorage(), key, next);
      else removeJson(pageStorage(), key);
    },
    [key],
  );

  const orderId = order?.id;
  const done = order?.status === "completed";
  useEffect(() => {
    if (!orderId || done) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const poll = async () => {
      clearTimeout(timer);
      if (document.hidden) return;
      const call = { method: "GET", path: `/api/qr/${qrCode}/orders/${orderId}` } as const;
      const reply = await send((input, init) => fetch(input, init), call, { timeoutMs: ORDER_POLL_MS, init: { cache: "no-store" } });
      if (stopped) return;
      // Gone from this table (deleted, or the table closed): nothing left to follow.
      if (reply.kind === "answer" && reply.status === 404) return follow(null);
      const fresh = reply.kind === "answer" && reply.status === 200 ? readDinerOrder(reply.body) : null;
      if (fresh) follow(fresh);
      // Offline for now (or no answer in time): the next tick tries again.
      if (!document.hidden) timer = setTimeout(() => void poll(), ORDER_POLL_MS);
    };
    const onVisibility = () => {
      if (!document.hidden) void poll();
    };

    const onOnline = () => void poll();
    void poll();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("online", onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("online", onOnline);
    };
  }, [qrCode, orderId, done, follow]);

  return { order, follow };
}
