import { subtractLines } from "../../../shared/cart";
import { pageStorage } from "../../lib/pageStorage";
import { toast } from "../../ui/Toast/toastStore";
import { dinerKey, readJson, writeJson } from "./dinerStorage";
import { useText, useWords } from "./i18n/DinerText";
import { ENGLISH_ORDER } from "./i18n/englishOrder";
import { PendingOrderCard } from "./PendingOrderCard";
import { useOrderQueue } from "./useOrderQueue";
import { readCart } from "./useStoredCart";

/**
 * Sends the order waiting on the phone while the menu is not on screen yet (still loading, or no
 * connection): a reload mid-order must not hold the order back until the menu answers. A placed order
 * is remembered as the ordering part would (the status card, the cart without its lines), so the page
 * shows it once the menu is there.
 */
export function ResendPendingOrder({ qrCode }: { qrCode: string }) {
  const text = useWords(ENGLISH_ORDER);
  const { close } = useText();
  const ordering = useOrderQueue(qrCode, (outcome) => {
    const storage = pageStorage();
    if (outcome.kind === "placed") {
      if (outcome.order) writeJson(storage, dinerKey("last-order", qrCode), outcome.order);
      const cartKey = dinerKey("cart", qrCode);
      writeJson(storage, cartKey, subtractLines(readCart(readJson(storage, cartKey)), outcome.sent.items));
      toast({ title: text.orderPlaced, description: text.orderPlacedBody, closeLabel: close });
    } else if (outcome.kind === "refused") {
      toast({ title: text.orderFailed, description: outcome.message ?? text.orderFailedBody, variant: "destructive", closeLabel: close });
    }
  });
  return ordering.pending ? (
    <PendingOrderCard pending={ordering.pending} sending={ordering.sending} onRetry={ordering.retryNow} menu={[]} />
  ) : null;
}
