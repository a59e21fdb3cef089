import { DIET_LABELS, type Diet } from "../../../shared/constants";
import * as styles from "./DietMark.css";

/**
 * The mark Indian menus carry: a green square with a dot for veg, a brown square with a triangle for
 * non-veg, an amber one for egg. Named for screen readers; nothing for a dish not marked yet.
 */
export function DietMark({ diet }: { diet: Diet | null }) {
  if (diet === null) return null;
  return (
    <span role="img" aria-label={DIET_LABELS[diet]} title={DIET_LABELS[diet]} className={styles.mark[diet]}>
      <span className={styles.symbol[diet]} />
    </span>
  );
}
