import { type FormEvent, lazy, Suspense, useCallback, useEffect, useState } from "react";
import { formatPaise } from "../../../shared/billing/paise";
import { addToCart, type Cart, cartLines, cartTotal, removeFromCart, toOrderItem } from "../../../shared/cart";
import type { ChosenOption } from "../../../shared/schemas/menu-options";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import type { Channel, SiteOrderInput } from "../../../shared/schemas/takeout";
import { setSoundWanted } from "../../lib/chime";
import { retryImport } from "../../lib/retryImport";
import { Button } from "../../ui/Button/Button";
import { CartLines, GuestDishList } from "./GuestDishList";
import * as styles from "./Takeout.css";
import { getSite, readPending, type SiteAnswer, sendSiteOrder, TakeoutError } from "./takeoutApi";

/** The diner's option sheet, fetched when a guest first picks a dish with options: most parcels have none. */
const OptionSheet = lazy(() => retryImport(() => import("../diner/OptionSheet")).then((module) => ({ default: module.OptionSheet })));

/** The guest's takeout and delivery order on the restaurant's website, phone first (docs/api.md, Takeout and delivery). */
export function GuestOrderPage({ slug, onPlaced }: { slug: string; onPlaced: (id: string) => void }) {
  const [site, setSite] = useState<SiteAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cart, setCart] = useState<Cart>({});
  const [sheetDishId, setSheetDishId] = useState<string | null>(null);
  // The sheet stays mounted once opened, so closing it plays out as on the table's page.
  const [sheetOpened, setSheetOpened] = useState(false);
  if (sheetDishId !== null && !sheetOpened) setSheetOpened(true);
  const [mode, setMode] = useState<Channel>("pickup");
  const [slot, setSlot] = useState("");
  const [line, setLine] = useState("");
  const [pincode, setPincode] = useState("");
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [sending, setSending] = useState(false);

  /** The website's answer; the first one also picks the mode and pincode the restaurant offers. */
  const loadSite = useCallback(
    (first: boolean) =>
      getSite(slug).then(
        (answer) => {
          setSite(answer);
          if (!first) return;
          if (answer.online && !answer.online.pickup && answer.online.delivery) setMode("delivery");
          setPincode(answer.online?.zones[0]?.pincode ?? "");
        },
        (error: Error) => setProblem(error.message),
      ),
    [slug],
  );

  useEffect(() => {
    void loadSite(true);
    // An order kept from a visit whose answer was lost is sent again with its key.
    const kept = readPending(slug);
    if (kept)
      sendSiteOrder(slug, kept.input).then(
        (view) => onPlaced(view.id),
        () => undefined,
      );
  }, [slug, onPlaced, loadSite]);

  if (!site) return <div className={styles.stack}>{problem ?? "Loading…"}</div>;
  const { online } = site;
  if (!online) return <div className={styles.stack}>{site.name} does not take orders online. Please call the restaurant.</div>;
  const dishes = site.menuItems.filter((dish) => dish.isAvailable);
  const lines = cartLines(cart, dishes);
  const dishesRupees = cartTotal(lines);
  const zone = online.zones.find((known) => known.pincode === pincode);
  const sheetDish = dishes.find((dish) => dish.id === sheetDishId) ?? null;

  /** A dish with options opens the sheet; one without goes straight in. */
  const addDish = (dish: DinerMenuItem) => {
    if (dish.optionGroups.length > 0) setSheetDishId(dish.id);
    else setCart((current) => addToCart(current, dish));
  };
  const addChosen = (dish: DinerMenuItem, options: ChosenOption[]) => {
    setCart((current) => addToCart(current, dish, options));
    setSheetDishId(null);
  };
  const addOneMore = (key: string) => {
    const line = lines.find((one) => one.key === key);
    const dish = dishes.find((one) => one.id === line?.id);
    if (line && dish) setCart((current) => addToCart(current, dish, line.options));
  };

  async function place(payment: "upi" | "cash", event?: FormEvent) {
    event?.preventDefault();
    // This tap is the gesture browsers need before the tracking page may ring when the order is ready.
    setSoundWanted(true);
    setProblem(null);
    const input: SiteOrderInput = {
      mode,
      pickupAt: slot ? new Date(slot).toISOString() : null,
      address: mode === "delivery" ? { line, pincode } : null,
      // Options exactly as a table's QR order sends them: the server prices them from its own menu.
      items: lines.map(toOrderItem),
      totalAmount: dishesRupees,
      customerName: name,
      customerPhone: phone,
      payment,
    };
    setSending(true);
    try {
      onPlaced((await sendSiteOrder(slug, input)).id);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The order could not be sent");
      // Prices or a choice changed meanwhile: the menu is read again, so the cart shows them as they are now.
      if (error instanceof TakeoutError && error.status === 409) void loadSite(false);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <form className={styles.stack} onSubmit={(event) => place(online.upi ? "upi" : "cash", event)}>
        <h1>{site.name}: order online</h1>
        <p>{site.openingLabel}</p>
        {online.open ? null : (
          <p className={styles.notice} role="status">
            {online.closedToday ? "Online ordering is closed today. Please call the restaurant." : "Online ordering is not available."}
          </p>
        )}
        <fieldset>
          <legend>Pickup or delivery</legend>
          {online.pickup ? (
            <label>
              <input type="radio" name="mode" checked={mode === "pickup"} onChange={() => setMode("pickup")} /> Pickup
            </label>
          ) : null}{" "}
          {online.delivery ? (
            <label>
              <input type="radio" name="mode" checked={mode === "delivery"} onChange={() => setMode("delivery")} /> Delivery
            </label>
          ) : null}
        </fieldset>
        <label>
          When (leave empty for as soon as possible)
          <input className={styles.input} type="datetime-local" value={slot} onChange={(event) => setSlot(event.target.value)} />
        </label>
        {mode === "delivery" ? (
          <>
            <label>
              Address
              <input
                className={styles.input}
                value={line}
                onChange={(event) => setLine(event.target.value)}
                autoComplete="street-address"
              />
            </label>
            <label>
              Pincode
              <select className={styles.input} value={pincode} onChange={(event) => setPincode(event.target.value)}>
                {online.zones.map((known) => (
                  <option key={known.pincode} value={known.pincode}>
                    {known.pincode} (delivery ₹{known.feeRupees}, minimum ₹{known.minimumRupees})
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        <GuestDishList dishes={dishes} cart={cart} onAdd={addDish} onRemove={(key) => setCart((current) => removeFromCart(current, key))} />
        <CartLines lines={lines} onAdd={addOneMore} onRemove={(key) => setCart((current) => removeFromCart(current, key))} />
        <label>
          Name
          <input className={styles.input} value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" />
        </label>
        <label>
          Phone
          <input
            className={styles.input}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            inputMode="tel"
            autoComplete="tel"
          />
        </label>
        <p>
          Dishes: {formatPaise(dishesRupees * 100)}
          {mode === "delivery" && zone ? ` · Delivery: ${formatPaise(zone.feeRupees * 100)}` : ""}
          {online.packagingPerOrderRupees ? ` · Packaging from ${formatPaise(online.packagingPerOrderRupees * 100)}` : ""}
        </p>
        {problem ? (
          <p className={styles.notice} role="alert">
            {problem}
          </p>
        ) : null}
        {online.upi ? (
          <Button type="submit" disabled={sending || !online.open || lines.length === 0}>
            Order and pay by UPI
          </Button>
        ) : null}
        {online.cash ? (
          <Button variant="secondary" disabled={sending || !online.open || lines.length === 0} onClick={() => place("cash")}>
            {mode === "delivery" ? "Order: cash on delivery" : "Order: cash on pickup"}
          </Button>
        ) : null}
      </form>
      {/* Outside the form: the sheet's choices are radio groups of their own. */}
      {sheetOpened ? (
        <Suspense fallback={null}>
          <OptionSheet dish={sheetDish} onClose={() => setSheetDishId(null)} onAdd={addChosen} />
        </Suspense>
      ) : null}
    </>
  );
}
