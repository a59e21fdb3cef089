import { formatRupees } from "../../../shared/money";
import type { OptionGroup } from "../../../shared/schemas/menu-options";
import type { LocalMenuItem } from "../../data/hooks";
import { Badge } from "../../ui/Badge/Badge";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { DietMark } from "../../ui/DietMark/DietMark";
import { PendingBadge } from "../../ui/PendingBadge/PendingBadge";
import * as styles from "./MenuEditor.css";

/** "Portion: Half ₹180 / Full ₹320 (sold out)": each group's choices at the price a diner pays. */
function optionSummary(group: OptionGroup, price: number): string {
  const choices = group.choices.map((choice) => {
    const cost =
      group.kind === "single" && group.required
        ? ` ${formatRupees(price + choice.priceDelta)}`
        : choice.priceDelta > 0
          ? ` +${formatRupees(choice.priceDelta)}`
          : "";
    return `${choice.name}${cost}${choice.isAvailable ? "" : " (sold out)"}`;
  });
  return `${group.name}: ${choices.join(" / ")}`;
}

interface MenuItemCardProps {
  item: LocalMenuItem;
  onEdit(item: LocalMenuItem): void;
  onDelete(item: LocalMenuItem): void;
  onToggleAvailable(item: LocalMenuItem): void;
}

/** One dish of the Current Menu Items grid, with the one-tap sold-out switch the kitchen needs mid-service. */
export function MenuItemCard({ item, onEdit, onDelete, onToggleAvailable }: MenuItemCardProps) {
  return (
    <Card
      title={item.name}
      headingLevel={3}
      action={
        <span className={styles.badges}>
          <DietMark diet={item.diet ?? null} />
          <Badge tone={item.isAvailable ? "success" : "danger"}>{item.isAvailable ? "Available" : "Unavailable"}</Badge>
          <PendingBadge pending={item.pending} />
        </span>
      }
    >
      {item.localName ? <p lang="und">{item.localName}</p> : null}
      {item.description ? <p className={styles.description}>{item.description}</p> : null}
      {item.optionGroups.map((group) => (
        <p key={group.id} className={styles.optionSummary}>
          {optionSummary(group, item.price)}
        </p>
      ))}
      <p className={styles.priceRow}>
        <span className={styles.price}>{formatRupees(item.price)}</span>
        <span className={styles.muted}>{item.category}</span>
      </p>
      <div className={styles.actions}>
        <Button
          variant={item.isAvailable ? "secondary" : "primary"}
          className={styles.tapTarget}
          aria-label={item.isAvailable ? `Mark ${item.name} sold out` : `Mark ${item.name} available`}
          onClick={() => onToggleAvailable(item)}
        >
          {item.isAvailable ? "Mark Sold Out" : "Mark Available"}
        </Button>
        <Button variant="ghost" className={styles.tapTarget} aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
          Edit
        </Button>
        {/* A secondary action: a quiet button, pushed to the end, confirmed in the app before anything is deleted. */}
        <Button
          variant="ghost"
          className={`${styles.tapTarget} ${styles.deleteAction}`}
          aria-label={`Delete ${item.name}`}
          onClick={() => onDelete(item)}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}
