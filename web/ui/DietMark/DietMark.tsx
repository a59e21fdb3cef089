import { DIET_LABELS, type Diet } from "../../../shared/constants";
import * as styles from "./DietMark.css";

/**
 * The mark Indian menus carry: a green square with a dot for veg, a brown square with a triangle for
 * non-veg, an amber one for egg. Named for screen readers (in `labels`' language, English by default); nothing for a dish not marked yet.
 */
export function DietMark({ diet, labels = DIET_LABELS }: { diet: Diet | null; labels?: Readonly<Record<Diet, string>> }) {
  if (diet === null) return null;
  return (
    <span role="img" aria-label={labels[diet]} title={labels[diet]} className={styles.mark[diet]}>
      <span className={styles.symbol[diet]} />
    </span>
  );
}
