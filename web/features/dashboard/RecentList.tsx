import type { ReactNode } from "react";
import { DASHBOARD_LIST_SIZE } from "../../../shared/constants";
import { serverMessageOf } from "../../api/client";
import type { ApiQueryState } from "../../api/useApiQuery";
import { Card } from "../../ui/Card/Card";
import * as styles from "./Dashboard.css";

export interface RecentListProps<T> {
  title: string;
  state: ApiQueryState<readonly T[]>;
  empty: string;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** A card listing the first few query results, with loading, error and empty states. */
export function RecentList<T>({ title, state, empty, keyOf, renderItem }: RecentListProps<T>) {
  return (
    <Card title={title} headingLevel={2}>
      {state.status === "loading" ? <p className={styles.muted}>Loading...</p> : null}
      {state.status === "error" ? (
        <p className={styles.error} role="alert">
          {serverMessageOf(state.error) ?? "Could not load this list."}
        </p>
      ) : null}
      {state.status === "success" && state.data.length === 0 ? <p className={styles.muted}>{empty}</p> : null}
      {state.status === "success" && state.data.length > 0 ? (
        <ul className={styles.list}>
          {state.data.slice(0, DASHBOARD_LIST_SIZE).map((item) => (
            <li key={keyOf(item)} className={styles.row}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
