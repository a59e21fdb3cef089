import { Link } from "@tanstack/react-router";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { formatPaise } from "../../../shared/billing/paise";
import { type CounterOrder, SITE_ORDER_STATUS_LABELS } from "../../../shared/schemas/takeout";
import { whatsAppLink } from "../../lib/whatsApp";
import { Button, buttonClassName } from "../../ui/Button/Button";
import { Page } from "../../ui/Page/Page";
import * as styles from "./Takeout.css";
import { chime, closeForToday, counterStep, getJson, listCounterOrders, type SiteAnswer, takeCounterOrder } from "./takeoutApi";

const POLL_MS = 2_000;

/** The counter: new online orders with a sound, accept/reject/paid, the pickup board and the delivery list. */
export function CounterPage() {
  const [orders, setOrders] = useState<CounterOrder[]>([]);
  const [restaurant, setRestaurant] = useState<{ id: string; slug: string } | null>(null);
  const slug = restaurant?.slug ?? null;
  const [problem, setProblem] = useState<string | null>(null);
  const seen = useRef<Set<string> | null>(null);

  const refresh = useCallback(async () => {
    try {
      const fresh = await listCounterOrders();
      const waiting = fresh.filter((order) => order.status === "placed" || order.status === "accepted");
      if (seen.current && waiting.some((order) => !seen.current?.has(order.id))) chime();
      seen.current = new Set(fresh.map((order) => order.id));
      setOrders(fresh);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Could not load the online orders");
    }
  }, []);

  useEffect(() => {
    getJson<{ restaurantId: string }>("/api/auth/me")
      .then(({ restaurantId }) =>
        getJson<{ slug: string }>(`/api/restaurants/${restaurantId}/settings`).then(({ slug }) =>
          setRestaurant({ id: restaurantId, slug }),
        ),
      )
      .catch(() => setRestaurant(null));
  }, []);

  useEffect(() => {
    void refresh();
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  async function act(id: string, action: string, body?: unknown) {
    setProblem(null);
    try {
      await counterStep(id, action, body);
      await refresh();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "That did not work");
    }
  }

  const preparing = orders.filter((order) => order.channel === "pickup" && ["paid", "accepted", "preparing"].includes(order.status));
  const ready = orders.filter((order) => order.channel === "pickup" && order.status === "ready");
  const deliveries = orders.filter((order) => order.channel === "delivery" && !["rejected", "expired", "placed"].includes(order.status));
  const open = orders.filter(
    (order) => order.status === "placed" || ((order.status === "accepted" || order.status === "paid") && !order.paid),
  );

  return (
    <Page title="Counter">
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => closeForToday().then(refresh, (error: Error) => setProblem(error.message))}>
          Close online ordering for today
        </Button>
      </div>
      {problem ? <p role="alert">{problem}</p> : null}
      <section aria-label="New online orders">
        <h2>New and unpaid</h2>
        {open.map((order) => (
          <div className={styles.card} key={order.id} data-token={order.token}>
            <strong>
              Token {order.token} · {order.channel === "delivery" ? "DELIVERY" : "PARCEL"} · {formatPaise(order.totalPaise)} ·{" "}
              {order.payment === "upi" ? "UPI" : "Cash"} · {SITE_ORDER_STATUS_LABELS[order.status]}
            </strong>
            <span>
              {order.customerName} · {order.customerPhone} {order.addressLine ? `· ${order.addressLine} ${order.pincode}` : ""}
            </span>
            <span>{order.items.map((item) => `${item.quantity} × ${item.name}`).join(", ")}</span>
            <div className={styles.row}>
              {order.status === "placed" ? <Button onClick={() => act(order.id, "accept")}>Accept</Button> : null}
              {order.status === "placed" || order.status === "accepted" ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    const reason = window.prompt("Reason the guest will see", "Sorry, we cannot take this order now");
                    if (reason) void act(order.id, "reject", { reason });
                  }}
                >
                  Reject
                </Button>
              ) : null}
              {!order.paid ? <Button onClick={() => act(order.id, "paid")}>Mark paid</Button> : null}
              {slug ? (
                <a href={whatsAppLink(order.customerPhone, `Token ${order.token}: ${location.origin}/r/${slug}/orders/${order.id}`)}>
                  WhatsApp
                </a>
              ) : null}
            </div>
          </div>
        ))}
      </section>
      <section aria-label="Pickup board" className={styles.board}>
        <div>
          <h2>Preparing</h2>
          {preparing.map((order) => (
            <div key={order.id} className={styles.row}>
              <p className={styles.bigToken}>{order.token}</p>
              <Button variant="secondary" onClick={() => act(order.id, "ready")}>
                Ready
              </Button>
            </div>
          ))}
        </div>
        <div>
          <h2>Ready</h2>
          {ready.map((order) => (
            <div key={order.id} className={styles.row}>
              <p className={styles.bigToken}>{order.token}</p>
              <Button variant="secondary" onClick={() => act(order.id, "picked-up")}>
                Picked up
              </Button>
              <PrintBill billId={order.billId} token={order.token} />
            </div>
          ))}
        </div>
      </section>
      <section aria-label="Deliveries">
        <h2>Deliveries</h2>
        {deliveries.map((order) => (
          <div className={styles.card} key={order.id}>
            <strong>
              Token {order.token} · {SITE_ORDER_STATUS_LABELS[order.status]} {order.rider ? `· ${order.rider}` : ""}
            </strong>
            <span>
              {order.customerName} · {order.addressLine} {order.pincode}
            </span>
            <div className={styles.row}>
              {order.status !== "out-for-delivery" && order.status !== "delivered" ? (
                <Button
                  onClick={() => {
                    const rider = window.prompt("Rider's name");
                    if (rider) void act(order.id, "out-for-delivery", { rider });
                  }}
                >
                  Out for delivery
                </Button>
              ) : null}
              {order.status === "out-for-delivery" ? <Button onClick={() => act(order.id, "delivered")}>Delivered</Button> : null}
              <PrintBill billId={order.billId} token={order.token} />
            </div>
          </div>
        ))}
      </section>
      {restaurant ? <PhoneOrder restaurantId={restaurant.id} onTaken={refresh} /> : null}
    </Page>
  );
}

/** A parcel or phone order taken at the counter: one dish line at a time, cash, pickup or delivery. */
/** The parcel's bill on the receipt printer, once it has one (made when it reached the kitchen). */
function PrintBill({ billId, token }: { billId: string | null; token: number }) {
  if (billId === null) return null;
  return (
    <Link
      to="/bills/$billId/print"
      params={{ billId }}
      search={{}}
      className={buttonClassName({ variant: "secondary" })}
      aria-label={`Print the bill of token ${token}`}
    >
      Print bill
    </Link>
  );
}

function PhoneOrder({ restaurantId, onTaken }: { restaurantId: string; onTaken: () => Promise<void> }) {
  const [menu, setMenu] = useState<SiteAnswer["menuItems"]>([]);
  const [dishId, setDishId] = useState("");
  const [quantity, setQuantity] = useState(1);
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    getJson<SiteAnswer["menuItems"]>(`/api/restaurants/${restaurantId}/menu`)
      .then((items) => setMenu(items.filter((item) => item.isAvailable && item.optionGroups.length === 0)))
      .catch(() => setMenu([]));
  }, [restaurantId]);

  const dish = menu.find((item) => item.id === dishId);
  async function take(event: FormEvent) {
    event.preventDefault();
    if (!dish) return;
    setProblem(null);
    try {
      await takeCounterOrder({
        mode: "pickup",
        pickupAt: null,
        address: null,
        items: [{ id: dish.id, name: dish.name, price: dish.price, quantity }],
        totalAmount: dish.price * quantity,
        customerName: name,
        customerPhone: phone,
        payment: "cash",
      });
      setName("");
      setPhone("");
      await onTaken();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The order was not taken");
    }
  }

  return (
    <form aria-label="Phone order" className={styles.card} onSubmit={take}>
      <h2>Parcel or phone order (pickup, cash)</h2>
      <label>
        Dish
        <select className={styles.input} value={dishId} onChange={(event) => setDishId(event.target.value)}>
          <option value="">Choose a dish</option>
          {menu.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} · ₹{item.price}
            </option>
          ))}
        </select>
      </label>
      <label>
        Quantity
        <input
          className={styles.input}
          type="number"
          min={1}
          value={quantity}
          onChange={(event) => setQuantity(Number(event.target.value))}
        />
      </label>
      <label>
        Guest's name
        <input className={styles.input} value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Guest's phone
        <input className={styles.input} value={phone} onChange={(event) => setPhone(event.target.value)} inputMode="tel" />
      </label>
      {problem ? <p role="alert">{problem}</p> : null}
      <Button type="submit" disabled={!dish}>
        Take order
      </Button>
    </form>
  );
}
