import type { ReactNode } from "react";
import { DASHBOARD_LIST_SIZE } from "../../../shared/constants";
import { Card } from "../../ui/Card/Card";
import * as styles from "./Dashboard.css";

interface RecentListProps<T> {
  title: string;
  /** Newest first; undefined while the list is loading. */
  items: readonly T[] | undefined;
  empty: string;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** A card listing the first few items, with loading and empty states. */
export function RecentList<T>({ title, items, empty, keyOf, renderItem }: RecentListProps<T>) {
  return (
    <Card title={title} headingLevel={2}>
      {items === undefined ? <p className={styles.muted}>Loading...</p> : null}
      {items?.length === 0 ? <p className={styles.muted}>{empty}</p> : null}
      {items && items.length > 0 ? (
        <ul className={styles.list}>
          {items.slice(0, DASHBOARD_LIST_SIZE).map((item) => (
            <li key={keyOf(item)} className={styles.row}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
