import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { cartCount, cartLines, cartTotal, removeFromCart } from "../../../shared/cart";
import { QR_CODE_PATTERN } from "../../../shared/constants";
import { formatOrderTime } from "../../../shared/dates";
import { formatRupees } from "../../../shared/money";
import type { DinerMenuItem, QrLookup } from "../../../shared/schemas/qr";
import { pageStorage } from "../../lib/pageStorage";
import { retryImport } from "../../lib/retryImport";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { Button } from "../../ui/Button/Button";
import { CategoryBar } from "./CategoryBar";
import * as styles from "./Diner.css";
import { DishCard } from "./DishCard";
import { categoryAnchor, dinerSections } from "./dinerSections";
import { dinerKey, readJson } from "./dinerStorage";
import { DinerTextProvider } from "./i18n/DinerText";
import { fill } from "./i18n/messages";
import { LanguageSwitch } from "./LanguageSwitch";
import { localizeMenu } from "./localizeMenu";
import { OptionSheet } from "./OptionSheet";
import { TableBill } from "./TableBill";
import { useAddDish } from "./useAddDish";
import { useDinerLanguage } from "./useDinerLanguage";
import { useDinerMenu } from "./useDinerMenu";
import { useStoredCart } from "./useStoredCart";

/*
 * Ordering (the dialog, its form and checks, the queue, the status card) loads when the first dish
 * goes into the cart or the phone already keeps an order, not with the menu: the menu shows sooner
 * on a slow connection (docs/diner-ordering.md, Budget).
 */
// Fetched after first paint: the call button is not needed to read the menu (docs/diner-ordering.md, Budget).
const ServiceCallButtons = lazy(() =>
  retryImport(() => import("./ServiceCallButtons")).then((module) => ({ default: module.ServiceCallButtons })),
);
const TableOrdering = lazy(() => retryImport(() => import("./TableOrdering")).then((module) => ({ default: module.TableOrdering })));
const ResendPendingOrder = lazy(() =>
  retryImport(() => import("./ResendPendingOrder")).then((module) => ({ default: module.ResendPendingOrder })),
);

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
  const { language, choose, text, catalogue } = useDinerLanguage(lookup.restaurant.menuLanguage);
  const menuItems = useMemo(() => localizeMenu(lookup.menuItems, language), [lookup.menuItems, language]);
  const lines = cartLines(cart, menuItems);
  const count = cartCount(lines);
  const [vegOnly, setVegOnly] = useState(false);
  const sections = dinerSections(menuItems, vegOnly);
  const { add, sheetDish, closeSheet, addChosen } = useAddDish(menuItems, cart, setCart);
  const remove = (key: string) => setCart((current) => removeFromCart(current, key));
  const openCart = () => setDialogOpen(true);
  const seats = lookup.table.capacity === 1 ? text.oneSeat : fill(text.seats, { n: lookup.table.capacity });
  // The restaurant's page: its name, not Rasoi's, names the tab.
  useDocumentTitle(`${lookup.restaurant.name} · Table ${lookup.table.tableNumber}`, true);
  // Once loaded, the ordering part stays mounted, so what the diner typed survives an emptied cart.
  const [orderingShown, setOrderingShown] = useState(() => hasOrderOnPhone(qrCode));
  if ((count > 0 || dialogOpen) && !orderingShown) setOrderingShown(true);

  return (
    <DinerTextProvider value={catalogue}>
      <div className={styles.page} lang={language}>
        <header className={styles.header}>
          <div>
            <h1 className={styles.restaurantName}>{lookup.restaurant.name}</h1>
            <p className={styles.muted}>{fill(text.tableSeats, { table: lookup.table.tableNumber, seats })}</p>
          </div>
          <LanguageSwitch menuLanguage={lookup.restaurant.menuLanguage} language={language} onChoose={choose} />
          <Button className={styles.tap} aria-haspopup="dialog" onClick={openCart}>
            {fill(text.cart, { count })}
          </Button>
        </header>
        {savedAt !== null ? <SavedCopyNote savedAt={savedAt} /> : null}
        <div className={styles.callSlot}>
          <Suspense fallback={null}>
            <ServiceCallButtons qrCode={qrCode} />
          </Suspense>
        </div>
        <TableBill qrCode={qrCode} />
        {orderingShown ? (
          <Suspense fallback={null}>
            <TableOrdering
              qrCode={qrCode}
              menuItems={menuItems}
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
        {menuItems.length > 0 ? (
          <CategoryBar categories={sections.map((section) => section.category)} vegOnly={vegOnly} onVegOnlyChange={setVegOnly} />
        ) : null}
        {sections.length === 0 ? <p className={styles.muted}>{text.noItems}</p> : null}
        {sections.map((section) => (
          <section key={section.category} id={categoryAnchor(section.category)} className={styles.section} aria-label={section.category}>
            <h2 className={styles.sectionTitle}>{section.category}</h2>
            <ul className={styles.dishes}>
              {section.items.map((dish) => (
                <DishCard
                  key={dish.id}
                  dish={dish}
                  quantity={dish.optionGroups.length > 0 ? 0 : (cart[dish.id] ?? 0)}
                  onAdd={() => add(dish.id)}
                  onRemove={() => remove(dish.id)}
                />
              ))}
            </ul>
          </section>
        ))}
        {count > 0 ? (
          <Button size="lg" className={styles.floatingCart} aria-haspopup="dialog" onClick={openCart}>
            {fill(text.viewCart, { count, total: formatRupees(cartTotal(lines)) })}
          </Button>
        ) : null}
        <OptionSheet dish={sheetDish} onClose={closeSheet} onAdd={addChosen} />
      </div>
    </DinerTextProvider>
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
