import { useId, useState } from "react";
import { maxChoices, optionsPrice, pickedChoices, resolveOptions, toggleChoice } from "../../../shared/menu-options";
import { formatRupees } from "../../../shared/money";
import type { ChosenOption, OptionGroup } from "../../../shared/schemas/menu-options";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { Button } from "../../ui/Button/Button";
import { ChoiceInput } from "../../ui/ChoiceInput/ChoiceInput";
import * as styles from "./Diner.css";
import * as orderStyles from "./DinerOrder.css";
import { useText } from "./i18n/DinerText";
import { fill } from "./i18n/messages";
import { ModalDialog } from "./ModalDialog";

interface OptionSheetProps {
  /** The dish being added, in the diner's language; null while the sheet is closed. */
  dish: DinerMenuItem | null;
  onClose: () => void;
  onAdd: (dish: DinerMenuItem, options: ChosenOption[]) => void;
}

/**
 * The small sheet a dish with options opens (docs/diner-ordering.md, Options): a choice per group,
 * required groups before Add to Cart, the line's price as the choices change.
 */
export function OptionSheet({ dish, onClose, onAdd }: OptionSheetProps) {
  const titleId = useId();
  return (
    <ModalDialog open={dish !== null} onClose={onClose} labelledBy={titleId}>
      {/* Keyed by dish, so each opening starts with nothing chosen. */}
      {dish ? <SheetBody key={dish.id} dish={dish} titleId={titleId} onClose={onClose} onAdd={onAdd} /> : null}
    </ModalDialog>
  );
}

function SheetBody({ dish, titleId, onClose, onAdd }: { dish: DinerMenuItem; titleId: string } & Omit<OptionSheetProps, "dish">) {
  const text = useText();
  const [chosen, setChosen] = useState<ChosenOption[]>([]);
  // The price follows every tap, before the required choices are all made.
  const picked = pickedChoices(dish.optionGroups, chosen);
  const price = optionsPrice(dish.price, picked);
  const ready = resolveOptions(dish.optionGroups, chosen).ok;

  const toggle = (group: OptionGroup, choiceId: string) => setChosen((current) => toggleChoice(current, group, choiceId));

  return (
    <div className={orderStyles.dialogBody}>
      <div className={orderStyles.dialogHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          <bdi>{dish.name}</bdi>
        </h2>
        <Button variant="ghost" size="icon" className={styles.tap} aria-label={text.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      {dish.optionGroups.map((group) => (
        <GroupChoices key={group.id} group={group} chosen={chosen} onToggle={(choiceId) => toggle(group, choiceId)} />
      ))}
      <div className={orderStyles.addLine}>
        <span className={styles.price} aria-live="polite">
          {formatRupees(price)}
        </span>
        <Button size="lg" disabled={!ready} onClick={() => onAdd(dish, chosen)}>
          {text.addToCart}
        </Button>
      </div>
    </div>
  );
}

const priceChange = (delta: number) => (delta > 0 ? `+${formatRupees(delta)}` : "");

function GroupChoices({ group, chosen, onToggle }: { group: OptionGroup; chosen: ChosenOption[]; onToggle: (choiceId: string) => void }) {
  const text = useText();
  const mine = chosen.filter((one) => one.groupId === group.id);
  const max = maxChoices(group);
  const full = group.kind === "multiple" && mine.length >= max;
  let hint = group.required ? text.required : text.optional;
  if (group.kind === "multiple" && max < group.choices.length) hint = `${hint} · ${fill(text.chooseUpTo, { max })}`;
  return (
    <fieldset className={orderStyles.group}>
      <legend className={orderStyles.groupName}>
        <bdi>{group.name}</bdi> <span className={styles.quiet}>{hint}</span>
      </legend>
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
            className={orderStyles.choice}
          >
            <bdi className={orderStyles.choiceName}>{choice.name}</bdi>
            <span className={styles.quiet}>{choice.isAvailable ? priceChange(choice.priceDelta) : text.soldOut}</span>
          </ChoiceInput>
        );
      })}
    </fieldset>
  );
}
