import * as styles from "./OutletSwitcher.css";
import type { Outlet } from "./outlets";

/** The choice's value for every outlet of the owner together. */
export const ALL_OUTLETS = "all";

/** Which outlet's figures a report shows: one of the owner's, or all of them together (docs/decisions/108-owner-switches-outlet.md). */
export function OutletChoice({ outlets, value, onChange }: { outlets: readonly Outlet[]; value: string; onChange(value: string): void }) {
  return (
    <label className={styles.choice}>
      Outlets
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ALL_OUTLETS}>All outlets together</option>
        <OutletOptions outlets={outlets} />
      </select>
    </label>
  );
}

/** One option per outlet, by name, its id the value. */
export function OutletOptions({ outlets }: { outlets: readonly Outlet[] }) {
  return outlets.map((outlet) => (
    <option key={outlet.id} value={outlet.id}>
      {outlet.name}
    </option>
  ));
}
