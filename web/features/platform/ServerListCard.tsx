import type { ReactNode } from "react";
import { serverMessageOf } from "../../http/client";
import type { ServerDataHandle } from "../../lib/useServerData";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { rows } from "../admin";

interface ServerListCardProps<Row extends { id: string }> {
  list: Pick<ServerDataHandle<Row[]>, "state" | "reload">;
  /** The rows the search keeps, in the list's order. */
  shown: (rows: readonly Row[]) => Row[];
  /** Plural, lower case: "restaurants", "demo requests". */
  noun: string;
  renderRow: (row: Row) => ReactNode;
}

/** One operator list as a card: loading, a failure with Try again, empty, nothing matching, or the rows. */
export function ServerListCard<Row extends { id: string }>({ list, shown, noun, renderRow }: ServerListCardProps<Row>) {
  const { state, reload } = list;
  if (state.status === "loading") {
    return (
      <Card>
        <p className={rows.note} role="status">
          Loading {noun}...
        </p>
      </Card>
    );
  }
  if (state.status === "error") {
    return (
      <Card>
        <p className={rows.error} role="alert">
          {serverMessageOf(state.error) ?? `Could not load the ${noun}. Check your connection.`}
        </p>
        <div>
          <Button variant="secondary" className={rows.action} onClick={() => void reload()}>
            Try again
          </Button>
        </div>
      </Card>
    );
  }
  const all = state.value;
  const kept = shown(all);
  return (
    <Card>
      <p className={rows.note} role="status">
        {kept.length === all.length ? `${all.length} ${noun}` : `${kept.length} of ${all.length} ${noun}`}
      </p>
      {all.length === 0 ? <p className={rows.note}>No {noun} yet.</p> : null}
      {all.length > 0 && kept.length === 0 ? <p className={rows.note}>No {noun} match your search.</p> : null}
      {kept.length > 0 ? (
        <ul className={rows.list} aria-label={`All ${noun}`}>
          {kept.map((row) => (
            <li key={row.id} className={rows.row}>
              {renderRow(row)}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
