import type { Ref } from "react";
import { ORDER_LINE_QUANTITY } from "../../../shared/constants";
import { Button } from "../../ui/Button/Button";
import * as styles from "./Diner.css";
import { useText } from "./i18n/DinerText";
import { fill } from "./i18n/messages";

interface QuantityControlProps {
  name: string;
  quantity: number;
  onAdd: () => void;
  onRemove: () => void;
  /** The + button, for moving focus onto it when the control first appears. */
  addRef?: Ref<HTMLButtonElement>;
}

/** − quantity + for one dish; each button says which dish it changes. */
export function QuantityControl({ name, quantity, onAdd, onRemove, addRef }: QuantityControlProps) {
  const text = useText();
  return (
    <fieldset className={styles.stepper} aria-label={fill(text.quantityOf, { name })}>
      <Button variant="secondary" size="icon" className={styles.tap} aria-label={fill(text.removeOne, { name })} onClick={onRemove}>
        <span aria-hidden="true">−</span>
      </Button>
      <span className={styles.quantity} aria-live="polite">
        {quantity}
      </span>
      <Button
        ref={addRef}
        variant="secondary"
        size="icon"
        className={styles.tap}
        aria-label={fill(text.addOne, { name })}
        onClick={onAdd}
        disabled={quantity >= ORDER_LINE_QUANTITY.max}
      >
        <span aria-hidden="true">+</span>
      </Button>
    </fieldset>
  );
}
