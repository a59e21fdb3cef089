import { type FormEvent, useEffect, useState } from "react";
import { formatPaise } from "../../../shared/billing/paise";
import type { Channel, SiteOrderInput } from "../../../shared/schemas/takeout";
import { Button } from "../../ui/Button/Button";
import * as styles from "./Takeout.css";
import { getSite, readPending, type SiteAnswer, sendSiteOrder } from "./takeoutApi";

/** The guest's takeout and delivery order on the restaurant's website, phone first (docs/api.md, Takeout and delivery). */
export function GuestOrderPage({ slug, onPlaced }: { slug: string; onPlaced: (id: string) => void }) {
  const [site, setSite] = useState<SiteAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [mode, setMode] = useState<Channel>("pickup");
  const [slot, setSlot] = useState("");
  const [line, setLine] = useState("");
  const [pincode, setPincode] = useState("");
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [sending, setSending] = useState(false);

  useEffect(() => {
    getSite(slug).then(
      (answer) => {
        setSite(answer);
        if (answer.online && !answer.online.pickup && answer.online.delivery) setMode("delivery");
        setPincode(answer.online?.zones[0]?.pincode ?? "");
      },
      (error: Error) => setProblem(error.message),
    );
    // An order kept from a visit whose answer was lost is sent again with its key.
    const kept = readPending(slug);
    if (kept)
      sendSiteOrder(slug, kept.input).then(
        (view) => onPlaced(view.id),
        () => undefined,
      );
  }, [slug, onPlaced]);

  if (!site) return <div className={styles.stack}>{problem ?? "Loading…"}</div>;
  const { online } = site;
  if (!online) return <div className={styles.stack}>{site.name} does not take orders online. Please call the restaurant.</div>;
  const dishes = site.menuItems.filter((dish) => dish.isAvailable && dish.optionGroups.length === 0);
  const items = dishes
    .filter((dish) => (quantities[dish.id] ?? 0) > 0)
    .map((dish) => ({ id: dish.id, name: dish.name, price: dish.price, quantity: quantities[dish.id] ?? 0 }));
  const dishesRupees = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const zone = online.zones.find((known) => known.pincode === pincode);

  async function place(payment: "upi" | "cash", event?: FormEvent) {
    event?.preventDefault();
    setProblem(null);
    const input: SiteOrderInput = {
      mode,
      pickupAt: slot ? new Date(slot).toISOString() : null,
      address: mode === "delivery" ? { line, pincode } : null,
      items,
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
    } finally {
      setSending(false);
    }
  }

  return (
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
            <input className={styles.input} value={line} onChange={(event) => setLine(event.target.value)} autoComplete="street-address" />
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
      <section aria-label="Menu">
        {dishes.map((dish) => (
          <div className={styles.dish} key={dish.id}>
            <span>
              {dish.name} · ₹{dish.price}
            </span>
            <span className={styles.row}>
              <Button
                variant="secondary"
                aria-label={`Remove one ${dish.name}`}
                onClick={() => setQuantities({ ...quantities, [dish.id]: Math.max(0, (quantities[dish.id] ?? 0) - 1) })}
              >
                −
              </Button>
              <output aria-label={`${dish.name} quantity`}>{quantities[dish.id] ?? 0}</output>
              <Button
                variant="secondary"
                aria-label={`Add one ${dish.name}`}
                onClick={() => setQuantities({ ...quantities, [dish.id]: (quantities[dish.id] ?? 0) + 1 })}
              >
                +
              </Button>
            </span>
          </div>
        ))}
      </section>
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
        <Button type="submit" disabled={sending || !online.open || items.length === 0}>
          Order and pay by UPI
        </Button>
      ) : null}
      {online.cash ? (
        <Button variant="secondary" disabled={sending || !online.open || items.length === 0} onClick={() => place("cash")}>
          {mode === "delivery" ? "Order: cash on delivery" : "Order: cash on pickup"}
        </Button>
      ) : null}
    </form>
  );
}
