import { useLayoutEffect, useState } from "react";
import { parcelName } from "../../../shared/order-channel";
import type { LocalOrder } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import * as styles from "./Kitchen.css";

/** The ticket's element on the board (KitchenTicket marks it with the order's id). */
const ticketElement = (orderId: string) =>
  [...document.querySelectorAll<HTMLElement>("[data-order-id]")].find((element) => element.dataset.orderId === orderId) ?? null;

/** Whether a ticket sits outside the screen, where the chef would not see it arrive. */
function outOfView(orderId: string): boolean {
  const ticket = ticketElement(orderId);
  if (!ticket) return false;
  const { top, bottom } = ticket.getBoundingClientRect();
  // The kitchen screen scrolls inside <main>, which ends above the toast strip (ui/Toast/toastStrip.css.ts).
  const seen = ticket.closest("main")?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
  return top >= Math.min(seen.bottom, window.innerHeight) || bottom < Math.max(seen.top, 0);
}

/**
 * New orders that landed out of sight are named at the top of the screen ("New orders: Tables 8, 3"),
 * every one of them until the chef has been shown it: each tap scrolls to the oldest still unseen
 * ticket and leaves the others named. Orders that arrived in view need no banner.
 */
export function NewOrderBanner({ arrivals }: { arrivals: readonly LocalOrder[] }) {
  const [unseen, setUnseen] = useState<readonly LocalOrder[]>([]);
  useLayoutEffect(() => {
    const hidden = arrivals
      .filter((order) => outOfView(order.id))
      .sort((a, b) => a.orderTime.localeCompare(b.orderTime) || a.id.localeCompare(b.id));
    // In the order they arrived: the banner names them so, and each tap shows the oldest.
    if (hidden.length > 0) setUnseen((current) => [...current.filter((order) => !hidden.includes(order)), ...hidden]);
  }, [arrivals]);

  const first = unseen[0];
  if (!first) return null;
  const tables = [...new Set(unseen.filter((order) => parcelName(order) === null).map((order) => order.table?.tableNumber ?? "?"))];
  const parcels = [...new Set(unseen.map(parcelName).filter((name) => name !== null))];
  const named = [...(tables.length > 0 ? [`${tables.length === 1 ? "Table" : "Tables"} ${tables.join(", ")}`] : []), ...parcels];
  const label = `${unseen.length === 1 ? "New order" : "New orders"}: ${named.join(", ")}`;
  const show = () => {
    ticketElement(first.id)?.scrollIntoView({ block: "center", behavior: "smooth" });
    setUnseen((current) => current.filter((order) => order !== first));
  };
  return (
    <div className={styles.banner} role="status">
      <Button size="lg" className={styles.bannerButton} onClick={show}>
        {label} · Show
      </Button>
    </div>
  );
}
