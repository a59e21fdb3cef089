import { minutesSince } from "../../../shared/kitchen";
import { TABLE_STATE_LABELS, type TableFloor } from "../../../shared/table-state";
import { cx } from "../../lib/cx";
import * as styles from "./Floor.css";

interface TableTileProps {
  tableNumber: string;
  floor: TableFloor;
  now: Date;
  selected: boolean;
  onSelect(): void;
  /** "Reserved 8:00 pm · Sharma (4)" while a confirmed booking holds the table (shared/booking-hold.ts). */
  reserved?: string | null;
}

/** One table of the board: its number, its state (with minutes since its first order), flashing while its diner calls. */
export function TableTile({ tableNumber, floor, now, selected, onSelect, reserved = null }: TableTileProps) {
  const minutes = floor.since && floor.state !== "free" ? ` · ${minutesSince(floor.since, now)} min` : "";
  const state = `${TABLE_STATE_LABELS[floor.state]}${minutes}`;
  return (
    <li>
      <button
        type="button"
        className={cx(styles.tile[floor.state], floor.ready && styles.ready, floor.calling && styles.calling, selected && styles.selected)}
        aria-pressed={selected}
        aria-label={`Table ${tableNumber}: ${state}${reserved ? `, ${reserved}` : ""}${floor.ready ? ", ready at the pass" : ""}${floor.calling ? ", calling" : ""}`}
        data-state={floor.state}
        data-calling={floor.calling || undefined}
        data-ready={floor.ready || undefined}
        data-reserved={reserved ? true : undefined}
        onClick={onSelect}
      >
        <span className={styles.tileNumber}>{tableNumber}</span>
        <span className={styles.tileState}>{floor.calling ? "Calling!" : floor.ready ? "Ready at the pass" : state}</span>
        {reserved ? <span className={styles.tileState}>{reserved}</span> : null}
      </button>
    </li>
  );
}
