import { Link } from "@tanstack/react-router";
import { useRef, useState } from "react";
import type { TableFields } from "../../../shared/schemas/tables";
import { averageTableSize } from "../../../shared/stats";
import { type LocalTable, useMutate, useTables } from "../../data/hooks";
import { usePublicOrigin } from "../../lib/usePublicOrigin";
import { Button, buttonClassName } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Page } from "../../ui/Page/Page";
import { StatCard, StatGrid } from "../../ui/StatCard/StatCard";
import { AdminOnly, failed, saved } from "../admin";
import { QrAddressWarning } from "./QrAddressWarning";
import { TableCard } from "./TableCard";
import { TableDialog } from "./TableDialog";
import * as styles from "./Tables.css";
import { tableFormValues } from "./tableForm";

/** The dialog's state: closed, adding, or editing one table. */
type Editing = { open: false } | { open: true; table: LocalTable | null };

/** Tables and their QR codes (docs/product.md, Table management), on this device's copy (docs/sync.md). */
export function TableManagementPage() {
  return (
    <AdminOnly screen="Table Management">
      <TableManagement />
    </AdminOnly>
  );
}

function TableManagement() {
  const tables = useTables();
  const mutate = useMutate();
  const [dialog, setDialog] = useState<Editing>({ open: false });
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = (table: LocalTable | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog({ open: true, table });
  };
  const editing = dialog.open ? dialog.table : null;

  const submit = async (fields: TableFields) => {
    if (editing) {
      try {
        await mutate.updateTable({ id: editing.id, ...fields });
        saved("Table updated successfully");
        setDialog({ open: false });
      } catch {
        failed("Failed to update table");
      }
      return;
    }
    try {
      await mutate.addTable(fields);
      saved("Table added successfully");
      setDialog({ open: false });
    } catch {
      failed("Failed to add table");
    }
  };

  const remove = async (table: LocalTable) => {
    if (!window.confirm("Are you sure you want to delete this table?")) return;
    try {
      await mutate.deleteTable({ id: table.id });
      saved("Table deleted successfully");
    } catch {
      failed("Failed to delete table");
    }
  };

  const addTable = () => openDialog(null);
  const { origin } = usePublicOrigin();

  return (
    <Page title="Table Management" lead="Your tables and the QR codes diners scan to order.">
      <QrAddressWarning origin={origin} />
      <div className={styles.toolbar}>
        <Button size="lg" onClick={addTable}>
          Add Table
        </Button>
        <Link to="/print-qr-codes" className={buttonClassName({ variant: "secondary", size: "lg" })}>
          Print QR codes
        </Link>
      </div>
      {tables === undefined ? (
        <p className={styles.muted} role="status">
          Loading tables...
        </p>
      ) : (
        <>
          <StatGrid>
            <StatCard title="Total Tables" value={String(tables.length)} />
            <StatCard title="Total Capacity" value={String(tables.reduce((sum, table) => sum + table.capacity, 0))} />
            <StatCard title="Avg. Table Size" value={averageTableSize(tables.map((table) => table.capacity))} />
          </StatGrid>
          {tables.length === 0 ? (
            <Card>
              <div className={styles.emptyState}>
                <p className={styles.muted}>No tables configured</p>
                <Button size="lg" onClick={addTable}>
                  Add Your First Table
                </Button>
              </div>
            </Card>
          ) : (
            <ul className={styles.grid} aria-label="Tables">
              {tables.map((table) => (
                <li key={table.id}>
                  <TableCard table={table} onEdit={openDialog} onDelete={(chosen) => void remove(chosen)} origin={origin} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <TableDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog(open ? dialog : { open: false })}
        initial={editing ? tableFormValues(editing) : null}
        onSubmit={submit}
        returnFocusTo={opener}
        takenNumbers={(tables ?? []).filter((table) => table.id !== editing?.id).map((table) => table.tableNumber)}
      />
    </Page>
  );
}
