import { useId, useState } from "react";
import { addToCart, type Cart, cartCount, cartLines, cartTotal, reconcileCart, removeFromCart, toOrderItem } from "../../../shared/cart";
import { groupByCategory } from "../../../shared/menu-order";
import { matchesDishSearch } from "../../../shared/menu-search";
import { formatRupees } from "../../../shared/money";
import type { ChosenOption } from "../../../shared/schemas/menu-options";
import { type LocalMenuItem, type LocalTable, useMenuItems, useMutate, useSyncStatus } from "../../data/hooks";
import { useSessionUser } from "../../data/session";
import { Button } from "../../ui/Button/Button";
import { DietMark } from "../../ui/DietMark/DietMark";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./Floor.css";
import { OptionPicker } from "./OptionPicker";
import "../../ui/Toast/toastStrip.css";

interface OrderPadProps {
  table: LocalTable;
  onDone(): void;
}

/**
 * The captain's order pad for a phone held in one hand (docs/decisions/063-waiter-floor.md): a jump bar
 * of categories, search by Latin letters, one tap adds a dish, plus and minus per line, one note for
 * the kitchen, and Send to Kitchen. A dish with options opens a picker; each combination is its own
 * line. Sent through the outbox, so it works with no connection.
 */
export function OrderPad({ table, onDone }: OrderPadProps) {
  const menu = useMenuItems();
  const mutate = useMutate();
  const sync = useSyncStatus();
  const user = useSessionUser();
  const [cart, setCart] = useState<Cart>({});
  const [query, setQuery] = useState("");
  const [note, setNote] = useState("");
  const [sending, setSending] = useState(false);
  const [picking, setPicking] = useState<LocalMenuItem | null>(null);
  const ids = useId();
  const sections = groupByCategory((menu ?? []).filter((dish) => matchesDishSearch(dish.name, query)));
  const lines = cartLines(cart, menu ?? []);
  // Dishes sold out since they were added would be refused (409): named here, left out, kept in case they come back.
  const soldOut = menu ? reconcileCart(cart, menu).removed : [];
  const sectionId = (category: string) => `${ids}-${category.replace(/\W+/g, "-")}`;

  const send = async () => {
    if (!user || lines.length === 0) return;
    setSending(true);
    try {
      await mutate.placeStaffOrder({
        tableId: table.id,
        items: lines.map(toOrderItem),
        totalAmount: cartTotal(lines),
        specialInstructions: note,
        takenBy: user.username,
      });
      // Offline it is kept on this phone, not yet in the kitchen: say so, or the waiter waits for food nobody cooks.
      const title = sync?.online === false ? "Saved, sends when online" : "Sent to Kitchen";
      toast({ title, description: `Table ${table.tableNumber}: ${cartCount(lines)} items` });
      onDone();
    } catch {
      toast({ title: "Order Failed", description: "Failed to send the order to the kitchen", variant: "destructive" });
    } finally {
      setSending(false);
    }
  };

  const tapDish = (dish: LocalMenuItem) => {
    if (dish.optionGroups.length > 0) setPicking(dish);
    else setCart((current) => addToCart(current, dish));
  };
  const addPicked = (dish: LocalMenuItem, options: ChosenOption[]) => {
    setCart((current) => addToCart(current, dish, options));
    setPicking(null);
  };

  return (
    <section className={styles.stack} aria-labelledby={`${ids}-title`} data-toast-strip>
      <div className={styles.cardHead}>
        <h2 id={`${ids}-title`} className={styles.title}>
          Order for Table {table.tableNumber}
        </h2>
        <Button variant="secondary" className={styles.big} onClick={onDone}>
          Back to tables
        </Button>
      </div>
      <input
        type="search"
        className={styles.search}
        placeholder="Search dishes"
        aria-label="Search dishes"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <nav aria-label="Categories" className={styles.tabs}>
        {sections.map((section) => (
          <Button
            key={section.category}
            variant="secondary"
            size="sm"
            className={styles.tab}
            onClick={() => document.getElementById(sectionId(section.category))?.scrollIntoView({ block: "start" })}
          >
            {section.category}
          </Button>
        ))}
      </nav>
      {menu === undefined ? <p className={styles.muted}>Loading menu...</p> : null}
      {menu && sections.length === 0 ? <p className={styles.muted}>No dish matches "{query}"</p> : null}
      {sections.map((section) => (
        <div key={section.category}>
          <h3 id={sectionId(section.category)} className={styles.categoryTitle}>
            {section.category}
          </h3>
          <ul className={styles.dishes}>
            {section.items.map((dish) => (
              <li key={dish.id}>
                <button
                  type="button"
                  className={styles.dish}
                  disabled={!dish.isAvailable}
                  aria-label={dish.isAvailable ? `Add ${dish.name}` : `${dish.name}, unavailable`}
                  onClick={() => tapDish(dish)}
                >
                  <span className={styles.dishName}>
                    <DietMark diet={dish.diet} />
                    {dish.name}
                  </span>
                  <span className={styles.dishPrice}>{dish.isAvailable ? formatRupees(dish.price) : "Unavailable"}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className={styles.sendBar}>
        {soldOut.length > 0 ? (
          <p className={styles.muted} role="status">
            Sold out, left out of this order: {soldOut.join(", ")}
          </p>
        ) : null}
        {lines.length > 0 ? (
          <ul className={styles.list} aria-label="This order">
            {lines.map((line) => (
              <li key={line.key} className={styles.line}>
                <span>
                  {line.name} · {formatRupees(line.price)}
                </span>
                <span className={styles.row}>
                  <Button
                    variant="secondary"
                    size="icon"
                    className={styles.big}
                    aria-label={`One fewer ${line.name}`}
                    onClick={() => setCart((current) => removeFromCart(current, line.key))}
                  >
                    −
                  </Button>
                  <span className={styles.quantity}>{line.quantity}</span>
                  <Button
                    variant="secondary"
                    size="icon"
                    className={styles.big}
                    aria-label={`One more ${line.name}`}
                    onClick={() => setCart((current) => addToCart(current, { id: line.id, isAvailable: true }, line.options))}
                  >
                    +
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <textarea
          className={styles.note}
          aria-label="Note for the kitchen"
          placeholder="Note for the kitchen"
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button size="lg" fullWidth className={styles.big} disabled={lines.length === 0 || sending} onClick={() => void send()}>
          Send to Kitchen{lines.length > 0 ? ` (${cartCount(lines)}) · ${formatRupees(cartTotal(lines))}` : ""}
        </Button>
      </div>
      <OptionPicker dish={picking} onClose={() => setPicking(null)} onAdd={addPicked} />
    </section>
  );
}
