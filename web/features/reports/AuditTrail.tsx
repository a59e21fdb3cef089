import { useCallback, useState } from "react";
import { restaurantClock } from "../../../shared/billing/bill-number";
import { formatPaise } from "../../../shared/billing/paise";
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditEntry, type AuditKind, auditEntry } from "../../../shared/schemas/audit";
import { api } from "../../http/api";
import { useServerData } from "../../lib/useServerData";
import { Card } from "../../ui/Card/Card";
import { billStyles as styles } from "../billing";

async function fetchAudit(restaurantId: string, date: string): Promise<AuditEntry[]> {
  const rows = await api.get(`/api/restaurants/${restaurantId}/audit?date=${date}`);
  return Array.isArray(rows) ? rows.map((row) => auditEntry.parse(row)) : [];
}

/** The day's audit trail (docs/decisions/085-audit-trail.md), read-only: filter by kind, staff member and table. */
export function AuditTrail({ restaurantId, date }: { restaurantId: string; date: string }) {
  const load = useCallback(() => fetchAudit(restaurantId, date), [restaurantId, date]);
  const { state } = useServerData(load);
  const [kind, setKind] = useState<AuditKind | "">("");
  const [staff, setStaff] = useState("");
  const [table, setTable] = useState("");
  if (state.status !== "ready") return null;
  const entries = state.value;
  const names = [...new Set(entries.map((entry) => entry.username))];
  const tables = [...new Set(entries.map((entry) => entry.tableId ?? ""))].filter((id) => id !== "");
  const shown = entries.filter(
    (entry) =>
      (kind === "" || entry.kind === kind) && (staff === "" || entry.username === staff) && (table === "" || entry.tableId === table),
  );
  return (
    <Card
      title="Audit trail"
      headingLevel={2}
      description="Every money change of the day, who made it, from where and why. Nobody can change an entry."
    >
      <div className={styles.row}>
        <label>
          Kind{" "}
          <select value={kind} onChange={(event) => setKind(AUDIT_KINDS.find((known) => known === event.target.value) ?? "")}>
            <option value="">All</option>
            {AUDIT_KINDS.map((known) => (
              <option key={known} value={known}>
                {AUDIT_KIND_LABELS[known]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Staff{" "}
          <select value={staff} onChange={(event) => setStaff(event.target.value)}>
            <option value="">All</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Table{" "}
          <select value={table} onChange={(event) => setTable(event.target.value)}>
            <option value="">All</option>
            {tables.map((id) => (
              <option key={id} value={id}>
                {id.slice(-6)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className={styles.lines} aria-label="Audit entries">
        {shown.map((entry) => (
          <li key={entry.id} className={styles.line}>
            <span>
              {restaurantClock(new Date(entry.at))} · {AUDIT_KIND_LABELS[entry.kind]} · {entry.username} · {entry.reason}
            </span>
            <span className={styles.figure}>{formatPaise(entry.amountPaise)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
