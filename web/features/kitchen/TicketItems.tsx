import { isMildSpice, isSpiceOption, lineKey, optionLabel } from "../../../shared/menu-options";
import type { OrderLine } from "../../../shared/schemas/orders";
import * as styles from "./Kitchen.css";

/**
 * The dishes on a ticket as the pass reads them: "2 x Chicken Biryani · Full · Spicy · + Raita",
 * always in English, with the spice level standing out so it is not missed.
 */
export function TicketItems({ items, className = styles.items }: { items: readonly OrderLine[]; className?: string }) {
  return (
    <ul className={className} aria-label="Items">
      {items.map((item) => (
        <li key={lineKey(item.id, item.options ?? [])}>
          {item.quantity} x <bdi>{item.name}</bdi>
          {item.options?.map((option) => (
            <span key={option.groupId + option.choiceId}>
              {" · "}
              {isSpiceOption(option) ? (
                <bdi>
                  <strong className={isMildSpice(option) ? styles.mildSpice : styles.spice} title={option.groupName}>
                    {optionLabel(option)}
                  </strong>
                </bdi>
              ) : (
                <bdi>{optionLabel(option)}</bdi>
              )}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
