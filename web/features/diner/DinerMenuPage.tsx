import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { cartCount, cartLines, cartTotal, removeFromCart } from "../../../shared/cart";
import { QR_CODE_PATTERN } from "../../../shared/constants";
import type { DinerLanguage } from "../../../shared/languages";
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
import { DinerTextProvider, useCatalogue, useText } from "./i18n/DinerText";
import { categoryName, ENGLISH, fill, formatTime, type Messages } from "./i18n/messages";
import { LanguageSwitch } from "./LanguageSwitch";
import { localizeMenu } from "./localizeMenu";
import { ServiceCallButtons } from "./ServiceCallButtons";
import { TableBill } from "./TableBill";
import { useAddDish } from "./useAddDish";
import { useDinerLanguage } from "./useDinerLanguage";
import { useDinerMenu } from "./useDinerMenu";
import { useStoredCart } from "./useStoredCart";
import { withGst } from "./withGst";

/*
 * Ordering (the dialog, its form and checks, the queue, the status card) loads when the first dish
 * goes into the cart or the phone already keeps an order, not with the menu: the menu shows sooner
 * on a slow connection (docs/diner-ordering.md, Budget).
 */
const TableOrdering = lazy(() => retryImport(() => import("./TableOrdering")).then((module) => ({ default: module.TableOrdering })));
const ResendPendingOrder = lazy(() =>
  retryImport(() => import("./ResendPendingOrder")).then((module) => ({ default: module.ResendPendingOrder })),
);
// Comes with the ordering chunk on the first touch, before a diner can have tapped a dish with options.
const OptionSheet = lazy(() => retryImport(() => import("./OptionSheet")).then((module) => ({ default: module.OptionSheet })));

/** The diner's page for one table: `/menu/{qrCode}` (docs/product.md, The diner's menu). */
export function DinerMenuPage({ qrCode }: { qrCode: string | undefined }) {
  if (!qrCode || !QR_CODE_PATTERN.test(qrCode)) return <InvalidCode />;
  // Keyed, so moving to another table's code starts that table's page afresh.
  return <TableMenu key={qrCode} qrCode={qrCode} />;
}

function InvalidCode() {
  const { language, catalogue } = useDinerLanguage(null);
  const text = catalogue ?? ENGLISH;
  return (
    <MenuMessage language={language} title={text.invalidQr}>
      {text.scanValidQr}
    </MenuMessage>
  );
}

function MenuMessage({ language, title, children }: { language: DinerLanguage; title: string; children: ReactNode }) {
  return (
    <div className={styles.page} lang={language}>
      <h1 className={styles.restaurantName}>{title}</h1>
      <div className={styles.muted}>{children}</div>
    </div>
  );
}

function TableMenu({ qrCode }: { qrCode: string }) {
  const menu = useDinerMenu(qrCode);
  const { language, choose, catalogue } = useDinerLanguage(
    menu.state.status === "ready" ? menu.state.lookup.restaurant.menuLanguage : null,
  );
  // Above the words' provider, so read straight from the catalogue.
  const text: Messages = catalogue ?? ENGLISH;
  // An order the phone keeps goes out at once, without waiting for the menu (a reload mid-order).
  const [orderWaiting] = useState(() => readJson(pageStorage(), dinerKey("pending-order", qrCode)) !== null);
  const resend =
    orderWaiting && menu.state.status !== "ready" ? (
      <Suspense fallback={null}>
        <ResendPendingOrder qrCode={qrCode} />
      </Suspense>
    ) : null;
  let page: ReactNode;
  switch (menu.state.status) {
    case "loading":
      page = (
        <div className={styles.page} lang={language}>
          <p role="status">{text.loadingMenu}</p>
          {resend}
        </div>
      );
      break;
    case "not-found":
      page = (
        <MenuMessage language={language} title={text.tableNotFound}>
          {text.tableNotFoundBody}
        </MenuMessage>
      );
      break;
    case "unreachable":
      page = (
        <MenuMessage language={language} title={text.noConnection}>
          <p>{text.menuUnreachable}</p>
          <Button className={styles.tap} onClick={menu.retry}>
            {text.tryAgain}
          </Button>
          {resend}
        </MenuMessage>
      );
      break;
    case "ready":
      page = (
        <MenuView
          qrCode={qrCode}
          lookup={menu.state.lookup}
          savedAt={menu.state.savedAt}
          onMenuChanged={menu.replaceMenu}
          language={language}
          onChooseLanguage={choose}
        />
      );
  }
  return <DinerTextProvider value={catalogue}>{page}</DinerTextProvider>;
}

interface MenuViewProps {
  qrCode: string;
  lookup: QrLookup;
  savedAt: string | null;
  onMenuChanged: (menuItems: DinerMenuItem[]) => void;
  language: DinerLanguage;
  onChooseLanguage: (language: DinerLanguage) => void;
}

/**
 * True from the diner's first touch or key on: the option sheet's code loads then, before the tap that
 * opens it has landed, and not in a guest's first download (docs/diner-ordering.md, Budget).
 */
function useFirstTouch(): boolean {
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (touched) return;
    const touch = () => setTouched(true);
    window.addEventListener("pointerdown", touch, { once: true });
    window.addEventListener("keydown", touch, { once: true });
    return () => {
      window.removeEventListener("pointerdown", touch);
      window.removeEventListener("keydown", touch);
    };
  }, [touched]);
  return touched;
}

/** Whether this phone keeps an order for the table: then the ordering part loads straight away. */
function hasOrderOnPhone(qrCode: string): boolean {
  return (
    readJson(pageStorage(), dinerKey("pending-order", qrCode)) !== null || readJson(pageStorage(), dinerKey("last-order", qrCode)) !== null
  );
}

function MenuView({ qrCode, lookup, savedAt, onMenuChanged, language, onChooseLanguage }: MenuViewProps) {
  const [cart, setCart] = useStoredCart(qrCode);
  const [dialogOpen, setDialogOpen] = useState(false);
  const text = useText();
  const catalogue = useCatalogue();
  const menuItems = useMemo(() => localizeMenu(lookup.menuItems, language), [lookup.menuItems, language]);
  const lines = cartLines(cart, menuItems);
  const count = cartCount(lines);
  const [vegOnly, setVegOnly] = useState(false);
  // Laid out from the English names, so switching language never moves a dish.
  const sections = dinerSections(lookup.menuItems, vegOnly, language);
  const { add, sheetDish, closeSheet, addChosen } = useAddDish(menuItems, cart, setCart);
  const touched = useFirstTouch();
  const remove = (key: string) => setCart((current) => removeFromCart(current, key));
  const openCart = () => setDialogOpen(true);
  const seats = lookup.table.capacity === 1 ? text.oneSeat : fill(text.seats, { n: lookup.table.capacity });
  // The restaurant's page: its name, not Rasoi's, names the tab.
  useDocumentTitle(fill(text.pageTitle, { restaurant: lookup.restaurant.name, table: lookup.table.tableNumber }), true);
  // Once loaded, the ordering part stays mounted, so what the diner typed survives an emptied cart.
  const [orderingShown, setOrderingShown] = useState(() => hasOrderOnPhone(qrCode));
  if ((count > 0 || dialogOpen) && !orderingShown) setOrderingShown(true);

  return (
    <div className={styles.page} lang={language}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.restaurantName}>{lookup.restaurant.name}</h1>
          <p className={styles.muted}>{fill(text.tableSeats, { table: lookup.table.tableNumber, seats })}</p>
        </div>
        <LanguageSwitch menuLanguage={lookup.restaurant.menuLanguage} language={language} onChoose={onChooseLanguage} />
        <Button className={styles.tap} aria-haspopup="dialog" onClick={openCart}>
          {fill(text.cart, { count })}
        </Button>
      </header>
      {savedAt !== null ? <SavedCopyNote savedAt={savedAt} /> : null}
      <ServiceCallButtons qrCode={qrCode} />
      <TableBill qrCode={qrCode} menu={lookup.menuItems} language={language} />
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
            gstOnTop={lookup.restaurant.gstOnTop}
          />
        </Suspense>
      ) : null}
      {menuItems.length > 0 ? (
        <CategoryBar categories={sections.map((section) => section.category)} vegOnly={vegOnly} onVegOnlyChange={setVegOnly} />
      ) : null}
      {sections.length === 0 ? <p className={styles.muted}>{text.noItems}</p> : null}
      {sections.map((section) => (
        <section
          key={section.category}
          id={categoryAnchor(section.category)}
          className={styles.section}
          aria-label={categoryName(section.category, catalogue)}
        >
          <h2 className={styles.sectionTitle}>{categoryName(section.category, catalogue)}</h2>
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
          {fill(text.viewCart, { count, total: withGst(formatRupees(cartTotal(lines)), lookup.restaurant.gstOnTop) })}
        </Button>
      ) : null}
      {touched || sheetDish ? (
        <Suspense fallback={null}>
          <OptionSheet dish={sheetDish} onClose={closeSheet} onAdd={addChosen} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Says quietly that the menu on screen is the copy saved on the phone, not a fresh one. */
function SavedCopyNote({ savedAt }: { savedAt: string }) {
  const text = useText();
  const catalogue = useCatalogue();
  const known = !Number.isNaN(Date.parse(savedAt));
  return (
    <p role="status" className={styles.quiet}>
      {known ? fill(text.savedMenuFrom, { time: formatTime(new Date(savedAt).toISOString(), catalogue) }) : text.savedMenu}
    </p>
  );
}
