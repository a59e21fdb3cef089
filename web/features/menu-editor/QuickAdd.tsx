import { type FormEvent, useState } from "react";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Field } from "../../ui/Field/Field";
import * as styles from "./MenuEditor.css";
import { useQuickAddList } from "./quickAddList";

const NAME_MAX = 100;

/** Quick Add (Legacy): a scratch list of dish names on this device only (docs/product.md, Menu editor). */
export function QuickAdd({ restaurantId }: { restaurantId: string }) {
  const list = useQuickAddList(restaurantId);
  const [name, setName] = useState("");

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    list.add(trimmed);
    setName("");
  };

  return (
    <Card title="Quick Add (Legacy)" headingLevel={2} description="Dish names kept on this device only.">
      <form className={styles.quickForm} onSubmit={add}>
        <div className={styles.grow}>
          <Field label="Dish Name" value={name} maxLength={NAME_MAX} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary" className={styles.tapTarget}>
          Add
        </Button>
      </form>
      {list.names.length > 0 ? (
        <ul className={styles.quickList} aria-label="Quick Add dishes">
          {list.names.map((dish, index) => (
            // Names may repeat; the position is what tells two equal names apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever appended to or cut by index.
            <li key={`${index}-${dish}`} className={styles.quickRow}>
              <span>{dish}</span>
              <Button
                variant="ghost"
                size="sm"
                className={styles.tapTarget}
                aria-label={`Remove ${dish}`}
                onClick={() => list.remove(index)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
