import { useState } from "react";
import { liveQuantity } from "../../../shared/order-lines";
import { type LocalOrder, type LocalTable, useMutate } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./Floor.css";

/** Every other table, by number, as big buttons: the target of a move or a merge. */
function TablePicker({
  label,
  tables,
  chosen,
  onChoose,
}: {
  label: string;
  tables: readonly LocalTable[];
  chosen: string | null;
  onChoose: (tableId: string) => void;
}) {
  return (
    <fieldset className={styles.optionGroup}>
      <legend className={styles.muted}>{label}</legend>
      <div className={styles.row}>
        {tables.map((table) => (
          <Button
            key={table.id}
            variant={table.id === chosen ? "primary" : "secondary"}
            size="lg"
            className={styles.big}
            aria-pressed={table.id === chosen}
            onClick={() => onChoose(table.id)}
          >
            Table {table.tableNumber}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

type TableMode = "move" | "merge";

const TABLE_MODES = {
  move: {
    pick: (here: string) => `Move Table ${here}'s party to:`,
    question: (here: string, there: string, count: number) =>
      `Move ${count === 1 ? "1 open order" : `${count} open orders`} from Table ${here} to Table ${there}? Table ${here} will be free.`,
    confirm: "Confirm Move",
    done: (here: string, there: string) => ({ title: "Table Moved", description: `Table ${here}'s orders are now at Table ${there}` }),
  },
  merge: {
    pick: (here: string) => `Merge into Table ${here} the orders of:`,
    question: (here: string, there: string) =>
      `Bring Table ${there}'s open orders to Table ${here}? One bill will cover both, and Table ${there} will be free.`,
    confirm: "Confirm Merge",
    done: (here: string, there: string) => ({ title: "Tables Merged", description: `Table ${there}'s orders joined Table ${here}` }),
  },
} as const;

/**
 * Move Table and Merge on a table's panel (docs/api.md, Moves and merges): pick the other table, read
 * what will happen, confirm. Through the outbox, so the floor shows the party at its new table at once,
 * offline too; `onMoved` gets the table the party is now at.
 */
export function TableMoves({
  table,
  tables,
  openCount,
  onMoved,
}: {
  table: LocalTable;
  tables: readonly LocalTable[];
  openCount: number;
  onMoved: (tableId: string) => void;
}) {
  const mutate = useMutate();
  const [mode, setMode] = useState<TableMode | null>(null);
  const [other, setOther] = useState<string | null>(null);
  const others = tables.filter((candidate) => candidate.id !== table.id && candidate.isActive);
  const chosen = others.find((candidate) => candidate.id === other);
  const open = (next: TableMode) => {
    setMode(mode === next ? null : next);
    setOther(null);
  };
  const confirm = async () => {
    if (!mode || !chosen) return;
    const words = TABLE_MODES[mode];
    try {
      if (mode === "move") await mutate.moveTable({ tableId: table.id, toTableId: chosen.id });
      else await mutate.mergeTables({ tableId: table.id, fromTableId: chosen.id });
      toast(words.done(table.tableNumber, chosen.tableNumber));
      setMode(null);
      onMoved(mode === "move" ? chosen.id : table.id);
    } catch {
      toast({ title: "Move Failed", description: "Failed to move the orders", variant: "destructive" });
    }
  };
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        {openCount > 0 ? (
          <Button variant="secondary" size="lg" className={styles.big} aria-expanded={mode === "move"} onClick={() => open("move")}>
            Move Table
          </Button>
        ) : null}
        <Button variant="secondary" size="lg" className={styles.big} aria-expanded={mode === "merge"} onClick={() => open("merge")}>
          Merge
        </Button>
      </div>
      {mode ? (
        <section className={styles.card} aria-label={mode === "move" ? "Move Table" : "Merge Tables"}>
          <TablePicker label={TABLE_MODES[mode].pick(table.tableNumber)} tables={others} chosen={other} onChoose={setOther} />
          {chosen ? (
            <>
              <p>{TABLE_MODES[mode].question(table.tableNumber, chosen.tableNumber, openCount)}</p>
              <div className={styles.row}>
                <Button size="lg" className={styles.big} onClick={() => void confirm()}>
                  {TABLE_MODES[mode].confirm}
                </Button>
                <Button variant="secondary" size="lg" className={styles.big} onClick={() => setMode(null)}>
                  Cancel
                </Button>
              </div>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** Move one dish of an order (or some of its quantity) to another table: pick the dish, how many, and where. */
export function LineMove({ order, tables }: { order: LocalOrder; tables: readonly LocalTable[] }) {
  const mutate = useMutate();
  const [opened, setOpened] = useState(false);
  const [lineId, setLineId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [target, setTarget] = useState<string | null>(null);
  const lines = order.items.filter((line) => liveQuantity(line) > 0);
  const line = lines.find((candidate) => candidate.lineId === lineId);
  const others = tables.filter((table) => table.id !== order.tableId && table.isActive);
  const to = others.find((table) => table.id === target);
  if (lines.length === 0) return null;
  const close = () => {
    setOpened(false);
    setLineId(null);
    setTarget(null);
    setQuantity(1);
  };
  const confirm = async () => {
    if (!line || !to) return;
    try {
      await mutate.moveOrderLine({ orderId: order.id, lineId: line.lineId, toTableId: to.id, quantity });
      toast({ title: "Dish Moved", description: `${quantity} x ${line.name} moved to Table ${to.tableNumber}` });
      close();
    } catch {
      toast({ title: "Move Failed", description: "Failed to move the dish", variant: "destructive" });
    }
  };
  if (!opened) {
    return (
      <Button variant="secondary" size="lg" className={styles.big} onClick={() => setOpened(true)}>
        Move a Dish
      </Button>
    );
  }
  return (
    <section className={styles.stack} aria-label="Move a Dish">
      <fieldset className={styles.optionGroup}>
        <legend className={styles.muted}>Which dish?</legend>
        <div className={styles.row}>
          {lines.map((candidate) => (
            <Button
              key={candidate.lineId}
              variant={candidate.lineId === lineId ? "primary" : "secondary"}
              size="lg"
              className={styles.big}
              aria-pressed={candidate.lineId === lineId}
              onClick={() => {
                setLineId(candidate.lineId);
                setQuantity(liveQuantity(candidate));
              }}
            >
              {liveQuantity(candidate)} x {candidate.name}
            </Button>
          ))}
        </div>
      </fieldset>
      {line ? (
        <div className={styles.line}>
          <span>How many?</span>
          <span className={styles.row}>
            <Button
              variant="secondary"
              size="lg"
              className={styles.big}
              aria-label="One fewer"
              disabled={quantity <= 1}
              onClick={() => setQuantity(quantity - 1)}
            >
              −
            </Button>
            <output className={styles.quantity} aria-label="Quantity to move">
              {quantity}
            </output>
            <Button
              variant="secondary"
              size="lg"
              className={styles.big}
              aria-label="One more"
              disabled={quantity >= liveQuantity(line)}
              onClick={() => setQuantity(quantity + 1)}
            >
              +
            </Button>
          </span>
        </div>
      ) : null}
      {line ? <TablePicker label="To table:" tables={others} chosen={target} onChoose={setTarget} /> : null}
      {line && to ? (
        <p>
          Move {quantity} x {line.name} to Table {to.tableNumber}? It goes on Table {to.tableNumber}'s bill.
        </p>
      ) : null}
      <div className={styles.row}>
        {line && to ? (
          <Button size="lg" className={styles.big} onClick={() => void confirm()}>
            Confirm Move
          </Button>
        ) : null}
        <Button variant="secondary" size="lg" className={styles.big} onClick={close}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
