import { useCallback, useRef, useState } from "react";
import type { DinerOrder } from "../../../shared/schemas/diner-order";
import { send } from "../../http/send";
import { pageStorage } from "../../lib/pageStorage";
import { dinerKey, readJson, removeJson, writeJson } from "./dinerStorage";
import { readDinerOrder } from "./readOrderAnswers";
import { useLiveRead } from "./tableEvents";

/** How long one read may take before the next try. */
const ORDER_POLL_MS = 5000;
/** A card older than this belongs to an earlier meal and is not shown again. */
const TRACKED_ORDER_MAX_AGE_MS = 12 * 60 * 60 * 1000;

function readTracked(value: unknown): DinerOrder | null {
  const order = readDinerOrder(value);
  return order && Date.now() - Date.parse(order.orderTime) < TRACKED_ORDER_MAX_AGE_MS ? order : null;
}

/**
 * The diner's last order at this table, kept on the phone and read again from
 * `GET /api/qr/{qrCode}/orders/{id}` when the table's stream says something of it changed (and every
 * few seconds while the stream is down) until it is completed (docs/diner-ordering.md, Following the
 * order, Live page).
 */
export function useTrackedOrder(qrCode: string) {
  const key = dinerKey("last-order", qrCode);
  const [order, setOrder] = useState<DinerOrder | null>(() => readTracked(readJson(pageStorage(), key)));
  /** The order followed now: a read of an earlier one that answers late must not bring it back. */
  const followed = useRef(order?.id);

  const follow = useCallback(
    (next: DinerOrder | null) => {
      followed.current = next?.id;
      setOrder(next);
      if (next) writeJson(pageStorage(), key, next);
      else removeJson(pageStorage(), key);
    },
    [key],
  );

  const orderId = order?.id;
  const done = order?.status === "completed";
  useLiveRead(
    qrCode,
    ["order"],
    async () => {
      const call = { method: "GET", path: `/api/qr/${qrCode}/orders/${orderId}` } as const;
      const reply = await send((input, init) => fetch(input, init), call, { timeoutMs: ORDER_POLL_MS, init: { cache: "no-store" } });
      // The phone placed another order meanwhile: this answer is about one no longer shown.
      if (followed.current !== orderId) return;
      // Gone from this table (deleted, or the table closed): nothing left to follow.
      if (reply.kind === "answer" && reply.status === 404) return follow(null);
      const fresh = reply.kind === "answer" && reply.status === 200 ? readDinerOrder(reply.body) : null;
      // Offline for now (or no answer in time): the stream's word or the next tick tries again.
      if (fresh) follow(fresh);
    },
    Boolean(orderId) && !done,
  );

  return { order, follow };
}
