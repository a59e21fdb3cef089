import { useState } from "react";
import { maxChoices, optionsPrice, pickedChoices, resolveOptions, toggleChoice } from "../../../shared/menu-options";
import { formatRupees } from "../../../shared/money";
import type { ChosenOption, OptionGroup } from "../../../shared/schemas/menu-options";
import type { LocalMenuItem } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { ChoiceInput } from "../../ui/ChoiceInput/ChoiceInput";
import { Dialog, DialogContent } from "../../ui/Dialog/Dialog";
import * as styles from "./Floor.css";

interface OptionPickerProps {
  /** The dish being added; null while the picker is closed. */
  dish: LocalMenuItem | null;
  onClose(): void;
  onAdd(dish: LocalMenuItem, options: ChosenOption[]): void;
}

/** The order pad's compact picker for a dish with options: required groups before Add, the price as choices change. */
export function OptionPicker({ dish, onClose, onAdd }: OptionPickerProps) {
  return (
    <Dialog open={dish !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {dish ? (
        <DialogContent title={dish.name}>
          {/* Keyed by dish, so each opening starts with nothing chosen. */}
          <PickerBody key={dish.id} dish={dish} onAdd={onAdd} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PickerBody({ dish, onAdd }: { dish: LocalMenuItem; onAdd: OptionPickerProps["onAdd"] }) {
  const [chosen, setChosen] = useState<ChosenOption[]>([]);
  const price = optionsPrice(dish.price, pickedChoices(dish.optionGroups, chosen));
  const ready = resolveOptions(dish.optionGroups, chosen).ok;
  return (
    <div className={styles.stack}>
      {dish.optionGroups.map((group) => (
        <PickerGroup
          key={group.id}
          group={group}
          chosen={chosen}
          onToggle={(choiceId) => setChosen((current) => toggleChoice(current, group, choiceId))}
        />
      ))}
      <div className={styles.line}>
        <span className={styles.quantity} aria-live="polite">
          {formatRupees(price)}
        </span>
        <Button size="lg" className={styles.big} disabled={!ready} onClick={() => onAdd(dish, chosen)}>
          Add to Order
        </Button>
      </div>
    </div>
  );
}

function PickerGroup({ group, chosen, onToggle }: { group: OptionGroup; chosen: ChosenOption[]; onToggle(choiceId: string): void }) {
  const mine = chosen.filter((one) => one.groupId === group.id);
  const full = group.kind === "multiple" && mine.length >= maxChoices(group);
  return (
    <fieldset className={styles.optionGroup}>
      <legend className={styles.categoryTitle}>
        {group.name} <span className={styles.muted}>{group.required ? "Required" : "Optional"}</span>
      </legend>
      <div className={styles.row}>
        {group.choices.map((choice) => {
          const checked = mine.some((one) => one.choiceId === choice.id);
          return (
            <ChoiceInput
              key={choice.id}
              kind={group.kind}
              name={group.id}
              checked={checked}
              disabled={!choice.isAvailable || (full && !checked)}
              onToggle={() => onToggle(choice.id)}
              className={styles.choice}
            >
              {choice.name}
              {choice.isAvailable ? (choice.priceDelta > 0 ? ` +${formatRupees(choice.priceDelta)}` : "") : " (Sold out)"}
            </ChoiceInput>
          );
        })}
      </div>
    </fieldset>
  );
}
