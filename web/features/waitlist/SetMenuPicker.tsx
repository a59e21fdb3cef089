import { useState } from "react";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import * as styles from "./Bookings.css";
import { NativeSelect } from "./NativeSelect";
import type { SetMenuLine } from "./reservationForm";

interface SetMenuPickerProps {
  dishes: readonly { id: string; name: string }[];
  lines: readonly SetMenuLine[];
  onChange: (lines: SetMenuLine[]) => void;
  error?: string | undefined;
}

/** An event's set menu: dishes of the restaurant's menu, each with its portions per guest. */
export function SetMenuPicker({ dishes, lines, onChange, error }: SetMenuPickerProps) {
  const [dishId, setDishId] = useState("");
  const [quantity, setQuantity] = useState("1");
  const nameOf = (id: string) => dishes.find((dish) => dish.id === id)?.name ?? "A dish no longer on the menu";
  const chosen = dishId || dishes.find((dish) => !lines.some((line) => line.menuItemId === dish.id))?.id || "";
  const portions = Number(quantity);
  const canAdd = chosen !== "" && Number.isInteger(portions) && portions >= 1 && portions <= 50;

  const add = () => {
    if (!canAdd) return;
    const others = lines.filter((line) => line.menuItemId !== chosen);
    onChange([...others, { menuItemId: chosen, quantity: portions }]);
    setDishId("");
    setQuantity("1");
  };

  return (
    <fieldset className={styles.eventBox}>
      <legend>Set Menu</legend>
      {lines.length > 0 ? (
        <ul className={styles.lines} aria-label="Set menu">
          {lines.map((line) => (
            <li key={line.menuItemId} className={styles.line}>
              <span>
                {nameOf(line.menuItemId)} × {line.quantity} per guest
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${nameOf(line.menuItemId)}`}
                onClick={() => onChange(lines.filter((other) => other.menuItemId !== line.menuItemId))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.addRow}>
        <div className={styles.grow}>
          <NativeSelect
            label="Dish"
            value={chosen}
            onChange={(event) => setDishId(event.target.value)}
            error={error}
            options={
              dishes.length === 0
                ? [{ value: "", label: "No dishes on the menu" }]
                : dishes.map((dish) => ({ value: dish.id, label: dish.name }))
            }
          />
        </div>
        <div className={styles.narrow}>
          <Field
            label="Per Guest"
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </div>
        <Button variant="secondary" onClick={add} disabled={!canAdd}>
          Add Dish
        </Button>
      </div>
    </fieldset>
  );
}
