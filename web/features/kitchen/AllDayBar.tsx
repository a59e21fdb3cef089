import type { AllDayRow } from "../../../shared/schemas/stations";
import * as styles from "./Kitchen.css";

/** The all-day bar: "Butter Naan 14, Garlic Naan 6", what the station still has to make across its open tickets. */
export function AllDayBar({ rows, station }: { rows: readonly AllDayRow[]; station: string }) {
  if (rows.length === 0) return null;
  return (
    <ul className={styles.allDay} aria-label={`All day: ${station}`}>
      {rows.map((row) => {
        const name = [row.name, ...row.options].join(" · ");
        return (
          <li key={name} className={styles.allDayItem} data-quantity={row.quantity}>
            <bdi>{name}</bdi> {row.quantity}
          </li>
        );
      })}
    </ul>
  );
}
