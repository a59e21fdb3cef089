import { useState } from "react";
import { useMutate } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { failed, saved } from "../admin";
import * as styles from "./MenuEditor.css";

/** Adds a category to the restaurant's own list (Tandoor, Chinese, Thali), at its end, sent to the first station until routed. */
export function AddCategory({
  categories,
  onAdded,
}: {
  categories: readonly { name: string; stationId: string | null }[] | undefined;
  onAdded(category: string): void;
}) {
  const mutate = useMutate();
  const [name, setName] = useState("");
  const add = async () => {
    const wanted = name.trim();
    if (!categories || wanted === "") return;
    const known = categories.find((category) => category.name.toLowerCase() === wanted.toLowerCase());
    if (known) {
      onAdded(known.name);
      setName("");
      return;
    }
    try {
      await mutate.saveCategories({
        categories: [...categories.map(({ name, stationId }) => ({ name, stationId })), { name: wanted, stationId: null }],
      });
      onAdded(wanted);
      setName("");
      saved(`${wanted} added to your categories`);
    } catch {
      failed("Failed to add the category");
    }
  };
  return (
    <div className={styles.actions}>
      <Field label="New category" autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} placeholder="Tandoor" />
      <Button variant="secondary" onClick={() => void add()} disabled={!categories || name.trim() === ""}>
        Add Category
      </Button>
    </div>
  );
}
