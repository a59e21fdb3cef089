import { isMildSpice, isSpiceOption, optionLabel } from "../../../shared/menu-options";
import { liveQuantity } from "../../../shared/order-lines";
import type { OrderLine } from "../../../shared/schemas/orders";
import { RECALL_MS } from "../../../shared/stations";
import * as styles from "./Kitchen.css";
import { SettlingButton } from "./TapSettling";

/** A station's own buttons on each line: Ready, then Recall for a minute (docs/api.md, Stations). */
export interface LineBumps {
  now: Date;
  onReady(line: OrderLine, ready: boolean): void;
  settling?: boolean;
}

/**
 * The dishes on a ticket as the pass reads them: "2 x Chicken Biryani · Full · Spicy · + Raita",
 * always in English, with the spice level standing out so it is not missed. A voided quantity is struck
 * through; with `bumps`, each line has its Ready button.
 */
export function TicketItems({
  items,
  className = styles.items,
  bumps,
}: {
  items: readonly OrderLine[];
  className?: string;
  bumps?: LineBumps | undefined;
}) {
  return (
    <ul className={className} aria-label="Items">
      {items.map((item) => {
        const live = liveQuantity(item);
        return (
          <li key={item.lineId} className={bumps ? styles.bumpLine : undefined} data-line-id={item.lineId}>
            <span className={live <= 0 ? styles.voided : item.readyAt ? styles.lineDone : undefined}>
              {item.voidedQuantity > 0 && live > 0 ? (
                <>
                  <s className={styles.voided}>{item.quantity}</s>{" "}
                </>
              ) : null}
              {live > 0 ? live : item.quantity} x <bdi>{item.name}</bdi>
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
              {item.voidedQuantity > 0 ? <span className={styles.voidNote}> ({item.voidedQuantity} void)</span> : null}
            </span>
            {bumps && live > 0 ? <LineBump line={item} bumps={bumps} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

function LineBump({ line, bumps }: { line: OrderLine; bumps: LineBumps }) {
  const { now, onReady, settling = false } = bumps;
  if (line.readyAt === null) {
    return (
      <SettlingButton size="md" disabled={settling} onClick={() => onReady(line, true)} aria-label={`Ready: ${line.name}`}>
        Ready
      </SettlingButton>
    );
  }
  const recallable = now.getTime() - Date.parse(line.readyAt) <= RECALL_MS;
  return recallable ? (
    <SettlingButton
      size="md"
      variant="secondary"
      disabled={settling}
      onClick={() => onReady(line, false)}
      aria-label={`Recall: ${line.name}`}
    >
      Recall
    </SettlingButton>
  ) : (
    <span className={styles.lineReadyMark}>Ready</span>
  );
}
