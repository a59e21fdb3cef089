import { lazy, type ReactNode, Suspense, useState } from "react";
import { addToCart, cartCount, cartLines, cartTotal, removeFromCart } from "../../../shared/cart";
import { QR_CODE_PATTERN } from "../../../shared/constants";
import { formatOrderTime } from "../../../shared/dates";
import { groupByCategory } from "../../../shared/menu-order";
import { formatRupees } from "../../../shared/money";
import type { DinerMenuItem, QrLookup } from "../../../shared/schemas/qr";
import { pageStorage } from "../../lib/pageStorage";
import { Button } from "../../ui/Button/Button";
import * as styles from "./Diner.css";
import { DishCard } from "./DishCard";
import { dinerKey, readJson } from "./dinerStorage";
import { useDinerMenu } from "./useDinerMenu";
import { useStoredCart } from "./useStoredCart";

/*
 * Ordering (the dialog, its form and checks, the queue, the status card) loads when the first dish
 * goes into the cart or the phone already keeps an order, not with the menu: the menu shows sooner
 * on a slow connection (docs/diner-ordering.md, Budget).
 */
const TableOrdering = lazy(() => import("./TableOrdering").then((module) => ({ default: module.TableOrdering })));
const ResendPendingOrder = lazy(() => import("./ResendPendingOrder").then((module) => ({ default: module.ResendPendingOrder })));

/** The diner's page for one table: `/menu/{qrCode}` (docs/product.md, The diner's menu). */
export function DinerMenuPage({ qrCode }: { qrCode: string | undefined }) {
  if (!qrCode || !QR_CODE_PATTERN.test(qrCode)) {
    return <MenuMessage title="Invalid QR Code">Please scan a valid table QR code</MenuMessage>;
  }
  // Keyed, so moving to another table's code starts that table's page afresh.
  return <TableMenu key={qrCode} qrCode={qrCode} />;
}

function MenuMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.restaurantName}>{title}</h1>
      <div className={styles.muted}>{children}</div>
    </div>
  );
}

function TableMenu({ qrCode }: { qrCode: string }) {
  const menu = useDinerMenu(qrCode);
  // An order the phone keeps goes out at once, without waiting for the menu (a reload mid-order).
  const [orderWaiting] = useState(() => readJson(pageStorage(), dinerKey("pending-order", qrCode)) !== null);
  const resend =
    orderWaiting && menu.state.status !== "ready" ? (
      <Suspense fallback={null}>
        <ResendPendingOrder qrCode={qrCode} />
      </Suspense>
    ) : null;
  switch (menu.state.status) {
    case "loading":
      return (
        <div className={styles.page}>
          <p role="status">Loading menu...</p>
          {resend}
        </div>
      );
    case "not-found":
      return <MenuMessage title="Table Not Found">This QR code is not valid or the table is not available</MenuMessage>;
    case "unreachable":
      return (
        <MenuMessage title="No connection">
          <p>The menu could not be loaded. Check your Wi-Fi or mobile data and try again.</p>
          <Button className={styles.tap} onClick={menu.retry}>
            Try Again
          </Button>
          {resend}
        </MenuMessage>
      );
    case "ready":
      return <MenuView qrCode={qrCode} lookup={menu.state.lookup} savedAt={menu.state.savedAt} onMenuChanged={menu.replaceMenu} />;
  }
}

interface MenuViewProps {
  qrCode: string;
  lookup: QrLookup;
  savedAt: string | null;
  onMenuChanged: (menuItems: DinerMenuItem[]) => void;
}

/** Whether this phone keeps an order for the table: then the ordering part loads straight away. */
function hasOrderOnPhone(qrCode: string): boolean {
  return (
    readJson(pageStorage(), dinerKey("pending-order", qrCode)) !== null || readJson(pageStorage(), dinerKey("last-order", qrCode)) !== null
  );
}

function MenuView({ qrCode, lookup, savedAt, onMenuChanged }: MenuViewProps) {
  const [cart, setCart] = useStoredCart(qrCode);
  const [dialogOpen, setDialogOpen] = useState(false);
  const lines = cartLines(cart, lookup.menuItems);
  const count = cartCount(lines);
  const sections = groupByCategory(lookup.menuItems);
  const add = (dishId: string) => {
    const dish = lookup.menuItems.find((item) => item.id === dishId);
    if (dish) setCart((current) => addToCart(current, dish));
  };
  const remove = (dishId: string) => setCart((current) => removeFromCart(current, dishId));
  const openCart = () => setDialogOpen(true);
  const seats = lookup.table.capacity === 1 ? "1 seat" : `${lookup.table.capacity} seats`;
  // Once loaded, the ordering part stays mounted, so what the diner typed survives an emptied cart.
  const [orderingShown, setOrderingShown] = useState(() => hasOrderOnPhone(qrCode));
  if ((count > 0 || dialogOpen) && !orderingShown) setOrderingShown(true);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.restaurantName}>{lookup.restaurant.name}</h1>
          <p className={styles.muted}>
            Table {lookup.table.tableNumber} · {seats}
          </p>
        </div>
        <Button className={styles.tap} aria-haspopup="dialog" onClick={openCart}>
          Cart ({count})
        </Button>
      </header>
      {savedAt !== null ? <SavedCopyNote savedAt={savedAt} /> : null}
      {orderingShown ? (
        <Suspense fallback={null}>
          <TableOrdering
            qrCode={qrCode}
            menuItems={lookup.menuItems}
            cart={cart}
            setCart={setCart}
            onMenuChanged={onMenuChanged}
            dialogOpen={dialogOpen}
            setDialogOpen={setDialogOpen}
            onAdd={add}
            onRemove={remove}
          />
        </Suspense>
      ) : null}
      {sections.length === 0 ? <p className={styles.muted}>No menu items available</p> : null}
      {sections.map((section) => (
        <section key={section.category} className={styles.section} aria-label={section.category}>
          <h2 className={styles.sectionTitle}>{section.category}</h2>
          <ul className={styles.dishes}>
            {section.items.map((dish) => (
              <DishCard
                key={dish.id}
                dish={dish}
                quantity={cart[dish.id] ?? 0}
                onAdd={() => add(dish.id)}
                onRemove={() => remove(dish.id)}
              />
            ))}
          </ul>
        </section>
      ))}
      {count > 0 ? (
        <Button size="lg" className={styles.floatingCart} aria-haspopup="dialog" onClick={openCart}>
          View Cart ({count}) · {formatRupees(cartTotal(lines))}
        </Button>
      ) : null}
    </div>
  );
}

/** Says quietly that the menu on screen is the copy saved on the phone, not a fresh one. */
function SavedCopyNote({ savedAt }: { savedAt: string }) {
  const when = Number.isNaN(Date.parse(savedAt)) ? "" : ` from ${formatOrderTime(new Date(savedAt).toISOString())}`;
  return (
    <p role="status" className={styles.quiet}>
      No connection: showing the menu saved on this phone{when}.
    </p>
  );
}
