import { useEffect, useRef, useState } from "react";
import { formatPaise } from "../../../shared/billing/paise";
import {
  SITE_ORDER_ACCEPT_MS,
  SITE_ORDER_STATUS_LABELS,
  type SiteOrderEstimate,
  type SiteOrderStatus,
  type TrackedSiteOrder,
} from "../../../shared/schemas/takeout";
import { announce, setSoundWanted } from "../../lib/chime";
import { useUpiQr } from "../../lib/useUpiQr";
import { Button } from "../../ui/Button/Button";
import { NotifyButton } from "../push";
import * as styles from "./Takeout.css";
import { getSiteOrder, listenToSiteOrder } from "./takeoutApi";

/** Only when the stream cannot open (refused when full, no EventSource, a proxy that cuts it) does the page ask, this often. */
const SLOW_POLL_MS = 15_000;
/** Nothing moves on after these: the stream is closed. */
const FINAL: readonly SiteOrderStatus[] = ["rejected", "delivered", "picked-up", "expired"];

/**
 * The guest's tracking page: the link they keep (docs/api.md, Takeout and delivery). Each staff step
 * arrives on the order's event stream the moment it commits; it rings and buzzes once when a pickup
 * order turns ready.
 */
export function TrackingPage({ orderId }: { orderId: string }) {
  const [order, setOrder] = useState<TrackedSiteOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const wasReady = useRef<boolean | null>(null);
  // A page opened from a link (not from the order form's tap) may only ring once the guest has tapped it.
  const [ringing, setRinging] = useState(false);
  const qr = useUpiQr(order?.upiLink ?? null);

  useEffect(() => {
    let stopped = false;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const show = (fresh: TrackedSiteOrder) => {
      if (stopped) return;
      setOrder(fresh);
      setProblem(null);
      const ready = fresh.status === "ready";
      // Once, the moment it turns ready: not on opening a page that was ready already.
      if (ready && wasReady.current === false && fresh.channel === "pickup") announce(true);
      wasReady.current = ready;
      clearTimeout(expiry);
      // No staff step marks an order expired: the page reads it again when its time to be accepted is up.
      if (fresh.status === "placed")
        expiry = setTimeout(() => void read(), Math.max(0, Date.parse(fresh.createdAt) + SITE_ORDER_ACCEPT_MS - Date.now()) + 1_000);
      if (FINAL.includes(fresh.status)) stop();
    };
    const read = async () => {
      try {
        show(await getSiteOrder(orderId));
      } catch (error) {
        if (!stopped) setProblem(error instanceof Error ? error.message : "Could not reach the restaurant");
      }
    };
    const stream = listenToSiteOrder(orderId, { order: show, ready: () => void read() });
    const poll = setInterval(() => {
      if (!stream?.live()) void read();
    }, SLOW_POLL_MS);
    function stop() {
      stopped = true;
      stream?.close();
      clearInterval(poll);
      clearTimeout(expiry);
    }
    void read();
    return stop;
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
      {order.estimate ? <p>{estimateText(order.estimate)}</p> : null}
      {order.pickupAt ? (
        <p>
          {order.channel === "pickup" ? "Pickup" : "Delivery"} at {clock(order.pickupAt)}
        </p>
      ) : null}
      {order.channel === "pickup" && !ringing && order.status !== "ready" && !FINAL.includes(order.status) ? (
        <Button
          variant="secondary"
          onClick={() => {
            setSoundWanted(true);
            setRinging(true);
          }}
        >
          Ring this phone when it is ready
        </Button>
      ) : null}
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

const clock = (iso: string) => new Date(iso).toLocaleTimeString("en-IN", { hour: "numeric", minute: "2-digit" });

/** From the restaurant's measured prep times: a time once the kitchen has the order, minutes before. */
function estimateText({ prepMinutes, readyBy }: SiteOrderEstimate): string {
  return readyBy ? `Ready by about ${clock(readyBy)}` : `About ${prepMinutes} min once the kitchen starts`;
}
