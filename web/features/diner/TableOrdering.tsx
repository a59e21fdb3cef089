import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from "react";
import { type Cart, cartLines, cartTotal, reconcileCart, subtractLines, toOrderItem } from "../../../shared/cart";
import type { OrderContactFields } from "../../../shared/schemas/orders";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { pageStorage } from "../../lib/pageStorage";
import { toast } from "../../ui/Toast/toastStore";
import { useText, useWords } from "./i18n/DinerText";
import { ENGLISH_ORDER } from "./i18n/englishOrder";
import { OrderDialog } from "./OrderDialog";
import type { OrderNotice } from "./OrderNotice";
import { OrderStatusCard } from "./OrderStatusCard";
import { rememberContact } from "./orderContact";
import type { OrderOutcome } from "./orderQueue";
import { PendingOrderCard } from "./PendingOrderCard";
import { useOrderQueue } from "./useOrderQueue";
import { useTrackedOrder } from "./useTrackedOrder";

interface TableOrderingProps {
  qrCode: string;
  menuItems: DinerMenuItem[];
  cart: Cart;
  setCart: Dispatch<SetStateAction<Cart>>;
  /** A refused order brought back the current menu. */
  onMenuChanged: (menuItems: DinerMenuItem[]) => void;
  dialogOpen: boolean;
  setDialogOpen: (open: boolean) => void;
  onAdd: (key: string) => void;
  onRemove: (key: string) => void;
  /** GST is added to these prices on the bill. */
  gstOnTop: boolean;
}

/**
 * Everything after the menu: the Your Order dialog, the order waiting to be sent and the placed
 * order's status card. Loaded once the diner starts an order or has one on the phone
 * (docs/diner-ordering.md, Budget).
 */
export function TableOrdering({
  qrCode,
  menuItems,
  cart,
  setCart,
  onMenuChanged,
  dialogOpen,
  setDialogOpen,
  onAdd,
  onRemove,
  gstOnTop,
}: TableOrderingProps) {
  const tracked = useTrackedOrder(qrCode);
  const text = useWords(ENGLISH_ORDER);
  const { close } = useText();
  const [notice, setNotice] = useState<OrderNotice | null>(null);
  /** Bumped after each placed order: a fresh dialog keeps the remembered details and clears the instructions. */
  const [placedOrders, setPlacedOrders] = useState(0);

  const ordering = useOrderQueue(qrCode, (outcome: OrderOutcome) => {
    switch (outcome.kind) {
      case "placed":
        setCart((current) => subtractLines(current, outcome.sent.items));
        if (outcome.order) tracked.follow(outcome.order);
        setNotice(null);
        setDialogOpen(false);
        setPlacedOrders((placed) => placed + 1);
        toast({ title: text.orderPlaced, description: text.orderPlacedBody, closeLabel: close });
        return;
      case "review": {
        onMenuChanged(outcome.menuItems);
        const { cart: kept, removed } = reconcileCart(cart, outcome.menuItems);
        setCart(kept);
        setNotice({ kind: "review", message: outcome.message, removed });
        setDialogOpen(true);
        return;
      }
      case "refused":
        setNotice(null);
        toast({
          title: text.orderFailed,
          description: outcome.message ?? text.orderFailedBody,
          variant: "destructive",
          closeLabel: close,
        });
        return;
      case "expired":
        setNotice({ kind: "expired" });
        return;
      case "waiting":
        setNotice({ kind: "saved" });
        return;
    }
  });

  const lines = cartLines(cart, menuItems);
  const total = cartTotal(lines);

  // The menu changed under an open cart (a price, a dish sold out: the page hears it live): the diner
  // reviews before placing, as after the server's 409, rather than paying what they did not see.
  const shownMenu = useRef(menuItems);
  useEffect(() => {
    const before = shownMenu.current;
    shownMenu.current = menuItems;
    if (before === menuItems || !dialogOpen || notice?.kind === "review") return;
    const was = cartLines(cart, before);
    const now = cartLines(cart, menuItems);
    const same = was.length === now.length && was.every((line, index) => line.key === now[index]?.key && line.price === now[index]?.price);
    if (!same) setNotice({ kind: "review", message: "", removed: reconcileCart(cart, menuItems).removed });
  }, [menuItems, cart, dialogOpen, notice]);
  const place = (contact: OrderContactFields) => {
    rememberContact(pageStorage(), contact);
    return ordering.place({ ...contact, items: lines.map(toOrderItem), totalAmount: total });
  };

  return (
    <>
      {/* Only once a try has failed: an order on its first way out is not "waiting". */}
      {ordering.pending && ordering.pending.attempts > 0 ? (
        <PendingOrderCard pending={ordering.pending} sending={ordering.sending} onRetry={ordering.retryNow} menu={menuItems} />
      ) : null}
      {tracked.order ? <OrderStatusCard order={tracked.order} menu={menuItems} bringIntoView={placedOrders} /> : null}
      <OrderDialog
        key={placedOrders}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        lines={lines}
        total={total}
        notice={notice}
        onPlace={place}
        waiting={ordering.pending !== null}
        onAdd={onAdd}
        onRemove={onRemove}
        gstOnTop={gstOnTop}
      />
    </>
  );
}
