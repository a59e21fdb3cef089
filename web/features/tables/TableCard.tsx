import { useEffect, useState } from "react";
import { shortId } from "../../../shared/short-id";
import type { LocalTable } from "../../data/hooks";
import { Badge } from "../../ui/Badge/Badge";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Fact, Facts } from "../../ui/Facts/Facts";
import { PendingBadge } from "../../ui/PendingBadge/PendingBadge";
import { ClearOrderLimitButton } from "./ClearOrderLimitButton";
import { downloadTableQr } from "./qrImage";
import * as styles from "./Tables.css";

interface TableCardProps {
  table: LocalTable;
  onEdit(table: LocalTable): void;
  onDelete(table: LocalTable): void;
  /** The address the QR code points at (usePublicOrigin). */
  origin: string;
}

/**
 * One table: seats, location, the static Available badge and its QR code. A table added on this
 * device has no code until the server has made it; Download QR then waits for it and saves it
 * as soon as it arrives.
 */
export function TableCard({ table, onEdit, onDelete, origin }: TableCardProps) {
  const [downloadWaiting, setDownloadWaiting] = useState(false);
  const hasCode = table.qrCode !== "";

  useEffect(() => {
    if (!downloadWaiting || !hasCode) return;
    setDownloadWaiting(false);
    void downloadTableQr(table, origin);
  }, [downloadWaiting, hasCode, table, origin]);

  return (
    <Card
      title={`Table ${table.tableNumber}`}
      headingLevel={3}
      action={
        <span className={styles.badges}>
          <Badge tone="success">Available</Badge>
          <PendingBadge pending={table.pending} />
        </span>
      }
    >
      <Facts columns="narrow">
        <Fact term="Seats">{table.capacity} seats</Fact>
        <Fact term="Location">{table.location ?? "Not set"}</Fact>
        <Fact term="QR code">{hasCode ? <code>{shortId(table.qrCode)}</code> : "Made when this table syncs"}</Fact>
      </Facts>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          className={styles.tapTarget}
          aria-label={`Download QR for table ${table.tableNumber}`}
          disabled={downloadWaiting}
          onClick={() => setDownloadWaiting(true)}
        >
          {downloadWaiting ? "Download waits for sync" : "Download QR"}
        </Button>
        {hasCode && <ClearOrderLimitButton table={table} />}
        <Button variant="ghost" className={styles.tapTarget} aria-label={`Edit table ${table.tableNumber}`} onClick={() => onEdit(table)}>
          Edit
        </Button>
        <Button
          variant="destructive"
          className={styles.tapTarget}
          aria-label={`Delete table ${table.tableNumber}`}
          onClick={() => onDelete(table)}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}
