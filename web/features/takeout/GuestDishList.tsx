import type { Cart, CartLine } from "../../../shared/cart";
import { parseLineKey } from "../../../shared/menu-options";
import { formatRupees } from "../../../shared/money";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { Button } from "../../ui/Button/Button";
import { DietMark } from "../../ui/DietMark/DietMark";
import * as styles from "./Takeout.css";

/** How many of a dish the cart holds, over all its lines (one per combination of choices). */
function quantityOf(cart: Cart, dishId: string): number {
  return Object.entries(cart).reduce((sum, [key, quantity]) => (parseLineKey(key).dishId === dishId ? sum + quantity : sum), 0);
}

interface GuestDishListProps {
  dishes: readonly DinerMenuItem[];
  cart: Cart;
  /** A dish with options opens the option sheet; one without goes into the cart. */
  onAdd: (dish: DinerMenuItem) => void;
  onRemove: (key: string) => void;
}

/**
 * The guest's menu: photo where the dish has one (lazy, sized, so nothing shifts), veg mark, name and a
 * price that never wraps; − and + for a dish without options, + (the option sheet) for one with them.
 */
export function GuestDishList({ dishes, cart, onAdd, onRemove }: GuestDishListProps) {
  return (
    <section aria-label="Menu">
      <ul className={styles.dishList}>
        {dishes.map((dish) => {
          const withOptions = dish.optionGroups.length > 0;
          const quantity = quantityOf(cart, dish.id);
          return (
            <li className={styles.dish} key={dish.id}>
              {dish.photo ? (
                <img
                  className={styles.dishPhoto}
                  src={dish.photo.src}
                  srcSet={dish.photo.srcset}
                  sizes="64px"
                  width={dish.photo.width}
                  height={dish.photo.height}
                  loading="lazy"
                  decoding="async"
                  alt=""
                />
              ) : null}
              <span className={styles.dishText}>
                <span className={styles.dishName}>
                  <DietMark diet={dish.diet} /> {dish.name}
                </span>
                <span className={styles.price} data-price>
                  {formatRupees(dish.price)}
                  {withOptions ? <span className={styles.quiet}> · options</span> : null}
                </span>
              </span>
              <span className={styles.controls}>
                {withOptions ? null : (
                  <Button
                    variant="secondary"
                    aria-label={`Remove one ${dish.name}`}
                    disabled={quantity === 0}
                    onClick={() => onRemove(dish.id)}
                  >
                    −
                  </Button>
                )}
                <output aria-label={`${dish.name} quantity`}>{quantity}</output>
                <Button
                  variant="secondary"
                  aria-label={withOptions ? `Add one ${dish.name}, with options` : `Add one ${dish.name}`}
                  onClick={() => onAdd(dish)}
                >
                  +
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The guest's order so far: each line once, named with its chosen options, one more or one fewer of it. */
export function CartLines({
  lines,
  onAdd,
  onRemove,
}: {
  lines: readonly CartLine[];
  onAdd: (key: string) => void;
  onRemove: (key: string) => void;
}) {
  if (lines.length === 0) return null;
  return (
    <section aria-label="Your order">
      <h2>Your order</h2>
      <ul className={styles.dishList}>
        {lines.map((line) => (
          <li className={styles.dish} key={line.key}>
            <span className={styles.dishText}>
              <span className={styles.dishName}>{line.name}</span>
              <span className={styles.price}>{formatRupees(line.price * line.quantity)}</span>
            </span>
            <span className={styles.controls}>
              <Button variant="secondary" aria-label={`One fewer ${line.name}`} onClick={() => onRemove(line.key)}>
                −
              </Button>
              <span>{line.quantity}</span>
              <Button variant="secondary" aria-label={`One more ${line.name}`} onClick={() => onAdd(line.key)}>
                +
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
