import { useEffect, useId, useRef } from "react";
import { formatRupees } from "../../../shared/money";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { Badge } from "../../ui/Badge/Badge";
import { Button } from "../../ui/Button/Button";
import { DietMark } from "../../ui/DietMark/DietMark";
import * as styles from "./Diner.css";
import { useCatalogue, useText } from "./i18n/DinerText";
import { QuantityControl } from "./QuantityControl";

interface DishCardProps {
  dish: DinerMenuItem;
  quantity: number;
  onAdd: () => void;
  onRemove: () => void;
}

/**
 * One dish: name, price, description; Add to Cart, then − quantity + once it is in the cart. Sold-out
 * dishes show Unavailable and no controls. Focus follows the control that replaces the one pressed.
 */
export function DishCard({ dish, quantity, onAdd, onRemove }: DishCardProps) {
  const nameId = useId();
  const addToCart = useRef<HTMLButtonElement>(null);
  const addOne = useRef<HTMLButtonElement>(null);
  /** The control to focus once the pressed one has been replaced. */
  const refocus = useRef<"add-one" | "add-to-cart" | null>(null);
  const inCart = quantity > 0;
  const text = useText();
  const catalogue = useCatalogue();

  useEffect(() => {
    if (!refocus.current) return;
    (refocus.current === "add-one" ? addOne : addToCart).current?.focus();
    refocus.current = null;
  });

  let controls = null;
  if (!dish.isAvailable) controls = <Badge tone="danger">{text.unavailable}</Badge>;
  else if (!inCart) {
    controls = (
      <Button
        ref={addToCart}
        className={styles.tap}
        aria-describedby={nameId}
        onClick={() => {
          onAdd();
          refocus.current = "add-one";
        }}
      >
        {text.addToCart}
      </Button>
    );
  } else {
    controls = (
      <QuantityControl
        name={dish.name}
        quantity={quantity}
        addRef={addOne}
        onAdd={onAdd}
        onRemove={() => {
          onRemove();
          if (quantity === 1) refocus.current = "add-to-cart";
        }}
      />
    );
  }

  return (
    <li className={styles.panel}>
      {dish.photo ? (
        // Lazy and sized from the answer, so photos never push the menu about nor cost bytes before they scroll into view.
        <img
          className={styles.dishPhoto}
          src={dish.photo.src}
          srcSet={dish.photo.srcset}
          sizes="(min-width: 720px) 360px, 100vw"
          width={dish.photo.width}
          height={dish.photo.height}
          loading="lazy"
          decoding="async"
          alt=""
        />
      ) : null}
      <div className={styles.dishHead}>
        {/* Beside the name, not in it: the heading stays the dish's name; the mark is read as its own image. */}
        <span className={styles.dishTitle}>
          <DietMark
            diet={dish.diet}
            labels={catalogue ? { veg: catalogue.dietVeg, "non-veg": catalogue.dietNonVeg, egg: catalogue.dietEgg } : undefined}
          />
          <h3 id={nameId} className={styles.dishName}>
            {dish.name}
          </h3>
        </span>
        <span className={styles.price}>{formatRupees(dish.price)}</span>
      </div>
      {dish.description ? <p className={styles.muted}>{dish.description}</p> : null}
      <div className={styles.dishFoot}>{controls}</div>
    </li>
  );
}
