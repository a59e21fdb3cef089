import { useEffect, useRef, useState } from "react";
import { formatPaise } from "../../../shared/billing/paise";
import { SITE_ORDER_STATUS_LABELS, type SiteOrderView } from "../../../shared/schemas/takeout";
import { useUpiQr } from "../../lib/useUpiQr";
import { NotifyButton } from "../push";
import * as styles from "./Takeout.css";
import { chime, getSiteOrder } from "./takeoutApi";

/** Each staff action shows within this long: the page asks again this often. */
const POLL_MS = 1_500;

/** The guest's tracking page: the link they keep (docs/api.md, Takeout and delivery). */
export function TrackingPage({ orderId }: { orderId: string }) {
  const [order, setOrder] = useState<SiteOrderView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const wasReady = useRef<boolean | null>(null);
  const qr = useUpiQr(order?.upiLink ?? null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const fresh = await getSiteOrder(orderId);
        if (stopped) return;
        setOrder(fresh);
        setProblem(null);
        const ready = fresh.status === "ready";
        if (ready && wasReady.current === false) chime();
        wasReady.current = ready;
      } catch (error) {
        if (!stopped) setProblem(error instanceof Error ? error.message : "Could not reach the restaurant");
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId]);

  if (!order) return <div className={styles.stack}>{problem ?? "Loading…"}</div>;
  const amount = formatPaise(order.totalPaise);
  return (
    <div className={styles.stack}>
      <h1>{order.restaurantName}</h1>
      <p className={styles.bigToken}>Token {order.token}</p>
      <p className={styles.notice} role="status" aria-live="polite" data-status={order.status}>
        {order.status === "ready" && order.channel === "pickup" ? "Ready for pickup" : SITE_ORDER_STATUS_LABELS[order.status]}
      </p>
      {["placed", "accepted", "paid", "preparing"].includes(order.status) ? <NotifyButton to="site-order" id={orderId} /> : null}
      {order.reason ? <p>Reason: {order.reason}</p> : null}
      {order.rider ? <p>Rider: {order.rider}</p> : null}
      <ul>
        {order.items.map((item) => (
          <li key={item.name}>
            {item.quantity} × {item.name}
          </li>
        ))}
      </ul>
      <p>
        Total {amount} · {order.paid ? "Paid" : order.payment === "cash" ? `Cash on ${order.channel}` : "To pay by UPI"}
      </p>
      {order.upiLink ? (
        <>
          <a className={styles.notice} href={order.upiLink}>
            Pay {amount} by UPI
          </a>
          {qr ? <img src={qr} width={240} height={240} alt={`UPI QR code for ${amount}`} /> : null}
        </>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}
